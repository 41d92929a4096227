import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() },
  navigateTo: vi.fn(),
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast, OFFLINE_TEXT: '网络不给力，请检查网络后重试' }));
vi.mock('../../app/navigation', () => ({ navigateTo: mocks.navigateTo }));
vi.mock('../../platform/host-login/host-login', () => ({ requireLogin: async () => undefined }));

import type { Suggestion } from '@udian/contracts/schemas/feedback';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { SuggestionPage } from './suggestion-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const click = (element: Element | null | undefined) => act(async () => (element as HTMLElement).click());
const type = async (element: Element | null, value: string) => {
  const field = element as HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
  await act(async () => {
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
};
const choose = async (input: HTMLInputElement, files: File[]) => {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
};

const sent: Suggestion = {
  suggestionId: '12',
  category: 'driver',
  content: '12 路司机在科技园站没有停车',
  contactPhone: null,
  status: 'replied',
  photos: [],
  replies: [{ replyId: '3', text: '已核实并对司机进行培训', at: '2031-03-05T03:00:00.000Z' }],
  createdAt: '2031-03-05T02:00:00.000Z',
  updatedAt: '2031-03-05T03:00:00.000Z',
  closedAt: null,
};

describe('suggestion page', () => {
  let rendered: Rendered | undefined;
  const open = (query: string) => {
    window.history.replaceState(null, '', `/udianbus/app/suggestion.html${query}`);
    rendered = renderWithQuery(<SuggestionPage />);
    return rendered.container;
  };

  beforeAll(() => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });
  beforeEach(() => {
    mocks.call.mockReset();
    mocks.navigateTo.mockReset();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    saveLoginInfo({ userId: '9', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
  });
  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    clearLoginInfo();
    document.body.innerHTML = '';
  });

  it('refuses a photo that is not JPG, PNG or WebP when chosen, and sends the rest as base64 with the text', async () => {
    mocks.call.mockResolvedValue(ok({ suggestion: { ...sent, status: 'pending', replies: [] } }));
    const container = open('?tab=form');
    await click(buttonNamed(container, '司机服务'));
    await type(container.querySelector('textarea'), '12 路司机在科技园站没有停车，我等了十分钟');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await choose(input, [new File(['GIF89a'], 'a.gif', { type: 'image/gif' }), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'a.jpg', { type: 'image/jpeg' })]);
    expect(mocks.toast.fail).toHaveBeenCalledWith('只能上传 JPG、PNG 或 WebP 格式的图片');
    expect(container.querySelectorAll('[aria-label="已选图片"] img')).toHaveLength(1);
    await click(buttonNamed(container, '提交'));
    await waitFor(() => expect(mocks.call).toHaveBeenCalledTimes(1));
    const body = (mocks.call.mock.calls[0]![1] as { body: { category: string; photos: { data: string }[] } }).body;
    expect(body.category).toBe('driver');
    expect(body.photos).toEqual([{ data: 'data:image/jpeg;base64,/9j/2Q==' }]);
    await waitFor(() => expect(mocks.navigateTo).toHaveBeenCalledWith(expect.stringContaining('suggestionId=12'), { isReplace: true }));
  });

  it('shows a submission with its state and the operator’s reply', async () => {
    mocks.call.mockImplementation(async (endpoint: { path: string }) => (endpoint.path === '/suggestion/detail' ? ok({ suggestion: sent }) : ok({ items: [sent] })));
    const container = open('?suggestionId=12');
    await waitFor(() => expect(textOf(container.querySelector('[data-testid="suggestion-status"]'))).toContain('已回复'));
    expect(textOf(container.querySelector('[aria-label="客服回复"]'))).toContain('已核实并对司机进行培训');
  });
});
