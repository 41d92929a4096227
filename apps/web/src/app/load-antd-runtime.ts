export type AntdRuntime = typeof import('./antd-runtime');

let pending: Promise<AntdRuntime> | undefined;

/** One shared import, retried after a failure (a flaky network must not disable toasts for the whole visit). */
export const loadAntdRuntime = (): Promise<AntdRuntime> => {
  pending ??= import('./antd-runtime').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
};
