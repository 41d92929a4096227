import type { Carpool, CarpoolMatch, CarpoolMatchQuery, CarpoolMe, CarpoolNear, CarpoolPlan, MyCarpool, StartCarpoolBody } from '@udian/contracts/schemas/carpool';
import {
  CARPOOL_DAYS_AHEAD,
  CARPOOL_DEADLINE_LEAD_MINUTES,
  CARPOOL_LIST_LIMIT,
  CARPOOL_MATCH_RADIUS_M,
  CARPOOL_NEAR_RADIUS_M,
  CARPOOL_OPEN_LIMIT,
  CARPOOL_START_LEAD_MINUTES,
  carpoolFareCents,
  carpoolRideMinutes,
} from '@udian/contracts/schemas/carpool';
import { clockMinutes } from '@udian/contracts/schemas/demand';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { boundingBox, distanceM } from '../../../lib/geo';
import { randomCode } from '../../../lib/secret-token';
import { addDays, shanghaiDate, shanghaiInstant } from '../../../time/shanghai-time';
import type { CrowdfundBuyingPort, CrowdfundNetworkPort, DemandAccountsPort, DemandNetworkPort } from '../demand.ports';
import { newShareCode } from '../demands/share-code';
import type { CrowdfundsRepository } from '../crowdfunds/crowdfunds.repository';
import { myStateOf } from '../crowdfunds/crowdfunds.service';
import { matchCarpools, matchWindow, nearCarpools, wantedInstant } from './carpool-match';
import { candidateOf, planOf, toCarpool } from './carpool.mapper';
import type { CarpoolRow, CarpoolsRepository } from './carpools.repository';

/** The SQL prefilter reads at most this many candidates before the exact rules judge them. */
const CANDIDATES_MAX = 500;
const MINUTE_MS = 60_000;

export type CarpoolsServiceDeps = {
  db: Db;
  carpools: CarpoolsRepository;
  crowdfunds: CrowdfundsRepository;
  network: Pick<CrowdfundNetworkPort, 'create' | 'afterCommit'> & Pick<DemandNetworkPort, 'cityAt'>;
  buying: CrowdfundBuyingPort;
  accounts: Pick<DemandAccountsPort, 'lockUser'>;
  now?: () => Date;
};

export type NewCarpool = {
  starter: number;
  cityId: number;
  from: { name: string; lng: number; lat: number; stationId: string | null };
  to: { name: string; lng: number; lat: number; stationId: string | null };
  date: string;
  departureMinutes: number;
  seats: number;
  minimum: number;
  deadline: Date;
};

export type CarpoolWriters = {
  lines: Pick<CrowdfundNetworkPort, 'create'>;
  crowdfunds: Pick<CrowdfundsRepository, 'insert' | 'join'>;
  carpools: Pick<CarpoolsRepository, 'insert'>;
  presales: Pick<CrowdfundBuyingPort['presales'], 'open'>;
};

/**
 * Writes a carpool in the caller's transaction, its input already checked: its custom line (type carpool: the
 * two stops, the one trip on its one date, the fare by the published rule), its crowdfund (kind carpool, its
 * day its period, its minimum the target), its own row, the starter joined, and the presale of that date
 * closing at the deadline. The service's start and the demo seed both write carpools through it.
 */
/**
 * A carpool's line code: 'P', three random digits and three letters or digits of the share code (P482K7Q),
 * unique enough among a city's active lines. The digits keep it a code on screen, never a run of letters that
 * reads as a word.
 */
export const carpoolLineCode = (shareCode: string): string => `P${randomCode('0123456789', 3)}${shareCode.slice(0, 3).toUpperCase()}`;

export const insertCarpool = async (w: CarpoolWriters, c: NewCarpool, tx: DbOrTx): Promise<number> => {
  const distance = distanceM(c.from, c.to);
  const priceCents = carpoolFareCents(distance);
  const weekdays = [isoWeekday(c.date)];
  const shareCode = newShareCode();
  const { lineId } = await w.lines.create(
    {
      key: `carpool-${shareCode}`,
      cityId: c.cityId,
      type: 'carpool',
      code: carpoolLineCode(shareCode),
      name: `${c.from.name}—${c.to.name}`,
      priceCents,
      seats: c.seats,
      departureMinutes: c.departureMinutes,
      weekdays,
      followsCnWorkdays: false,
      firstDay: c.date,
      lastDay: c.date,
      stops: [
        { ...stopAt(c.from), minutesFromStart: 0, canBoard: true, canAlight: false },
        { ...stopAt(c.to), minutesFromStart: carpoolRideMinutes(distance), canBoard: false, canAlight: true },
      ],
    },
    tx,
  );
  const crowdfundId = await w.crowdfunds.insert(
    {
      line_id: lineId,
      city_id: c.cityId,
      kind: 'carpool',
      period_kind: 'day',
      period_dates: [c.date],
      first_day: c.date,
      departure_minutes: c.departureMinutes,
      weekdays,
      follows_cn_workdays: false,
      price_cents: priceCents,
      seats: c.seats,
      target: c.minimum,
      deadline: c.deadline,
      share_code: shareCode,
      created_by: null,
    },
    tx,
  );
  await w.carpools.insert(
    {
      crowdfund_id: crowdfundId,
      starter_id: c.starter,
      from_name: c.from.name,
      from_lng: c.from.lng,
      from_lat: c.from.lat,
      to_name: c.to.name,
      to_lng: c.to.lng,
      to_lat: c.to.lat,
      departs_at: shanghaiInstant(c.date, c.departureMinutes),
      distance_m: distance,
    },
    tx,
  );
  await w.crowdfunds.join(crowdfundId, c.starter, tx);
  await w.presales.open({ lineId, dates: [c.date], salesCloseAt: c.deadline }, tx);
  return crowdfundId;
};

/** A station chosen on the place sheet is the stop itself (no new station for it); another point becomes a stop. */
const stopAt = (place: { name: string; lng: number; lat: number; stationId: string | null }) =>
  place.stationId === null ? { name: place.name, lng: place.lng, lat: place.lat } : { stationId: Number(place.stationId) };

/** ISO weekday (1 = Monday) of a 'YYYY-MM-DD' date. */
const isoWeekday = (date: string): number => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

/**
 * Carpools (拼车, decision 051): a crowdfund a passenger starts, through decision 047's mechanism. Starting
 * makes its custom line (type carpool: two stops, one departure) and a presale of its one date in one
 * transaction; joining is buying a seat through the ordinary order and payment; the crowdfunds job opens it at
 * its minimum (its tickets become valid) or fails it at its deadline and refunds every rider in full.
 */
export const createCarpoolsService = (deps: CarpoolsServiceDeps) => {
  const { db, carpools, crowdfunds, network, buying, accounts } = deps;
  const now = deps.now ?? (() => new Date());

  const committedOf = (row: CarpoolRow) => buying.presales.committedRiders(row.line_id, row.first_day);
  const view = async (row: CarpoolRow, at: Date): Promise<Carpool> => toCarpool(row, await committedOf(row), at);

  const found = async (id: string | number): Promise<CarpoolRow> => {
    const row = await carpools.findById(Number(id));
    if (!row) throw new AppError('carpoolNotFound');
    return row;
  };

  const meOn = async (row: CarpoolRow, userId: number): Promise<CarpoolMe> => {
    const [orders, hasJoined] = await Promise.all([buying.presales.orders(row.line_id, row.first_day), crowdfunds.hasJoined(row.id, userId)]);
    const mine = orders.filter((o) => o.user_id === userId);
    const state = myStateOf(mine, hasJoined);
    return {
      isStarter: row.starter_id === userId,
      state: state.state,
      orderNo: state.orderNo,
      refundedCents: state.refundedCents,
      ticketIds: mine.filter((o) => o.status === 'paid').flatMap((o) => o.live_ticket_ids.map(String)),
    };
  };

  /** The refusals of joining: ended or past its deadline, no departure to buy, no seat left. */
  const checkJoinable = (row: CarpoolRow, at: Date): CarpoolPlan => {
    const plan = planOf(row);
    const isLive = row.status === 'opened' || (row.status === 'gathering' && at.getTime() < row.deadline.getTime());
    if (!isLive || !plan || at.getTime() >= row.departs_at.getTime()) throw new AppError('carpoolClosed');
    if (Number(row.capacity) - Number(row.seats_sold) <= 0) throw new AppError('carpoolFull');
    return plan;
  };

  return {
    start: async (userId: string, input: z.output<typeof StartCarpoolBody>): Promise<{ carpool: Carpool; plan: CarpoolPlan }> => {
      const at = now();
      const starter = Number(userId);
      const today = shanghaiDate(at);
      if (input.date < today || input.date > addDays(today, CARPOOL_DAYS_AHEAD)) throw new AppError('carpoolDateOutOfRange');
      const departureMinutes = clockMinutes(input.time);
      const departsAt = shanghaiInstant(input.date, departureMinutes);
      if (departsAt.getTime() < at.getTime() + CARPOOL_START_LEAD_MINUTES * MINUTE_MS) throw new AppError('carpoolDepartureTooSoon');
      const deadline = new Date(input.deadline);
      if (deadline.getTime() <= at.getTime() || deadline.getTime() > departsAt.getTime() - CARPOOL_DEADLINE_LEAD_MINUTES * MINUTE_MS) {
        throw new AppError('carpoolDeadlineInvalid');
      }
      const cityId = await network.cityAt(input.from);
      if (cityId === null) throw new AppError('carpoolOutsideCity');

      const id = await db.transaction().execute(async (tx) => {
        // A passenger's starts queue on their row, so the limit on their gathering carpools holds.
        await accounts.lockUser(starter, tx);
        if ((await carpools.gatheringOfStarter(starter, tx)) >= CARPOOL_OPEN_LIMIT) throw new AppError('carpoolOpenLimit');
        return insertCarpool(
          { lines: network, crowdfunds, carpools, presales: buying.presales },
          { starter, cityId, from: input.from, to: input.to, date: input.date, departureMinutes, seats: input.seats, minimum: input.minimum, deadline },
          tx,
        );
      });
      // Its one departure is made here, on this instance's horizon.
      await network.afterCommit();
      const row = await found(id);
      const plan = planOf(row);
      if (!plan) throw new AppError('carpoolClosed');
      return { carpool: await view(row, now()), plan };
    },

    detail: async (userId: string | null, id: string): Promise<{ carpool: Carpool; plan: CarpoolPlan | null; me: CarpoolMe | null }> => {
      const at = now();
      const row = await found(id);
      const carpool = await view(row, at);
      return {
        carpool,
        plan: carpool.isJoinable ? planOf(row) : null,
        me: userId === null ? null : await meOn(row, Number(userId)),
      };
    },

    /**
     * Joins before buying a seat, under the carpool's row lock: refused once it ended or its deadline passed,
     * when full, and while the passenger holds an order on it (pending, or paid with riders): a second seat is
     * a second rider of the same order, and a rider holds one seat (buying's unique live ticket).
     */
    join: async (userId: string, id: string): Promise<{ carpool: Carpool; plan: CarpoolPlan }> => {
      const owner = Number(userId);
      const row = await found(id);
      const plan = await db.transaction().execute(async (tx) => {
        const locked = await crowdfunds.lock(row.id, tx);
        if (!locked || locked.kind !== 'carpool') throw new AppError('carpoolNotFound');
        const at = now();
        const fresh = (await carpools.findById(row.id, tx))!;
        const joinable = checkJoinable(fresh, at);
        const orders = (await buying.presales.orders(fresh.line_id, fresh.first_day, tx)).filter((o) => o.user_id === owner);
        if (orders.some((o) => o.status === 'pending' || (o.status === 'paid' && o.live_riders > 0))) throw new AppError('carpoolAlreadyJoined');
        await crowdfunds.join(row.id, owner, tx);
        return joinable;
      });
      return { carpool: await view((await carpools.findById(row.id))!, now()), plan };
    },

    match: async (query: z.output<typeof CarpoolMatchQuery>): Promise<{ items: CarpoolMatch[] }> => {
      const at = now();
      const wanted = { from: { lng: query.fromLng, lat: query.fromLat }, to: { lng: query.toLng, lat: query.toLat }, at: wantedInstant(query.date, query.time) };
      const rows = await carpools.candidates({ box: boundingBox(wanted.from, CARPOOL_MATCH_RADIUS_M), now: at, departing: matchWindow(wanted.at), limit: CANDIDATES_MAX });
      const ranked = matchCarpools(wanted, rows.map(candidateOf), at).slice(0, CARPOOL_LIST_LIMIT);
      return {
        items: await Promise.all(
          ranked.map(async (r) => ({ carpool: await view(r.candidate.row, at), fromDistanceM: r.fromDistanceM, toDistanceM: r.toDistanceM, minutesApart: r.minutesApart })),
        ),
      };
    },

    near: async (point: { lng: number; lat: number }): Promise<{ items: CarpoolNear[] }> => {
      const at = now();
      const rows = await carpools.candidates({ box: boundingBox(point, CARPOOL_NEAR_RADIUS_M), now: at, limit: CANDIDATES_MAX });
      const near = nearCarpools(point, rows.map(candidateOf), at).slice(0, CARPOOL_LIST_LIMIT);
      return { items: await Promise.all(near.map(async (n) => ({ carpool: await view(n.candidate.row, at), distanceM: n.distanceM }))) };
    },

    mine: async (userId: string): Promise<{ items: MyCarpool[] }> => {
      const owner = Number(userId);
      const at = now();
      const rows = await carpools.ofUser(owner, await buying.presales.linesOfUser(owner));
      return { items: await Promise.all(rows.map(async (row) => ({ carpool: await view(row, at), me: await meOn(row, owner) }))) };
    },
  };
};

export type CarpoolsService = ReturnType<typeof createCarpoolsService>;
