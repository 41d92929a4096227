import { loadAntdRuntime } from './load-antd-runtime';

/** A one-button alert; resolves when the passenger confirms. */
export const alert = async (title: string, content: string): Promise<void> => {
  const { Dialog } = await loadAntdRuntime();
  await Dialog.alert({ title, content, confirmText: '确定' });
};

/** A two-button question; resolves true when the passenger confirms, false when they cancel. */
export const confirm = async (title: string, content: string, confirmText = '确定'): Promise<boolean> => {
  const { Dialog } = await loadAntdRuntime();
  return Dialog.confirm({ title, content, confirmText, cancelText: '取消' });
};
