import type { ContentPageSummary, ContentVersion } from '@udian/contracts/schemas/content';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { button, buttons, byLabel, cleanUp, operatorOf, prepareDom, renderAs, tableRows, type, until } from '../../test/dom-support';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import ContentPage from './content-page';

beforeAll(prepareDom);
afterEach(cleanUp);

const guide: ContentPageSummary = {
  key: 'user-guide',
  title: '乘车指南',
  group: '乘车指南',
  published: { number: 1, publishedAt: '2026-11-30T16:00:00.000Z', publishedBy: '系统', excerpt: '欢迎乘坐优点巴士通勤班车。' },
  drafts: 0,
  lastDraftAt: null,
};
const seed: ContentVersion = {
  versionId: '11',
  number: 1,
  status: 'published',
  source: 'seed',
  restoredFrom: null,
  markdown: '## 一、购票\n\n欢迎乘坐。',
  createdBy: '系统',
  createdAt: '2026-11-30T16:00:00.000Z',
  updatedBy: '系统',
  updatedAt: '2026-11-30T16:00:00.000Z',
  publishedBy: '系统',
  publishedAt: '2026-11-30T16:00:00.000Z',
};

let versions: ContentVersion[] = [];
const calls = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path).map(([, options]) => options as { body?: Record<string, unknown> });

beforeEach(() => {
  versions = [seed];
  mocks.call.mockReset();
  mocks.call.mockImplementation(async (endpoint: { path: string }, options: { body?: { markdown?: string; versionId?: string } }) => {
    switch (endpoint.path) {
      case '/content-pages':
        return { items: [guide] };
      case '/content-pages/detail':
        return { key: 'user-guide', title: '乘车指南', versions };
      case '/content-pages/draft': {
        const draft: ContentVersion = { ...seed, versionId: '12', number: 2, status: 'draft', source: 'edit', markdown: options.body!.markdown!, createdBy: 'ops', updatedBy: 'ops', publishedBy: null, publishedAt: null };
        versions = [draft, seed];
        return { version: draft };
      }
      case '/content-pages/publish': {
        const published: ContentVersion = { ...versions[0]!, status: 'published', publishedBy: 'ops', publishedAt: '2026-12-01T02:00:00.000Z' };
        versions = [published, { ...seed, status: 'superseded' }];
        return { version: published };
      }
      default:
        throw new Error(`unexpected call ${endpoint.path}`);
    }
  });
});

const openGuide = async (role: 'admin' | 'dispatcher') => {
  await renderAs(<ContentPage />, operatorOf(role));
  await until(() => tableRows().length === 1);
  await act(async () => document.querySelector<HTMLElement>('tbody tr.ant-table-row')!.click());
  await until(() => (document.querySelector('.content-preview')?.textContent ?? '').includes('欢迎乘坐'));
};

describe('内容管理', { timeout: 20_000 }, () => {
  it('lists the pages with the version on show', async () => {
    await renderAs(<ContentPage />, operatorOf('admin'));
    await until(() => tableRows().length === 1);
    expect(tableRows()[0]?.slice(0, 3)).toEqual(['乘车指南', '乘车指南', '版本 12026-12-01 00:00 · 系统']);
  });

  it('previews the text as the app renders it, saves it as a draft and publishes it', async () => {
    await openGuide('admin');
    expect(document.querySelector('.content-preview h2')?.textContent).toBe('一、购票');
    await type(byLabel<HTMLTextAreaElement>('页面内容（Markdown）'), '## 新版\n\n<b>不加粗</b> **加粗**');
    await until(() => document.querySelector('.content-preview h2')?.textContent === '新版');
    expect(document.querySelector('.content-preview b')).toBeNull();
    expect(document.querySelector('.content-preview strong')?.textContent).toBe('加粗');

    await act(async () => button('保存草稿').click());
    await until(() => calls('/content-pages/draft').length === 1);
    expect(calls('/content-pages/draft')[0]?.body).toEqual({ key: 'user-guide', markdown: '## 新版\n\n<b>不加粗</b> **加粗**' });

    await act(async () => button('发布').click());
    await until(() => buttons('发布').length > 1);
    await act(async () => buttons('发布').at(-1)!.click());
    await until(() => calls('/content-pages/publish').length === 1);
    expect(calls('/content-pages/publish')[0]?.body).toEqual({ key: 'user-guide', versionId: '12' });
  });

  it('lets a dispatcher read without editing', async () => {
    await openGuide('dispatcher');
    expect(buttons('保存草稿')).toHaveLength(0);
    expect(document.body.textContent).toContain('你的角色可以查看，不能编辑或发布');
  });
});
