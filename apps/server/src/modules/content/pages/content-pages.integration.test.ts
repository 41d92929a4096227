import { contentPageCatalogue } from '@udian/contracts/content-pages';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { clientHeaders, createTestApp, type TestApp } from '../../../test/test-app';
import { readSeedMarkdown, syncContentPages } from './content-pages.seed';

/**
 * Content pages end to end through the API (decision 058): the repository's texts seeded once, a draft saved,
 * published and read by passengers at once, a rollback published as a new version, the roles and the audit.
 */
describe('content pages', () => {
  let t: TestApp;
  let db: Db;
  let admin: OperatorClient;
  let service: OperatorClient;
  let dispatcher: OperatorClient;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    expect(await syncContentPages(db)).toHaveLength(contentPageCatalogue.length);
    admin = await operatorAs(t.app, db, 'admin', 'content-admin');
    service = await operatorAs(t.app, db, 'service', 'content-service');
    dispatcher = await operatorAs(t.app, db, 'dispatcher', 'content-dispatcher');
  });
  afterAll(async () => t?.close());

  const read = async (key: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${ApiPrefix.api}/content/page`, query: { key }, headers: { ...clientHeaders } });
    return response.json<{ data: { page: { key: string; title: string; version: number; markdown: string; publishedAt: string } } | null; meta: { code: number; desc: string } }>();
  };
  const detail = async (key: string) => (await opsCall(t.app, 'GET', '/content-pages/detail', { headers: admin.readHeaders, query: { key } })).data;
  const saveDraft = (client: OperatorClient, body: Record<string, unknown>) => opsCall(t.app, 'POST', '/content-pages/draft', { headers: client.writeHeaders, body });
  const publish = (client: OperatorClient, key: string, versionId: string) => opsCall(t.app, 'POST', '/content-pages/publish', { headers: client.writeHeaders, body: { key, versionId } });
  const rollback = (client: OperatorClient, key: string, versionId: string) => opsCall(t.app, 'POST', '/content-pages/rollback', { headers: client.writeHeaders, body: { key, versionId } });

  it('serves every page its repository text as version 1, without logging in', async () => {
    for (const { key, title } of contentPageCatalogue) {
      const answer = await read(key);
      expect(answer.meta.code, `${key}: ${answer.meta.desc}`).toBe(1);
      expect(answer.data!.page).toMatchObject({ key, title, version: 1, markdown: await readSeedMarkdown(key) });
    }
  });

  it('refuses an unknown page in Chinese', async () => {
    const answer = await read('no-such-page');
    expect(answer.meta.code).toBe(1001);
    expect(answer.meta.desc).toContain('页面不存在');
  });

  it('a saved draft is not shown; once published it is, and the version before it becomes history', async () => {
    const saved = await saveDraft(service, { key: 'user-guide', markdown: '## 新版乘车指南\n\n请提前 5 分钟候车。' });
    expect(saved.meta.code, saved.meta.desc).toBe(1);
    expect(saved.data.version).toMatchObject({ status: 'draft', source: 'edit', number: 2, createdBy: 'content-service', publishedAt: null });
    expect((await read('user-guide')).data!.page.version).toBe(1);

    const edited = await saveDraft(admin, { key: 'user-guide', versionId: saved.data.version.versionId, expectedUpdatedAt: saved.data.version.updatedAt, markdown: '## 新版乘车指南\n\n请提前 10 分钟候车。' });
    expect(edited.meta.code, edited.meta.desc).toBe(1);
    expect(edited.data.version).toMatchObject({ number: 2, updatedBy: 'content-admin', createdBy: 'content-service' });

    // The editor that opened the first text is told it changed, rather than overwriting the second.
    const stale = await saveDraft(service, { key: 'user-guide', versionId: saved.data.version.versionId, expectedUpdatedAt: saved.data.version.updatedAt, markdown: '旧' });
    expect(stale.meta).toMatchObject({ code: 3482, desc: '草稿已被他人修改，请刷新后在最新内容上编辑' });

    const published = await publish(service, 'user-guide', saved.data.version.versionId);
    expect(published.meta.code, published.meta.desc).toBe(1);
    expect(published.data.version).toMatchObject({ status: 'published', number: 2, publishedBy: 'content-service' });
    expect((await read('user-guide')).data!.page).toMatchObject({ version: 2, markdown: '## 新版乘车指南\n\n请提前 10 分钟候车。' });

    const versions = (await detail('user-guide')).versions;
    expect(versions.map((v: { number: number; status: string }) => [v.number, v.status])).toEqual([
      [2, 'published'],
      [1, 'superseded'],
    ]);
    expect(versions[1]).toMatchObject({ source: 'seed', createdBy: '系统', publishedBy: '系统' });

    // A published draft is no longer a draft: neither saved nor published again.
    expect((await publish(service, 'user-guide', saved.data.version.versionId)).meta.code).toBe(3481);
    expect((await saveDraft(service, { key: 'user-guide', versionId: saved.data.version.versionId, markdown: '再改' })).meta.code).toBe(3481);
  });

  it('a rollback publishes the earlier text again as a new version', async () => {
    const before = await detail('user-guide');
    const first = before.versions.find((v: { number: number }) => v.number === 1);
    const answer = await rollback(admin, 'user-guide', first.versionId);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    expect(answer.data.version).toMatchObject({ status: 'published', source: 'rollback', restoredFrom: 1, number: 3, publishedBy: 'content-admin' });
    expect((await read('user-guide')).data!.page).toMatchObject({ version: 3, markdown: await readSeedMarkdown('user-guide') });

    const statuses = (await detail('user-guide')).versions.map((v: { number: number; status: string }) => [v.number, v.status]);
    expect(statuses).toEqual([
      [3, 'published'],
      [2, 'superseded'],
      [1, 'superseded'],
    ]);
    // The version on show, and a draft, cannot be rolled back to.
    expect((await rollback(admin, 'user-guide', answer.data.version.versionId)).meta.code).toBe(3483);
    const draft = await saveDraft(admin, { key: 'user-guide', markdown: '草稿' });
    expect((await rollback(admin, 'user-guide', draft.data.version.versionId)).meta.code).toBe(3484);
    // Another page's version is not this page's.
    expect((await rollback(admin, 'driver-notice', first.versionId)).meta.code).toBe(3480);
    const discarded = await opsCall(t.app, 'POST', '/content-pages/discard', { headers: admin.writeHeaders, body: { key: 'user-guide', versionId: draft.data.version.versionId } });
    expect(discarded.meta.code, discarded.meta.desc).toBe(1);
    expect((await detail('user-guide')).versions).toHaveLength(3);
  });

  it('refuses an empty or overlong text in Chinese', async () => {
    const empty = await saveDraft(admin, { key: 'driver-notice', markdown: '   ' });
    expect(empty.meta).toMatchObject({ code: 1001 });
    expect(empty.meta.desc).toContain('页面内容不能为空');
    const long = await saveDraft(admin, { key: 'driver-notice', markdown: '字'.repeat(20_001) });
    expect(long.meta.desc).toContain('不能超过 20000 个字');
  });

  it('lets staff read and only admins and customer service write', async () => {
    const list = await opsCall(t.app, 'GET', '/content-pages', { headers: dispatcher.readHeaders });
    expect(list.meta.code, list.meta.desc).toBe(1);
    expect(list.data.items).toHaveLength(contentPageCatalogue.length);
    const guide = list.data.items.find((item: { key: string }) => item.key === 'user-guide');
    expect(guide).toMatchObject({ title: '乘车指南', published: { number: 3, publishedBy: 'content-admin' }, drafts: 0 });
    expect(guide.published.excerpt.length).toBeGreaterThan(10);

    const refused = await saveDraft(dispatcher, { key: 'user-guide', markdown: '调度改的' });
    expect(refused.meta.code).toBe(4003);
    const groupAdmin = await operatorAs(t.app, db, 'groupAdmin', 'content-group-admin');
    expect((await opsCall(t.app, 'GET', '/content-pages', { headers: groupAdmin.readHeaders })).meta.code).toBe(4003);
  });

  it('audits every write with its label, who and which version', async () => {
    const rows = await db
      .selectFrom('audit_log')
      .select(['action', 'operator_username', 'summary'])
      .where('target_type', '=', 'contentPage')
      .where('target_id', '=', 'user-guide')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual([
      'contentPage.saveDraft',
      'contentPage.saveDraft',
      'contentPage.publish',
      'contentPage.rollback',
      'contentPage.saveDraft',
      'contentPage.discardDraft',
    ]);
    expect(rows[2]).toMatchObject({ operator_username: 'content-service', summary: '发布「乘车指南」版本 2，替换版本 1' });
    expect(rows[3]!.summary).toBe('将「乘车指南」回滚到版本 1（发布为版本 3，替换版本 2）');
    const log = await opsCall(t.app, 'GET', '/audit', { headers: admin.readHeaders, query: { targetType: 'contentPage' } });
    expect(log.data.items.map((item: { actionLabel: string }) => item.actionLabel)).toContain('回滚页面版本');
  });

  it('a later start adds pages the store lacks and keeps the edited ones', async () => {
    await db.deleteFrom('content_pages').where('key', '=', 'minshen-bank').execute();
    expect(await syncContentPages(db)).toEqual(['minshen-bank']);
    expect((await read('minshen-bank')).data!.page.version).toBe(1);
    expect((await read('user-guide')).data!.page.version).toBe(3);
    expect(await syncContentPages(db)).toEqual([]);
  });
});
