import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, NETWORK_FAILURE_CODE } from '../api/api-error';
import { isRedirectingFailure } from '../api/client';

declare module '@tanstack/react-query' {
  // Module augmentation works only with an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    /** `meta: { isErrorHandled: true }`: the page shows this failure itself; the frame's toast stays quiet. */
    queryMeta: { isErrorHandled?: boolean };
    mutationMeta: { isErrorHandled?: boolean };
  }
}

type Notify = (text: string) => void;

/** Set by the frame once antd's App context exists (App.useApp's message follows the ConfigProvider). */
let notifyFailure: Notify = () => undefined;
export const setFailureNotifier = (notify: Notify) => {
  notifyFailure = notify;
};

/** The Chinese text of any failure of a query or mutation. */
export const failureText = (error: unknown): string => (isApiError(error) ? error.desc : '操作失败，请稍后重试');

const showFailure = (error: unknown, meta: { isErrorHandled?: boolean } | undefined) => {
  // A redirect to the login or change-password page says enough on its own.
  if (meta?.isErrorHandled || isRedirectingFailure(error)) return;
  notifyFailure(failureText(error));
};

/** The server answered (a rule, a role, bad input): asking again gives the same answer. */
const isNetworkFailure = (error: unknown) => isApiError(error) && error.code === NETWORK_FAILURE_CODE;

export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => showFailure(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => showFailure(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        retry: (count, error) => isNetworkFailure(error) && count < 1,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
