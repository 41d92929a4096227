import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { syncContentPages } from './content-pages.seed';

/**
 * Publishing under concurrency (decision 058). On PostgreSQL transactions truly overlap; on PGlite they run one
 * at a time, and the outcome must be the same: whatever is published at once, a page ends with exactly one
 * published version, every other one history, each write audited once, and the numbers never repeat.
 */
describe('content pages under concurrency', () => {
  let t: TestApp;
  let db: Db;
  let first: OperatorClient;
  let second: OperatorClient;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    await syncContentPages(db);
    first = await operatorAs(t.app, db, 'admin', 'race-content-admin');
    second = await operatorAs(t.app, db, 'service', 'race-content-service');
  });
  afterAll(async () => t?.close());

  const newDraft = async (client: OperatorClient, key: string, markdown: string): Promise<string> => {
    const answer = await opsCall(t.app, 'POST', '/content-pages/draft', { headers: client.writeHeaders, body: { key, markdown } });
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    return answer.data.version.versionId;
  };
  const publish = (client: OperatorClient, key: string, versionId: string) => opsCall(t.app, 'POST', '/content-pages/publish', { headers: client.writeHeaders, body: { key, versionId } });
  const statuses = (key: string) =>
    db.selectFrom('content_page_versions').select(['id', 'number', 'status']).where('page_key', '=', key).orderBy('number').execute();

  it('two drafts published at once leave exactly one published version', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await Promise.all([newDraft(first, 'taxi-detail-of-fee', `甲 ${round}`), newDraft(second, 'taxi-detail-of-fee', `乙 ${round}`)]);
      const answers = await Promise.all([publish(first, 'taxi-detail-of-fee', a), publish(second, 'taxi-detail-of-fee', b)]);
      expect(answers.map((answer) => answer.meta.code)).toEqual([1, 1]);
      const rows = await statuses('taxi-detail-of-fee');
      expect(rows.filter((row) => row.status === 'published')).toHaveLength(1);
      expect(rows.filter((row) => row.status === 'draft')).toHaveLength(0);
      // The one published is the one whose publish committed last: the other is history.
      const published = rows.find((row) => row.status === 'published')!;
      expect([Number(a), Number(b)]).toContain(published.id);
    }
    const numbers = (await statuses('taxi-detail-of-fee')).map((row) => row.number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('one draft published twice at once is published once; the other is told it is no longer a draft', async () => {
    const draft = await newDraft(first, 'hailing-detail-of-fee', '同一草稿');
    const answers = await Promise.all([publish(first, 'hailing-detail-of-fee', draft), publish(second, 'hailing-detail-of-fee', draft)]);
    expect(answers.map((answer) => answer.meta.code).sort()).toEqual([1, 3481]);
    const audits = await db.selectFrom('audit_log').select('action').where('target_type', '=', 'contentPage').where('target_id', '=', 'hailing-detail-of-fee').where('action', '=', 'contentPage.publish').execute();
    expect(audits).toHaveLength(1);
  });

  it('publishes and rollbacks racing on one page still leave one published version', async () => {
    const key = 'taxi-cancel-rule';
    const seedVersion = (await statuses(key))[0]!;
    const drafts = await Promise.all([1, 2, 3].map((n) => newDraft(n % 2 ? first : second, key, `版本 ${n}`)));
    // The seed is the one published now: publish a draft first, so the seed is history to roll back to.
    expect((await publish(first, key, drafts[0]!)).meta.code).toBe(1);
    const answers = await Promise.all([
      publish(second, key, drafts[1]!),
      opsCall(t.app, 'POST', '/content-pages/rollback', { headers: first.writeHeaders, body: { key, versionId: String(seedVersion.id) } }),
      publish(first, key, drafts[2]!),
    ]);
    expect(answers.map((answer) => answer.meta.code)).toEqual([1, 1, 1]);
    const rows = await statuses(key);
    expect(rows.filter((row) => row.status === 'published')).toHaveLength(1);
    expect(rows).toHaveLength(5);
  });

  it('servers starting at once seed each page once', async () => {
    await db.deleteFrom('content_pages').where('key', '=', 'temp-line-intro').execute();
    const added = await Promise.all([syncContentPages(db), syncContentPages(db), syncContentPages(db)]);
    expect(added.flat()).toEqual(['temp-line-intro']);
    expect(await statuses('temp-line-intro')).toHaveLength(1);
  });
});
