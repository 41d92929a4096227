import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { createTestDatabase } from '../../test/test-database';
import { DEMO_CHARTER_TEACHER, DEMO_CHARTERS } from './demo-student-charters';
import { seedDemoData } from './seed';

// Monday 28 September 2026, 10:00 in Shanghai: the charters are on Thursday 8 and Sunday 18 October.
const NOW = new Date('2026-09-28T02:00:00Z');

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoData(handle.db, NOW);
}, 120_000);
afterAll(() => handle.close());

describe('the demo student charters (decision 054)', () => {
  it('are the demo school’s, priced by the rules on their day: one waiting, one confirmed at a fee adjusted with its reason', async () => {
    const rows = await handle.db
      .selectFrom('student_charters as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .innerJoin('groups as g', 'g.id', 'c.school_group_id')
      .select(['g.name', 'c.status', 'c.headcount', 'c.quote', 'c.fee_cents', 'c.confirmed_fee_cents', 'c.adjust_reason', 'c.departs_at'])
      .where('u.phone', '=', DEMO_CHARTER_TEACHER)
      .orderBy('c.departs_at')
      .execute();
    expect(rows).toHaveLength(DEMO_CHARTERS.length);
    expect(rows.map((r) => [r.name, r.status, r.headcount])).toEqual([
      ['南山外国语学校', 'pending', 96],
      ['南山外国语学校', 'confirmed', 45],
    ]);
    for (const row of rows) expect(row.fee_cents).toBe(row.quote.totalCents);
    expect(rows[0]!.quote).toMatchObject({ vehicleSeats: 53, vehicles: 2, dayKind: 'workday' });
    // 18 October 2026 is a Sunday.
    expect(rows[1]!.quote).toMatchObject({ vehicleSeats: 45, vehicles: 1, dayKind: 'weekend', dayName: '周日' });
    expect(rows[1]).toMatchObject({ confirmed_fee_cents: rows[1]!.fee_cents - 10_000, adjust_reason: '学校长期合作优惠' });
  });

  it('are written once: seeding again keeps them', async () => {
    const { seedDemoStudentCharters } = await import('./demo-student-charters');
    await handle.db.transaction().execute((tx) => seedDemoStudentCharters(tx, NOW));
    const count = await handle.db.selectFrom('student_charters').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(DEMO_CHARTERS.length);
  });
});
