import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { createTestDatabase } from '../../test/test-database';
import { DEMO_CARPOOLS } from './demo-carpools';
import { seedDemoData } from './seed';

// Monday 28 September 2026, 10:00 in Shanghai.
const NOW = new Date('2026-09-28T02:00:00Z');

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoData(handle.db, NOW);
}, 120_000);
afterAll(() => handle.close());

describe('the demo carpools (decision 051)', () => {
  it('are gathering in Shenzhen, each a carpool line at two demo stations with its one departure on presale', async () => {
    const rows = await handle.db
      .selectFrom('carpools as p')
      .innerJoin('crowdfunds as c', 'c.id', 'p.crowdfund_id')
      .innerJoin('lines as l', 'l.id', 'c.line_id')
      .innerJoin('line_presales as s', 's.line_id', 'c.line_id')
      .select(['c.id', 'c.line_id', 'c.kind', 'c.status', 'c.city_id', 'c.deadline', 'p.departs_at', 'p.from_name', 'p.to_name', 'l.type', 's.status as presale'])
      .orderBy('p.departs_at')
      .execute();
    expect(rows).toHaveLength(DEMO_CARPOOLS.length);
    expect(rows.map((r) => `${r.from_name}—${r.to_name}`)).toEqual(['科技园—深圳北站', '宝安中心—福田CBD', '南山科技园—大梅沙']);
    for (const row of rows) {
      expect(row).toMatchObject({ kind: 'carpool', status: 'gathering', city_id: 440300, type: 'carpool', presale: 'presale' });
      expect(row.deadline.getTime()).toBeGreaterThan(NOW.getTime());
      expect(row.deadline.getTime()).toBeLessThanOrEqual(row.departs_at.getTime() - 30 * 60_000);
      const departures = await handle.db.selectFrom('departures').select(['departs_at', 'status']).where('line_id', '=', row.line_id).execute();
      expect(departures).toEqual([{ departs_at: row.departs_at, status: 'scheduled' }]);
      const stops = await handle.db
        .selectFrom('line_stops as ls')
        .innerJoin('stations as st', 'st.id', 'ls.station_id')
        .select('st.external_id')
        .where('ls.line_id', '=', row.line_id)
        .orderBy('ls.seq')
        .execute();
      // The demo network's own stations: no new stations for the demo.
      expect(stops.every((s) => s.external_id.startsWith('sz-'))).toBe(true);
    }
  });

  it('are not added again when the seed runs again', async () => {
    const count = async () => Number((await handle.db.selectFrom('carpools').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    await handle.db.updateTable('app_meta').set({ value: '8' }).where('key', '=', 'demo_seed_version').execute();
    expect(await seedDemoData(handle.db, NOW)).toBe(true);
    expect(await count()).toBe(before);
  });
});
