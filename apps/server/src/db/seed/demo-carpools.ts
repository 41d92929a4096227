import type { DbOrTx } from '../database';
import { createPresalesRepository } from '../../modules/buying/presales/presales.repository';
import { createPresalesService } from '../../modules/buying/presales/presales.service';
import { createCarpoolsRepository } from '../../modules/demand/carpools/carpools.repository';
import { insertCarpool, type NewCarpool } from '../../modules/demand/carpools/carpools.service';
import { createCrowdfundsRepository } from '../../modules/demand/crowdfunds/crowdfunds.repository';
import { createCalendarRepository } from '../../modules/network/calendar/calendar.repository';
import { createCustomLinesRepository } from '../../modules/network/custom-lines/custom-lines.repository';
import { createCustomLinesService } from '../../modules/network/custom-lines/custom-lines.service';
import { ensureDepartureHorizon } from '../../modules/network/departure-horizon/departure-horizon';
import { addDays, shanghaiDate, shanghaiInstant } from '../../time/shanghai-time';
import { demoStations } from './demo-network/demo-network';

const SHENZHEN_CITY_ID = 440300;

/** Two demo passengers who started carpools (拼车, decision 051); nobody has paid for a seat yet. */
export const DEMO_CARPOOL_STARTERS = ['13900139051', '13900139052'] as const;

const station = (id: string) => {
  const s = demoStations[id];
  if (!s) throw new Error(`Demo seed: no demo station ${id}`);
  return s;
};

/** A station of the demo network as a carpool's end (its stop is that station). */
const atStation = async (tx: DbOrTx, id: string) => {
  const s = station(id);
  const row = await tx.selectFrom('stations').select('id').where('external_id', '=', id).executeTakeFirstOrThrow();
  return { name: s.name, lng: s.lng, lat: s.lat, stationId: String(row.id) };
};

type DemoCarpool = { starter: 0 | 1; from: string; to: string; daysAhead: number; time: string; seats: number; minimum: number; deadlineHoursBefore: number };

/** Days ahead of the seeding, so the demo has carpools to join for about two weeks; each fails at its deadline unless riders come. */
export const DEMO_CARPOOLS: readonly DemoCarpool[] = [
  { starter: 0, from: 'sz-kejiyuan', to: 'sz-shenzhen-bei', daysAhead: 3, time: '08:00', seats: 7, minimum: 3, deadlineHoursBefore: 12 },
  { starter: 1, from: 'sz-baoan-zhongxin', to: 'sz-futian-cbd', daysAhead: 7, time: '18:30', seats: 19, minimum: 8, deadlineHoursBefore: 24 },
  { starter: 0, from: 'sz-nanshan-kejiyuan', to: 'sz-dameisha', daysAhead: 13, time: '09:00', seats: 33, minimum: 15, deadlineHoursBefore: 48 },
];

/**
 * Demo carpools in Shenzhen, started by two demo passengers, written as a passenger's start writes them
 * (carpools.service insertCarpool: the carpool line, its crowdfund, the presale of its date), then their one
 * departure each made by the departure horizon.
 */
export const seedDemoCarpools = async (tx: DbOrTx, now: Date): Promise<void> => {
  // Once: a database seeded again from an earlier version keeps the carpools it has.
  const seeded = await tx
    .selectFrom('carpools as p')
    .innerJoin('users as u', 'u.id', 'p.starter_id')
    .select('p.crowdfund_id')
    .where('u.phone', 'in', [...DEMO_CARPOOL_STARTERS])
    .executeTakeFirst();
  if (seeded) return;
  const starters: number[] = [];
  for (const phone of DEMO_CARPOOL_STARTERS) {
    const user = await tx
      .insertInto('users')
      .values({ phone })
      .onConflict((oc) => oc.column('phone').doUpdateSet({ phone }))
      .returning('id')
      .executeTakeFirstOrThrow();
    starters.push(user.id);
  }
  const writers = {
    lines: createCustomLinesService({
      lines: createCustomLinesRepository(tx),
      calendar: createCalendarRepository(tx),
      // The seed makes the departures once, below, inside its own transaction.
      horizon: { ensure: async () => 0 },
      readModel: { refreshIfChanged: async () => false },
      now: () => now,
    }),
    crowdfunds: createCrowdfundsRepository(tx),
    carpools: createCarpoolsRepository(tx),
    presales: createPresalesService({ presales: createPresalesRepository(tx), now: () => now }),
  };
  const today = shanghaiDate(now);
  for (const demo of DEMO_CARPOOLS) {
    const date = addDays(today, demo.daysAhead);
    const departureMinutes = Number(demo.time.slice(0, 2)) * 60 + Number(demo.time.slice(3, 5));
    const carpool: NewCarpool = {
      starter: starters[demo.starter]!,
      cityId: SHENZHEN_CITY_ID,
      from: await atStation(tx, demo.from),
      to: await atStation(tx, demo.to),
      date,
      departureMinutes,
      seats: demo.seats,
      minimum: demo.minimum,
      deadline: new Date(shanghaiInstant(date, departureMinutes).getTime() - demo.deadlineHoursBefore * 3_600_000),
    };
    await insertCarpool(writers, carpool, tx);
  }
  await ensureDepartureHorizon(tx, now);
};
