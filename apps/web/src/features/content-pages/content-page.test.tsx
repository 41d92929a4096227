import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn(), navigateTo: vi.fn() }));

vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/navigation', () => ({ navigateTo: mocks.navigateTo }));

import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { contentPages } from './content-page';

const ok = <T,>(data: T) => ({ ok: true, data, meta: { code: 1, desc: '成功', timestamp: 0 } });
const refused = (code: number, desc: string) => ({ ok: false, meta: { code, desc, timestamp: 0 } });

/** The server's published text of one page. */
const serve = (markdown: string, version = 4) =>
  mocks.call.mockImplementation(async (endpoint: { path: string }, input: { query: { key: string } }) => {
    if (endpoint.path !== '/content/page') throw new Error(`unexpected call ${endpoint.path}`);
    return ok({ page: { key: input.query.key, title: '出租车计价规则', version, markdown, publishedAt: '2026-11-30T16:30:00.000Z' } });
  });

describe('content pages', () => {
  let rendered: Rendered | undefined;

  const open = async (key: keyof typeof contentPages): Promise<Element> => {
    const Page = contentPages[key];
    rendered = renderWithQuery(<Page />);
    await waitFor(() => expect(rendered!.container.querySelector('article, [role="alert"]')).not.toBeNull());
    return rendered.container;
  };

  beforeEach(() => {
    mocks.call.mockReset();
    mocks.navigateTo.mockReset();
  });
  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
  });

  it('asks for its own key and renders the published Markdown with its date in Shanghai', async () => {
    serve('## 一、计价标准\n\n| 项目 | 标准 |\n| --- | --- |\n| 起步价 | 10.00 元 |\n\n> 以计价器为准');
    const page = await open('taxi-detail-of-fee');
    expect(mocks.call.mock.calls[0]![1]).toMatchObject({ query: { key: 'taxi-detail-of-fee' } });
    expect(textOf(page.querySelector('h2'))).toBe('一、计价标准');
    expect([...page.querySelectorAll('th')].map((th) => textOf(th))).toEqual(['项目', '标准']);
    expect(textOf(page.querySelector('td'))).toBe('起步价');
    expect(textOf(page.querySelector('aside'))).toBe('以计价器为准');
    expect(textOf(page.querySelector('article'))).toContain('本页更新于 2026年12月1日');
  });

  it('never turns HTML in the text into elements', async () => {
    serve('<img src=x onerror="alert(1)"> <script>alert(1)</script>');
    const page = await open('minshen-bank');
    expect(page.querySelector('img, script')).toBeNull();
    expect(textOf(page.querySelector('p'))).toContain('<img src=x onerror="alert(1)">');
  });

  it('opens a link to a page of the app in place', async () => {
    serve('见[《购票规则》](/udianbus/buy-rule.html)');
    const page = await open('user-guide');
    const link = page.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/udianbus/buy-rule.html');
    await act(async () => link.click());
    expect(mocks.navigateTo).toHaveBeenCalledWith('/udianbus/buy-rule.html');
  });

  it('says why a page cannot be shown and offers to try again', async () => {
    mocks.call.mockResolvedValueOnce(refused(3485, '页面内容尚未发布，请稍后再试'));
    const page = await open('driver-notice');
    expect(textOf(page.querySelector('[role="alert"]'))).toContain('页面内容尚未发布，请稍后再试');
    serve('## 司机须知');
    await act(async () => (page.querySelector('[role="alert"] button') as HTMLElement).click());
    await waitFor(() => expect(textOf(page.querySelector('h2'))).toBe('司机须知'));
  });
});
