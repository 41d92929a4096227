import { sql } from 'kysely';
import type { DbOrTx } from '../database';
import { addDays } from '../../time/shanghai-time';
import { demoLines, demoStations } from './demo-network/demo-network';
import { demoRegions } from './demo-regions';

/** What GTFS cannot carry: districts, vehicles, a white list, banners and a notice, around the imported lines. */
const DRIVERS = ['王建国', '李志强', '张伟', '刘洋', '陈明', '杨帆', '黄海', '赵磊', '周强', '吴刚', '徐斌', '孙立'];
export const DEMO_WHITE_LIST_PHONES = ['13800138000', '13900139000', '13712345678', '13600001111'];
export const DEMO_WHITE_LIST_LINE = 'SZ-E301';
export const DEMO_ANNOUNCED_LINE = 'SZ-U105';

const lineIdOf = (lines: Map<string, number>, externalId: string): number => {
  const id = lines.get(externalId);
  if (id === undefined) throw new Error(`Demo seed: line ${externalId} is not in the demo feed`);
  return id;
};

export const seedDemoExtras = async (tx: DbOrTx, today: string): Promise<void> => {
  const lineRows = await tx.selectFrom('lines').select(['id', 'external_id']).execute();
  const lines = new Map(lineRows.map((l) => [l.external_id, l.id]));

  await tx.insertInto('regions').values(demoRegions).execute();
  const districts = sql.join(Object.entries(demoStations).map(([stopId, s]) => sql`(${stopId}, ${s.district})`));
  await sql`
    UPDATE stations SET region_id = r.id
    FROM (VALUES ${districts}) AS v(external_id, code) JOIN regions r ON r.code = v.code
    WHERE stations.external_id = v.external_id`.execute(tx);

  await tx
    .insertInto('vehicles')
    .values(
      demoLines.map((line, i) => ({
        // New-energy plates: 粤B (Shenzhen) or 苏A (Nanjing), D + five digits.
        plate: `${line.agencyId === 'udian-nj' ? '苏A' : '粤B'}·D${String(10000 + ((i * 2731) % 90000)).padStart(5, '0')}`,
        capacity: line.capacity,
        line_id: lineIdOf(lines, line.routeId),
        driver_name: DRIVERS[i % DRIVERS.length] ?? '王建国',
        driver_phone: `139${String(20000000 + i * 104729).padStart(8, '0')}`,
      })),
    )
    .execute();

  const whiteListLine = lineIdOf(lines, DEMO_WHITE_LIST_LINE);
  await tx
    .insertInto('line_whitelist')
    .values(DEMO_WHITE_LIST_PHONES.map((phone) => ({ line_id: whiteListLine, phone })))
    .execute();

  // Images are the web app's static files (apps/web/public/banners), so they load from the same origin.
  const lineInfo = (externalId: string) => `/udianbus/app/line/line-info.html?lineId=${lineIdOf(lines, externalId)}`;
  await tx
    .insertInto('banners')
    .values([
      {
        city_id: 440300,
        title: '上班通勤，一人一座',
        image_url: '/banners/commute.svg',
        link_url: '/udianbus/app/home/line-list.html',
        sort_order: 1,
      },
      { city_id: 440300, title: '假日专线，直达大梅沙', image_url: '/banners/holiday.svg', link_url: lineInfo('SZ-H601'), sort_order: 2 },
      { city_id: 440300, title: '光明—南山科技园 新线开通', image_url: '/banners/new-line.svg', link_url: lineInfo('SZ-U109'), sort_order: 3 },
    ])
    .execute();

  await tx
    .insertInto('line_announcements')
    .values({
      line_id: lineIdOf(lines, DEMO_ANNOUNCED_LINE),
      title: '华强北路段施工，临时绕行',
      content:
        '因华强北路段道路施工，U105 早班临时绕行华富路，八卦岭、华强北上下车位置不变，全程预计晚到约 5 分钟。给您带来不便，敬请谅解。',
      effective_from: today,
      effective_to: addDays(today, 30),
    })
    .execute();
};

/**
 * Puts each line's demo bus on the line's departures that have none yet, so that a ticket shows a plate and a
 * driver to call (riding). Departures the horizon job adds later stay unassigned, as a real operator's would
 * be until someone plans them.
 */
export const assignDemoVehicles = async (tx: DbOrTx): Promise<number> => {
  const result = await sql`
    UPDATE departures d SET vehicle_id = v.id
    FROM (SELECT DISTINCT ON (line_id) id, line_id FROM vehicles WHERE line_id IS NOT NULL ORDER BY line_id, id) v
    WHERE d.line_id = v.line_id AND d.vehicle_id IS NULL`.execute(tx);
  return Number(result.numAffectedRows ?? 0n);
};

/**
 * One sold-out departure, so that the sold-out state can be seen: the earliest departure of the line on
 * its next service day after today.
 */
export const sellOutDemoDeparture = async (tx: DbOrTx, lineExternalId: string, today: string): Promise<number | null> => {
  const departure = await tx
    .selectFrom('departures as d')
    .innerJoin('lines as l', 'l.id', 'd.line_id')
    .where('l.external_id', '=', lineExternalId)
    .where('d.service_date', '>', today)
    .orderBy('d.service_date')
    .orderBy('d.departs_at')
    .select('d.id')
    .executeTakeFirst();
  if (!departure) return null;
  await tx.updateTable('departures').set((eb) => ({ seats_sold: eb.ref('capacity') })).where('id', '=', departure.id).execute();
  return departure.id;
};
