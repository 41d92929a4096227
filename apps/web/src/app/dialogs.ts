import { loadAntdRuntime } from './load-antd-runtime';

/** A one-button alert; resolves when the passenger confirms. */
export const alert = async (title: string, content: string): Promise<void> => {
  const { Dialog } = await loadAntdRuntime();
  await Dialog.alert({ title, content, confirmText: '确定' });
};
