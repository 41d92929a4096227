import { endpointUrl } from '@udian/contracts/endpoint';
import type { CityNoticesData } from '@udian/contracts/endpoints/notices/city-notices';
import { endLineNotice, publishLineNotice } from '@udian/contracts/endpoints/ops/network/line-notices';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isChineseDesc } from '../../../test/buying-helpers';
import { insertLineNetwork, NANJING, SHENZHEN, type LineNetworkFixture } from '../../../test/line-network-fixture';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { clientHeaders, createTestApp, type TestApp } from '../../../test/test-app';
import { addDays, shanghaiDate } from '../../../time/shanghai-time';

/**
 * The older section's notice page (decision 055): a city's current line notices, as the console publishes
 * them. The fixture network's M101 has a notice in force, one starting in three days and one that ended.
 */
/** The envelope as the tests read it: `data` is there on success (the app checks it against the contract). */
type Answer<T> = { data: T; meta: { code: number; desc: string } };

let t: TestApp;
let network: LineNetworkFixture;
let admin: OperatorClient;
const today = shanghaiDate(new Date());

const list = async (query: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url: '/ydbus-api/notice/list', query, headers: clientHeaders });
  expect(response.statusCode).toBe(200);
  return response.json<Answer<CityNoticesData>>();
};

const ops = async (endpoint: typeof publishLineNotice | typeof endLineNotice, body: Record<string, unknown>) =>
  (await t.app.inject({ method: 'POST', url: endpointUrl(endpoint), headers: admin.writeHeaders, payload: body })).json<Answer<{ notice: { id: string } }>>();

beforeAll(async () => {
  t = await createTestApp();
  network = await insertLineNetwork(t.database.db);
  admin = await operatorAs(t.app, t.database.db, 'admin', 'notice-admin');
  // A notice of a line that no longer runs is never listed.
  await t.database.db
    .insertInto('line_announcements')
    .values({ line_id: network.lines.x901, title: '停运线路的通知', content: '——', effective_from: today, effective_to: null })
    .execute();
});
afterAll(async () => t.close());

describe('a city’s current notices', () => {
  it('lists the notices in force and upcoming on running lines, newest published first, with the line and dates', async () => {
    const { data, meta } = await list({ cityId: String(SHENZHEN.id) });
    expect(meta.code).toBe(1);
    expect(data.notices.map((n) => [n.title, n.state])).toEqual([
      ['国庆节停运', 'upcoming'],
      ['车公庙站临时调整', 'inForce'],
    ]);
    expect(data.notices[0]).toMatchObject({
      effectiveFrom: addDays(today, 3),
      effectiveTo: addDays(today, 3),
      line: { lineId: String(network.lines.m101), lineCode: 'M101' },
    });
    expect(data.notices[1]).toMatchObject({ effectiveFrom: addDays(today, -2), effectiveTo: null, content: expect.stringContaining('车公庙站') });
    expect(data).toMatchObject({ page: 1, hasMore: false });
  });

  it('shows a notice the console publishes at once, first, and drops it once the console ends it', async () => {
    const published = await ops(publishLineNotice, {
      lineId: String(network.lines.m102),
      title: '深圳湾公园站迁移',
      content: '深圳湾公园站迁至公园南门。',
      effectiveFrom: today,
    });
    expect(published.meta.code).toBe(1);
    const after = await list({ cityId: String(SHENZHEN.id) });
    expect(after.data.notices[0]).toMatchObject({ title: '深圳湾公园站迁移', state: 'inForce', line: { lineCode: 'M102' } });

    expect((await ops(endLineNotice, { id: published.data.notice.id })).meta.code).toBe(1);
    const ended = await list({ cityId: String(SHENZHEN.id) });
    expect(ended.data.notices.map((n) => n.title)).not.toContain('深圳湾公园站迁移');
  });

  it('pages the list', async () => {
    const first = await list({ cityId: String(SHENZHEN.id), pageSize: '1' });
    expect(first.data).toMatchObject({ page: 1, hasMore: true });
    expect(first.data.notices.map((n) => n.title)).toEqual(['国庆节停运']);
    const second = await list({ cityId: String(SHENZHEN.id), pageSize: '1', page: '2' });
    expect(second.data).toMatchObject({ page: 2, hasMore: false });
    expect(second.data.notices.map((n) => n.title)).toEqual(['车公庙站临时调整']);
  });

  it('answers a city without notices with an empty list', async () => {
    const { data, meta } = await list({ cityId: String(NANJING.id) });
    expect(meta.code).toBe(1);
    expect(data.notices).toEqual([]);
  });

  it.each([
    [{ cityId: '310100' }, errorCatalogue.noticeCityNotOpen.code],
    [{ cityId: '999999' }, errorCatalogue.noticeCityNotOpen.code],
    [{}, 1001],
    [{ cityId: 'abc' }, 1001],
    [{ cityId: '0' }, 1001],
    [{ cityId: '440300', page: '0' }, 1001],
    [{ cityId: '440300', pageSize: '51' }, 1001],
    [{ cityId: "440300' OR 1=1 --" }, 1001],
  ])('refuses %j with code %i and a Chinese message', async (query, code) => {
    const { data, meta } = await list(query);
    expect(meta.code).toBe(code);
    expect(data).toBeNull();
    expect(isChineseDesc(meta.desc), meta.desc).toBe(true);
  });
});
