import type { Db } from '../db/database';
import { syncCnCalendar } from '../modules/network/calendar/calendar.service';
import { bumpNetworkVersion } from '../modules/network/lines/network-version';

/**
 * Period passes for tests (decision 050), straight in the database: a public commute line on a weekday service
 * that follows China's official calendar (holidays off, make-up workdays on), one trip per time given. Its
 * departures come from the departure horizon, which the console's save of a pass extends through the next
 * period (lines.sells_through_next). Call it before the app's first request, so the read model has the line.
 *
 *   P<code> (commute, 15 元 by default): 龙华 (board) → 民治 (board) → 科技园 (alight only)
 */
export const PASS_LINE_STOPS = ['龙华', '民治', '科技园'] as const;
export const PASS_LINE_PRICE_CENTS = 1500;

export const insertPassLine = async (
  db: Db,
  input: { code: string; capacity?: number; departureMinutes?: readonly number[]; priceCents?: number },
): Promise<{ lineId: number; tripIds: number[] }> => {
  await syncCnCalendar(db);
  await db
    .insertInto('cities')
    .values({ id: 440300, name: '深圳市', lng: 114.05454, lat: 22.52291, is_open: true, sort_order: 1 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const agency = await db
    .insertInto('agencies')
    .values({ external_id: `pass-agency-${input.code}`, name: '深圳通勤巴士', phone: '0755-83000000' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stations: number[] = [];
  for (const [i, name] of PASS_LINE_STOPS.entries()) {
    const row = await db
      .insertInto('stations')
      .values({ external_id: `pass-${input.code}-${i}`, city_id: 440300, name, alias: '', lng: 114.03 - i * 0.03, lat: 22.65 - i * 0.05, is_valid: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    stations.push(row.id);
  }
  const service = await db
    .insertInto('services')
    .values({ external_id: `pass-${input.code}`, weekdays: 0b0011111, start_date: '2025-01-01', end_date: '2027-12-31', follows_cn_workdays: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const line = await db
    .insertInto('lines')
    .values({
      external_id: `pass-${input.code}`,
      city_id: 440300,
      agency_id: agency.id,
      code: input.code,
      name: `${input.code} 龙华—科技园`,
      type: 'commute',
      price_cents: input.priceCents ?? PASS_LINE_PRICE_CENTS,
      is_white_list: false,
      is_active: true,
      description: '工作日通勤',
      shape: null,
      distance_m: 18_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('line_stops')
    .values(stations.map((station_id, seq) => ({ line_id: line.id, seq, station_id, minutes_from_start: seq * 15, can_board: seq < 2, can_alight: seq > 0 })))
    .execute();
  const tripIds: number[] = [];
  for (const minutes of input.departureMinutes ?? [480]) {
    const trip = await db
      .insertInto('trips')
      .values({ external_id: `pass-${input.code}-${minutes}`, line_id: line.id, service_id: service.id, departure_minutes: minutes, capacity: input.capacity ?? 40 })
      .returning('id')
      .executeTakeFirstOrThrow();
    tripIds.push(trip.id);
  }
  await bumpNetworkVersion(db);
  return { lineId: line.id, tripIds };
};
