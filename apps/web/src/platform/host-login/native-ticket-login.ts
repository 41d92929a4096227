import { goToLogin } from '../../api/auth-failures';
import { isLoggedIn } from '../../lib/login-info';
import { toast } from '../../app/toast';
import { CITIZEN_DEVICE_READY_EVENT, getHostBridge, type CitizenAppNative, type HostTicketResult } from '../host-bridge';
import { bindHostTicket } from './bind-host-ticket';
import type { HostLogin } from './host-login-adapter';
import { reloadPage } from './page-exit';

/** Host ticket codes (SPEC sections 8 and 9). */
export const TicketCode = { ok: 200, failed: 402, nativeMissing: 10000 } as const;
export const TICKET_FAILED_TEXT = '票据获取或登录失败';
/** How long to wait for the device-ready event before treating the native API as missing. */
export const DEVICE_READY_TIMEOUT_MS = 5000;

export type NativeTicketOptions = {
  /** Reload the page after a successful bind. */
  isReload: boolean;
  /** When no ticket comes, open the host's login dialog (only when a page needs the login). */
  isForcedLoginAllowed: boolean;
};
export type NativeTicketOutcome = 'loggedIn' | 'skipped' | 'failed' | 'unavailable';

const getNative = (): CitizenAppNative | undefined => getHostBridge()?.citizenApp;

/** The native object is there once the host's device-ready event has fired (it may have fired before we listened). */
export const waitForDeviceReady = (timeoutMs: number = DEVICE_READY_TIMEOUT_MS): Promise<void> =>
  new Promise((resolve) => {
    if (getNative()) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener(CITIZEN_DEVICE_READY_EVENT, done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    document.addEventListener(CITIZEN_DEVICE_READY_EVENT, done);
  });

/** Code 10000 means the native API object is missing (SPEC section 8); a thrown call counts as 402. */
const askHost = async (question: (native: CitizenAppNative) => Promise<HostTicketResult>): Promise<HostTicketResult> => {
  const native = getNative();
  if (!native) return { code: TicketCode.nativeMissing, msg: 'native API object missing' };
  try {
    return await question(native);
  } catch (error) {
    return { code: TicketCode.failed, msg: error instanceof Error ? error.message : String(error) };
  }
};

const ticketOf = (result: HostTicketResult) =>
  result.code === TicketCode.ok && result.data?.accessticket && result.data.appId ? result.data : null;

/** 10000 is the app's own problem (logged, then the login page); 402 and any other code: the spec's toast. */
const reportFailure = (result: HostTicketResult) => {
  if (result.code === TicketCode.nativeMissing) {
    console.warn('[native-ticket-login] the citizen app native API object is missing (10000)');
    return;
  }
  if (result.msg) console.warn(`[native-ticket-login] host answered ${result.code}: ${result.msg}`);
  toast.fail(TICKET_FAILED_TEXT);
};

const bind = async (ticket: { accessticket: string; appId: string }, isReload: boolean): Promise<NativeTicketOutcome> => {
  if (!(await bindHostTicket({ accessticket: ticket.accessticket, appId: ticket.appId }))) return 'failed';
  if (isReload) reloadPage();
  return 'loggedIn';
};

let isFirstLoad = true;

/** For tests: a new page load. */
export const resetFirstLoad = (): void => {
  isFirstLoad = true;
};

/**
 * SPEC section 4, native-ticket login. On the first load it always asks the host (the host's account may
 * have changed); later only when nobody is logged in. On forced-login failure the host view is closed.
 */
export const runNativeTicketLogin = async ({ isReload, isForcedLoginAllowed }: NativeTicketOptions): Promise<NativeTicketOutcome> => {
  if (!isFirstLoad && isLoggedIn()) return 'skipped';
  isFirstLoad = false;
  await waitForDeviceReady();
  const result = await askHost((native) => native.getAccessTicket());
  const ticket = ticketOf(result);
  if (ticket) return bind(ticket, isReload);
  if (result.code === TicketCode.nativeMissing || !isForcedLoginAllowed) {
    reportFailure(result);
    return result.code === TicketCode.nativeMissing ? 'unavailable' : 'failed';
  }
  // No ticket (usually: not logged in to the host): the host's own login dialog, then its ticket.
  const forced = await askHost((native) => native.login());
  const forcedTicket = ticketOf(forced);
  if (forcedTicket) return bind(forcedTicket, isReload);
  reportFailure(forced);
  getNative()?.popView();
  return 'failed';
};

let pending: Promise<NativeTicketOutcome> | null = null;

const once = (options: NativeTicketOptions): Promise<NativeTicketOutcome> => {
  pending ??= runNativeTicketLogin(options).finally(() => {
    pending = null;
  });
  return pending;
};

export const nativeTicketLogin: HostLogin = {
  onStart: async () => {
    await once({ isReload: false, isForcedLoginAllowed: false });
  },
  requireLogin: async () => {
    // A start login in flight may be all that is needed.
    if (pending) await pending;
    if (isLoggedIn()) return;
    const outcome = await once({ isReload: false, isForcedLoginAllowed: true });
    if (outcome === 'unavailable') goToLogin({ isReplace: true });
  },
};
