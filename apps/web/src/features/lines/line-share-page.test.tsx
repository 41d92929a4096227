import { act, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LineDetail } from '@udian/contracts/schemas/lines';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn() },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));

import { buttonNamed, renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { lineDetailFixture } from './line-detail.fixture';
import { LineInfoSharePage, LineSharePage } from './line-share-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });

const serve = (detail: LineDetail) =>
  mocks.call.mockImplementation(async (endpoint: { path: string }) => {
    if (endpoint.path === '/line/detail/query') return ok(detail);
    throw new Error(`unexpected call ${endpoint.path}`);
  });

const open = async (path: string, page: ReactElement): Promise<Rendered> => {
  window.history.replaceState(null, '', path);
  const rendered = renderWithQuery(page);
  await waitFor(() => expect(rendered.container.querySelector('[data-testid="line-share-card"]')).not.toBeNull());
  return rendered;
};

const linkNamed = (rendered: Rendered, name: string) => [...rendered.container.querySelectorAll('a')].find((a) => textOf(a) === name);

describe('line share pages', () => {
  let rendered: Rendered | undefined;
  const writeText = vi.fn(async () => undefined);

  beforeEach(() => {
    mocks.call.mockReset();
    writeText.mockClear();
    Object.values(mocks.toast).forEach((fn) => fn.mockReset());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
  });

  it("line-share copies the friend's page link when the browser cannot share, and previews that page", async () => {
    serve(lineDetailFixture({ reverseLineId: null }));
    rendered = await open('/udianbus/app/line/line-share.html?lineId=101', <LineSharePage />);
    act(() => buttonNamed(rendered!.container, '分享给好友')?.click());
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('分享链接已复制，快发给好友吧'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/udianbus/app/line/line-info-share.html?lineId=101`);
    expect(linkNamed(rendered, '预览好友收到的页面')?.getAttribute('href')).toBe('/udianbus/app/line/line-info-share.html?lineId=101');
    expect(linkNamed(rendered, '连同返程线路一起分享')).toBeUndefined();
  });

  it('line-share offers the line with its return line as one shared group', async () => {
    serve(lineDetailFixture({ reverseLineId: '102' }));
    rendered = await open('/udianbus/app/line/line-share.html?lineId=101', <LineSharePage />);
    expect(linkNamed(rendered, '连同返程线路一起分享')?.getAttribute('href')).toBe('/udianbus/app/line/line-group-share.html?lineIds=101%2C102');
  });

  it("line-info-share, the friend's page, shows the card and the way to the line, not the sharer's actions", async () => {
    serve(lineDetailFixture());
    rendered = await open('/udianbus/app/line/line-info-share.html?lineId=101', <LineInfoSharePage />);
    expect(buttonNamed(rendered.container, '查看线路')).toBeDefined();
    expect(buttonNamed(rendered.container, '分享给好友')).toBeUndefined();
  });
});
