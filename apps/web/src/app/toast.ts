/**
 * The one toast helper (SPEC sections 3 and 9). It lives in app/ beside the dialogs because both show
 * antd-mobile's imperative UI, loaded on first use (and prefetched on idle) to keep antd out of the first
 * bundle (decision 012).
 */
import { loadAntdRuntime } from './load-antd-runtime';

export const SHORT = 3000;
export const LONG = 8000;
export const OFFLINE_TEXT = '网络不给力，请检查网络后重试';

type ToastIcon = 'success' | 'fail' | 'loading' | 'offline' | undefined;

const WORD_JOINER = '\u2060';
const NO_BREAK_SPACE = '\u00a0';

/**
 * A date or a time never breaks across lines in a toast ("2026-11-25 08:30" would break after a hyphen or
 * at the space): joiners after the date's hyphens, a no-break space between date and time.
 */
export const keepTimesWhole = (text: string): string =>
  text
    .replace(/(\d{4})-(\d{1,2})-(\d{1,2})/g, `$1-${WORD_JOINER}$2-${WORD_JOINER}$3`)
    .replace(/(\d) (\d{1,2}:\d{2})/g, `$1${NO_BREAK_SPACE}$2`)
    .replace(/(\d{1,2}:\d{2}) ?([-–~至]) ?(\d{1,2}:\d{2})/g, `$1${NO_BREAK_SPACE}$2${NO_BREAK_SPACE}$3`);
type ShownToast = { close: () => void };

let generation = 0;

const show = (content: string, icon: ToastIcon, duration: number): (() => void) => {
  const ticket = ++generation;
  let shown: ShownToast | undefined;
  let isClosed = false;
  loadAntdRuntime()
    .then(({ Toast, offlineIcon }) => {
      // A toast closed, cleared or replaced before antd arrived must not appear late.
      if (isClosed || ticket !== generation) return;
      const shownIcon = icon === 'offline' ? offlineIcon : icon;
      shown = Toast.show({ content: keepTimesWhole(content), icon: shownIcon, duration, maskClickable: false });
    })
    .catch(() => undefined);
  return () => {
    isClosed = true;
    // antd-mobile keeps one toast and replaces its content: a later toast (a failure shown while this one
    // was loading) would be closed too.
    if (ticket === generation) shown?.close();
  };
};

export const toast = {
  info: (text: string, duration: number = SHORT): void => void show(text, undefined, duration),
  success: (text: string, duration: number = SHORT): void => void show(text, 'success', duration),
  fail: (text: string, duration: number = SHORT): void => void show(text, 'fail', duration),
  /** A network problem: its own icon, so it reads differently from a business failure. */
  offline: (text: string = OFFLINE_TEXT, duration: number = SHORT): void => void show(text, 'offline', duration),
  /** Stays until the returned function (or clear) closes it. */
  loading: (text: string): (() => void) => show(text, 'loading', 0),
  clear: (): void => {
    generation += 1;
    loadAntdRuntime()
      .then(({ Toast }) => Toast.clear())
      .catch(() => undefined);
  },
};
