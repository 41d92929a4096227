import { endpointUrl } from '@udian/contracts/endpoint';
import { importGtfsUpload } from '@udian/contracts/endpoints/ops/network/gtfs-import';
import { publishLineNotice } from '@udian/contracts/endpoints/ops/network/line-notices';
import { listOpsLines } from '@udian/contracts/endpoints/ops/network/network-lines';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { demoCities } from '../../../db/seed/demo-cities';
import { isChineseDesc } from '../../../test/buying-helpers';
import { editFeed, replaceLine, tinyFeed, withoutFile } from '../../../test/gtfs-test-feed';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let db: Db;
let admin: OperatorClient;
let dispatcher: OperatorClient;
let service: OperatorClient;

const zipOf = (files: ReadonlyMap<string, string>): Buffer =>
  Buffer.from(zipSync(Object.fromEntries([...files].map(([name, text]) => [`feed/${name}`, strToU8(text)]))));

type Answer = { data: { report: Record<string, unknown> & { rows: { label: string; value: string }[]; warnings: string[] } } | null; meta: { code: number; desc: string } };

const upload = async (client: OperatorClient, payload: Buffer, contentType = 'application/zip', headers = client.writeHeaders) => {
  const response = await t.app.inject({ method: 'POST', url: endpointUrl(importGtfsUpload), headers: { ...headers, 'content-type': contentType }, payload });
  return { status: response.statusCode, ...response.json<Answer>() };
};

/** What an import writes, and the audit log. */
const state = async () => {
  const count = async (table: 'stations' | 'lines' | 'line_stops' | 'trips' | 'departures' | 'audit_log') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const version = await db.selectFrom('app_meta').select('value').where('key', '=', 'network_version').executeTakeFirst();
  return {
    stations: await count('stations'),
    lines: await count('lines'),
    lineStops: await count('line_stops'),
    trips: await count('trips'),
    departures: await count('departures'),
    audit: await count('audit_log'),
    version: version?.value ?? '0',
  };
};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await db.insertInto('cities').values(demoCities).execute();
  admin = await operatorAs(t.app, db, 'admin', 'gtfs-admin');
  dispatcher = await operatorAs(t.app, db, 'dispatcher', 'gtfs-dispatcher');
  service = await operatorAs(t.app, db, 'service', 'gtfs-service');
});
afterAll(async () => t.close());

describe('POST /ops-api/network/gtfs/import', () => {
  it('refuses 客服 (4003) and a write without the CSRF token (4004), changing nothing', async () => {
    const before = await state();
    expect((await upload(service, zipOf(tinyFeed()))).meta.code).toBe(4003);
    expect((await upload(admin, zipOf(tinyFeed()), 'application/zip', admin.readHeaders)).meta.code).toBe(4004);
    expect(await state()).toEqual(before);
  });

  it('refuses a broken feed with the file, the line and the reason in a Chinese message, changing nothing', async () => {
    const before = await state();
    const unknownStop = replaceLine(tinyFeed(), 'stop_times.txt', 3, 'R1-0700,07:05:30,07:06:00,Z,2,0,0');
    const refused = await upload(admin, zipOf(unknownStop));
    expect(refused.meta.code).toBe(4260);
    expect(refused.meta.desc).toBe('GTFS 数据有误，未做任何更改。stop_times.txt 第 3 行：stop_id“Z”在 stops.txt 中不存在');
    const badTime = await upload(admin, zipOf(replaceLine(tinyFeed(), 'stop_times.txt', 3, 'R1-0700,07:65:00,07:66:00,B,2,0,0')));
    expect(badTime.meta.desc).toBe('GTFS 数据有误，未做任何更改。stop_times.txt 第 3 行：departure_time 的值“07:66:00”不是时间，应为 HH:MM:SS 格式（如 07:05:00）');
    const missing = await upload(dispatcher, zipOf(withoutFile(tinyFeed(), 'routes.txt')));
    expect(missing.meta).toMatchObject({ code: 4260, desc: 'GTFS 数据有误，未做任何更改。routes.txt：缺少这个必需的文件' });
    const notZipDesc = 'GTFS 数据有误，未做任何更改。上传的文件：不是可读取的 zip 文件（文件已损坏或不是 zip 格式），请重新打包 GTFS 数据后再上传';
    const notZip = await upload(admin, Buffer.from('this is not a zip file at all'));
    expect(notZip.meta).toMatchObject({ code: 4260, desc: notZipDesc });
    const zip = zipOf(tinyFeed());
    const corrupt = await upload(admin, zip.subarray(0, Math.floor(zip.length / 2)));
    expect(corrupt.meta).toMatchObject({ code: 4260, desc: notZipDesc });
    expect(await state()).toEqual(before);
  });

  it('lists every problem of a feed in one refusal, one per line, and counts those beyond the first 20', async () => {
    const before = await state();
    let broken = replaceLine(tinyFeed(), 'stop_times.txt', 3, 'R1-0700,07:05:30,07:06:00,Z,2,0,0');
    broken = replaceLine(broken, 'stops.txt', 4, 'C,科技园,95.1,113.9481,,');
    const refused = await upload(admin, zipOf(broken));
    expect(refused.meta.code).toBe(4260);
    expect(refused.meta.desc.split('\n')).toEqual([
      'GTFS 数据有误，未做任何更改（共发现 2 处问题）',
      '  stops.txt 第 4 行：stop_lat 的值 95.1 超出范围，应在 -90 到 90 之间',
      '  stop_times.txt 第 3 行：stop_id“Z”在 stops.txt 中不存在',
    ]);
    const many = editFeed(tinyFeed(), 'stop_times.txt', (lines) => [...lines, ...Array.from({ length: 30 }, (_, i) => `R9-${i},07:00:00,07:00:00,A,1,,`)]);
    const desc = (await upload(admin, zipOf(many))).meta.desc.split('\n');
    expect(desc).toHaveLength(22);
    expect(desc.at(-1)).toBe('  ……另有 10 处问题未列出');
    expect(await state()).toEqual(before);
  });

  it('takes up to 20 MB on this route only: more is refused (413), and other routes keep 256 KB', async () => {
    const tooLarge = await upload(admin, Buffer.alloc(20 * 1024 * 1024 + 1));
    expect(tooLarge).toMatchObject({ status: 413, meta: { code: 1413, desc: '上传的文件超过 20 MB，请只打包 GTFS 数据需要的文件后重试' } });
    const bigJson = await t.app.inject({
      method: 'POST',
      url: endpointUrl(publishLineNotice),
      headers: { ...admin.writeHeaders, 'content-type': 'application/json' },
      payload: JSON.stringify({ lineId: '1', title: '大', content: '字'.repeat(300 * 1024), effectiveFrom: '2026-01-01' }),
    });
    expect(bigJson.statusCode).toBe(413);
  });

  it('imports a good feed in one go: the report in Chinese, lines listed, departures made, audited', async () => {
    const before = await state();
    const feed = tinyFeed();
    // A route without trips is imported as a warning, not refused.
    const withIdle = new Map(feed).set('routes.txt', `${feed.get('routes.txt')!}R9,op,T9,空线路,3,,commute,500,0,\n`);
    const { meta, data } = await upload(dispatcher, zipOf(withIdle));
    expect(meta.code).toBe(1);
    expect(data!.report).toMatchObject({ lines: { inserted: 2, updated: 0 }, stations: { inserted: 3, updated: 0 }, trips: { inserted: 3, updated: 0 }, lineStops: 6 });
    expect(data!.report.departuresAdded).toBeGreaterThan(0);
    expect(data!.report.rows).toContainEqual({ label: '线路', value: '2（新增 2，更新 0）' });
    expect(data!.report.warnings).toEqual(['routes.txt 中的线路 R9 没有车次（trips.txt），未导入']);

    const after = await state();
    expect(after).toMatchObject({ lines: before.lines + 2, stations: before.stations + 3, trips: before.trips + 3, audit: before.audit + 1 });
    expect(Number(after.version)).toBeGreaterThan(Number(before.version));
    const entry = await db.selectFrom('audit_log').select(['action', 'operator_username', 'summary']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'gtfs.import', operator_username: 'gtfs-dispatcher' });

    const lines = await t.app.inject({ method: 'GET', url: endpointUrl(listOpsLines), query: { q: 'T' }, headers: service.readHeaders });
    expect(lines.json<{ data: { items: { code: string }[] } }>().data.items.map((l) => l.code)).toEqual(['T1', 'T2']);

    // The same feed again updates and never duplicates.
    const again = await upload(admin, zipOf(withIdle));
    expect(again.data!.report).toMatchObject({ lines: { inserted: 0, updated: 2 }, departuresAdded: 0 });
    expect(await state()).toMatchObject({ lines: after.lines, trips: after.trips, departures: after.departures });
  });
  it('imports fares in another currency with the line unpriced, and says so in the report', async () => {
    const usd = replaceLine(tinyFeed(), 'fare_attributes.txt', 2, 'F1,2,USD,1,0');
    const { meta, data } = await upload(admin, zipOf(usd));
    expect(meta.code).toBe(1);
    expect(data!.report.warnings).toEqual([
      'fare_attributes.txt 中有 1 个票价以 USD 计，不是人民币（CNY），未作为票价导入',
      '1 条线路没有人民币票价，设置票价前暂不售票（T1）',
    ]);
    expect(data!.report.rows).toContainEqual({ label: '暂未定价的线路', value: '1' });
  });

  it('refuses a body that is not a zip upload in the envelope: empty, JSON, another type', async () => {
    const empty = await upload(admin, Buffer.alloc(0));
    expect(empty.meta.code).toBe(1001);
    expect(isChineseDesc(empty.meta.desc)).toBe(true);
    const json = await upload(admin, Buffer.from('{"file":"feed.zip"}'), 'application/json');
    expect(json.meta).toMatchObject({ code: 1001 });
    expect(json.meta.desc).toContain('请上传 GTFS 数据的 zip 文件');
    const text = await upload(admin, zipOf(tinyFeed()), 'text/plain');
    expect(text.meta).toMatchObject({ code: 1001, desc: expect.stringContaining('请上传 GTFS 数据的 zip 文件') });
  });
});

describe('the OpenAPI document', () => {
  it('lists the upload with its binary zip body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const operation = res.json().paths['/ops-api/network/gtfs/import'].post;
    expect(JSON.stringify(operation.requestBody)).toContain('binary');
    expect(operation.summary).toContain('raw .zip body');
  });
});
