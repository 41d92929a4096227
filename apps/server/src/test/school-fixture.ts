import type { Db } from '../db/database';
import type { StudentStatusValue } from '../db/schema';
import { syncCnCalendar } from '../modules/network/calendar/calendar.service';
import { ensureDepartureHorizon } from '../modules/network/departure-horizon/departure-horizon';
import { rideCodeStep, signRideCode } from '../modules/riding/tickets/ride-code';
import { bumpNetworkVersion } from '../modules/network/lines/network-version';
import { insertTestGroup } from './groups-fixture';

/**
 * Schools for tests (decision 049), straight in the database: a school (a group of kind school), a school line
 * of its own on a weekday service that follows China's official calendar (so its days are holiday aware once
 * the departure horizon has run), students and terms. Call the line's insert before the app's first request,
 * so that the read model is built with it; departures come from ensureDepartureHorizon (or keepOnSaleUntil).
 *
 *   S501 (school, 5 元): 科技园 (board) → 南山中心 (board) → 南山实验学校 (alight only), 07:00, `capacity` seats
 */

/** The school line's stops, by seq. */
export const SCHOOL_STOPS = ['科技园', '南山中心', '南山实验学校'] as const;
export const SCHOOL_LINE_PRICE_CENTS = 500;

let schoolCount = 0;

/** A school: a group of kind school. Answers its id. */
export const insertSchool = async (db: Db, name = `南山实验学校${++schoolCount}`): Promise<number> => insertTestGroup(db, { name, kind: 'school' });

/**
 * A school line kept for the school on its terms (the school pays all but `memberPriceCents` by default), with
 * one 07:00 trip Monday to Friday following the official calendar from `startsOn` to `endsOn`. The official
 * calendar is synced first. Answers the line's id and its trip's.
 */
export const insertSchoolLine = async (
  db: Db,
  input: { groupId: number; code: string; startsOn: string; endsOn: string; capacity?: number; payer?: 'passenger' | 'group'; memberPriceCents?: number },
): Promise<{ lineId: number; tripId: number }> => {
  await syncCnCalendar(db);
  const city = await db.selectFrom('groups').select('city_id').where('id', '=', input.groupId).executeTakeFirstOrThrow();
  const agency = await db
    .insertInto('agencies')
    .values({ external_id: `school-agency-${input.code}`, name: '深圳校车公司', phone: '0755-83220000' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stations: number[] = [];
  for (const [i, name] of SCHOOL_STOPS.entries()) {
    const row = await db
      .insertInto('stations')
      .values({ external_id: `school-${input.code}-${i}`, city_id: city.city_id, name, alias: '', lng: 113.95 + i * 0.01, lat: 22.54 - i * 0.01, is_valid: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    stations.push(row.id);
  }
  const service = await db
    .insertInto('services')
    .values({ external_id: `school-${input.code}`, weekdays: 0b0011111, start_date: input.startsOn, end_date: input.endsOn, follows_cn_workdays: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payer = input.payer ?? 'group';
  const line = await db
    .insertInto('lines')
    .values({
      external_id: `school-${input.code}`,
      city_id: city.city_id,
      agency_id: agency.id,
      code: input.code,
      name: `${input.code} 校车`,
      type: 'school',
      price_cents: SCHOOL_LINE_PRICE_CENTS,
      is_white_list: false,
      is_active: true,
      description: '上学日运营',
      shape: null,
      distance_m: 8_000,
      group_id: input.groupId,
      group_payer: payer,
      member_price_cents: payer === 'group' ? (input.memberPriceCents ?? 200) : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('line_stops')
    .values(stations.map((station_id, seq) => ({ line_id: line.id, seq, station_id, minutes_from_start: seq * 10, can_board: seq < 2, can_alight: seq > 0 })))
    .execute();
  const trip = await db
    .insertInto('trips')
    .values({ external_id: `school-${input.code}-0700`, line_id: line.id, service_id: service.id, departure_minutes: 420, capacity: input.capacity ?? 40 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await bumpNetworkVersion(db);
  return { lineId: line.id, tripId: trip.id };
};

/** A student of the school on its line, registered by the guardian (approved unless said), boarding at seq 0, alighting at seq 2. */
export const insertStudent = async (
  db: Db,
  input: {
    groupId: number;
    lineId: number;
    guardianUserId: number | string;
    guardianPhone: string;
    name?: string;
    studentNo: string;
    className?: string;
    status?: StudentStatusValue;
    boardSeq?: number;
    alightSeq?: number;
  },
): Promise<number> => {
  const status = input.status ?? 'approved';
  const row = await db
    .insertInto('students')
    .values({
      group_id: input.groupId,
      line_id: input.lineId,
      guardian_user_id: Number(input.guardianUserId),
      guardian_phone: input.guardianPhone,
      name: input.name ?? '张小明',
      class_name: input.className ?? '三年级二班',
      student_no: input.studentNo,
      board_seq: input.boardSeq ?? 0,
      alight_seq: input.alightSeq ?? 2,
      status,
      reason: status === 'rejected' ? '不是本校学生' : '',
      decided_at: status === 'pending' ? null : new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** A term of the school. Answers its id. */
export const insertTerm = async (db: Db, input: { groupId: number; name?: string; startsOn: string; endsOn: string; closedDays?: string[] }): Promise<number> => {
  const row = await db
    .insertInto('school_terms')
    .values({ group_id: input.groupId, name: input.name ?? '2026 秋季学期', starts_on: input.startsOn, ends_on: input.endsOn, closed_days: input.closedDays ?? [] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

/** The departures of every line (school lines to their sells_until) as the horizon job makes them at `now`. */
export const makeDepartures = (db: Db, now: Date): Promise<number> => ensureDepartureHorizon(db, now);

/** The ride code the passenger's page shows for a ticket at `at` (what the bus's check-in reads). */
export const rideCodeAt = (secret: string, ticketId: string, at: Date): string => signRideCode(secret, ticketId, rideCodeStep(at));
