import { describe, expect, it, vi } from 'vitest';

const dialog = vi.hoisted(() => ({ alert: vi.fn() }));
vi.mock('./load-antd-runtime', () => ({ loadAntdRuntime: async () => ({ Dialog: dialog }) }));

import { alert } from './dialogs';

describe('alert', () => {
  it('shows a one-button dialog and resolves when confirmed', async () => {
    let confirm: () => void = () => undefined;
    dialog.alert.mockImplementation(() => new Promise<void>((resolve) => (confirm = resolve)));
    let isResolved = false;
    const shown = alert('温馨提示', '优惠券可在 App 或小程序中使用').then(() => {
      isResolved = true;
    });
    await vi.waitFor(() => expect(dialog.alert).toHaveBeenCalled());
    expect(dialog.alert).toHaveBeenCalledWith({ title: '温馨提示', content: '优惠券可在 App 或小程序中使用', confirmText: '确定' });
    expect(isResolved).toBe(false);
    confirm();
    await shown;
    expect(isResolved).toBe(true);
  });
});
