import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { createTestDatabase } from '../../test/test-database';
import { seedDemoData } from './seed';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('migrations and demo seed', () => {
  it('migrating again applies nothing', async () => {
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('seeds once on an empty database, and never twice', async () => {
    const [first, second] = await Promise.all([seedDemoData(handle.db), seedDemoData(handle.db)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await seedDemoData(handle.db)).toBe(false);
    const cities = await handle.db.selectFrom('cities').select(['id', 'name']).orderBy('sort_order').execute();
    expect(cities).toEqual([
      { id: 440300, name: '深圳市' },
      { id: 320100, name: '南京市' },
    ]);
  });
});
