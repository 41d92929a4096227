import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast, OFFLINE_TEXT: '网络不给力，请检查网络后重试' }));

import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { BusinessCooperationPage } from './business-cooperation-page';

const click = (element: Element | null | undefined) => act(async () => (element as HTMLElement).click());

/** Types into a React-controlled field the way a person does (the native setter, then an input event). */
const type = async (field: Element | null, value: string) => {
  const element = field as HTMLInputElement | HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')!.set!;
  await act(async () => {
    setter.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

const field = (container: Element, label: string) => {
  const id = [...container.querySelectorAll('label')].find((l) => textOf(l).startsWith(label))?.getAttribute('for');
  return id ? document.getElementById(id) : null;
};

describe('business-cooperation page', () => {
  let rendered: Rendered | undefined;
  beforeEach(() => {
    mocks.call.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
  });
  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    document.body.innerHTML = '';
  });

  it('checks every field with the shared checker before anything is sent', async () => {
    rendered = renderWithQuery(<BusinessCooperationPage />);
    const { container } = rendered;
    await click(buttonNamed(container, '提交合作意向'));
    const text = textOf(container);
    for (const message of ['请填写公司名称', '请填写联系人姓名', '请填写联系电话', '请选择合作类型', '请简单介绍合作需求']) expect(text).toContain(message);
    expect(mocks.call).not.toHaveBeenCalled();
    expect(mocks.toast.fail).toHaveBeenCalledWith('请填写公司名称');
  });

  it('sends a complete lead and shows that it arrived; a refusal shows in the server’s words', async () => {
    mocks.call
      .mockResolvedValueOnce({ ok: false, meta: { code: 3451, desc: '该手机号今天已提交 3 次合作意向，我们会尽快联系您', timestamp: 0 } })
      .mockResolvedValueOnce({ ok: true, data: { lead: { leadId: '7', company: '前海科技', kind: 'charter', createdAt: '2031-03-05T02:00:00.000Z' } }, meta: { code: 1, desc: '成功', timestamp: 0 } });
    rendered = renderWithQuery(<BusinessCooperationPage />);
    const { container } = rendered;
    await type(field(container, '公司名称'), '前海科技');
    await type(field(container, '联系人'), '李经理');
    await type(field(container, '联系电话'), '138-1234-5678');
    await click(buttonNamed(container, '包车与旅游'));
    await type(field(container, '合作需求'), '学校研学包车，每月约 10 次');
    await click(buttonNamed(container, '提交合作意向'));
    await waitFor(() => expect(textOf(container.querySelector('[role="alert"]'))).toContain('该手机号今天已提交 3 次合作意向'));
    expect(mocks.call.mock.calls[0]![1]).toEqual({ body: { company: '前海科技', contactName: '李经理', phone: '13812345678', kind: 'charter', message: '学校研学包车，每月约 10 次' } });
    await click(buttonNamed(container, '提交合作意向'));
    await waitFor(() => expect(textOf(container.querySelector('[role="status"]'))).toContain('已收到「前海科技」的合作意向'));
  });
});
