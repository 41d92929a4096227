import { greatCircleMeters } from '@udian/contracts/great-circle';
import type { DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { addDays } from '../../../time/shanghai-time';
import type { CalendarRepository } from '../calendar/calendar.repository';
import { nextServiceDays } from '../calendar/service-days';
import { bumpNetworkVersion } from '../lines/network-version';
import type { CustomLinesRepository, NewCustomStop } from './custom-lines.repository';

/** A confirmed custom line's service runs this long; the operator edits or ends it like any other. */
const CONFIRMED_SERVICE_DAYS = 365;
const NO_EXCEPTIONS: ReadonlyMap<string, boolean> = new Map();

/** ISO weekdays (1 = Monday) as services.weekdays' mask (bit 0 = Monday). */
export const weekdayMask = (weekdays: readonly number[]): number => weekdays.reduce((mask, day) => mask | (1 << (day - 1)), 0);

/** The same day of the next month, less one day: '2026-01-31' → '2026-02-28', '2026-03-05' → '2026-04-04'. */
export const monthEnd = (firstDay: string): string => {
  const [year, month, day] = firstDay.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month, 1));
  const lastOfNext = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  const sameDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth(), Math.min(day, lastOfNext)));
  return addDays(sameDay.toISOString().slice(0, 10), -1);
};

export type CustomLineInput = {
  /** Names the line's rows (external ids 'custom:<key>…'), unique per line. */
  key: string;
  cityId: number;
  code: string;
  name: string;
  /** custom (a crowdfund's proposal, the default) or carpool (a passenger's carpool, decision 051). */
  type?: 'custom' | 'carpool';
  /** Sold to no one in the app (a phone list left empty): its tickets are issued, as a return-to-work shuttle's are (decision 052). */
  isPhoneList?: boolean;
  priceCents: number;
  seats: number;
  departureMinutes: number;
  weekdays: readonly number[];
  followsCnWorkdays: boolean;
  /** The service runs from firstDay to lastDay (the first period while unconfirmed). */
  firstDay: string;
  lastDay: string;
  stops: readonly (Omit<NewCustomStop, 'stationId' | 'name' | 'lng' | 'lat'> & ({ stationId: number } | { name: string; lng: number; lat: number }))[];
};

/**
 * Custom lines made by hand in the console (crowdfunds, decision 047): an ordinary network line of type
 * custom with one service and one trip, so that search, line pages, departures, buying and riding treat it
 * like any imported line. Every write bumps the network version in the caller's transaction; the caller runs
 * `afterCommit` after its commit.
 */
export const createCustomLinesService = (deps: {
  lines: CustomLinesRepository;
  calendar: CalendarRepository;
  horizon: { ensure: () => Promise<number> };
  readModel: { refreshIfChanged: () => Promise<boolean> };
  now?: () => Date;
}) => {
  const { lines, calendar, horizon, readModel } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * The service days of a first period, holiday calendar aware: workWeek the first 5 from firstDay, month
     * those up to the same day of the next month (excluded).
     */
    periodDays: async (input: { weekdays: readonly number[]; followsCnWorkdays: boolean; firstDay: string; kind: 'workWeek' | 'month' }): Promise<string[]> => {
      const until = input.kind === 'month' ? monthEnd(input.firstDay) : addDays(input.firstDay, 60);
      const cnDays = await calendar.findCnDays(input.firstDay, until);
      const days = nextServiceDays({
        service: { weekdays: weekdayMask(input.weekdays), startDate: input.firstDay, endDate: until, followsCnWorkdays: input.followsCnWorkdays },
        serviceExceptions: NO_EXCEPTIONS,
        lineExceptions: NO_EXCEPTIONS,
        cnDays,
        from: input.firstDay,
        count: input.kind === 'month' ? 31 : 5,
        scanDays: 62,
      });
      return input.kind === 'workWeek' && days.length < 5 ? [] : days;
    },

    create: async (input: CustomLineInput, tx: DbOrTx): Promise<{ lineId: number }> => {
      if (await lines.isCodeTaken(input.cityId, input.code, tx)) throw new AppError('assembleCodeTaken');
      const known = new Map((await lines.findStations(input.stops.flatMap((s) => ('stationId' in s ? [s.stationId] : [])), tx)).map((s) => [s.id, s]));
      const points: { stationId: number; name: string; lng: number; lat: number }[] = [];
      for (const [i, stop] of input.stops.entries()) {
        if ('stationId' in stop) {
          const station = known.get(stop.stationId);
          if (!station || station.city_id !== input.cityId) throw new AppError('assembleStationUnknown');
          points.push({ stationId: station.id, name: station.name, lng: Number(station.lng), lat: Number(station.lat) });
        } else {
          const id = await lines.insertStation({ external_id: `custom:${input.key}:${i}`, city_id: input.cityId, name: stop.name, lng: stop.lng, lat: stop.lat }, tx);
          points.push({ stationId: id, name: stop.name, lng: stop.lng, lat: stop.lat });
        }
      }
      const distance = points.slice(1).reduce((sum, p, i) => sum + greatCircleMeters(points[i]!, p), 0);
      const lineId = await lines.insertLine(
        {
          external_id: `custom:${input.key}`,
          city_id: input.cityId,
          code: input.code,
          name: input.name,
          type: input.type ?? 'custom',
          is_white_list: input.isPhoneList ?? false,
          price_cents: input.priceCents,
          description: `${points[0]!.name} → ${points[points.length - 1]!.name}`,
          shape: JSON.stringify(points.map((p) => [p.lng, p.lat])),
          distance_m: Math.round(distance),
        },
        tx,
      );
      await lines.insertStops(
        lineId,
        input.stops.map((stop, i) => ({ station_id: points[i]!.stationId, minutes_from_start: stop.minutesFromStart, can_board: stop.canBoard, can_alight: stop.canAlight })),
        tx,
      );
      const serviceId = await lines.insertService(
        {
          external_id: `custom:${input.key}`,
          weekdays: weekdayMask(input.weekdays),
          start_date: input.firstDay,
          end_date: input.lastDay,
          follows_cn_workdays: input.followsCnWorkdays,
        },
        tx,
      );
      await lines.insertTrip(
        { external_id: `custom:${input.key}`, line_id: lineId, service_id: serviceId, departure_minutes: input.departureMinutes, capacity: input.seats, headsign: points[points.length - 1]!.name },
        tx,
      );
      await bumpNetworkVersion(tx);
      return { lineId };
    },

    /** The line was confirmed: its service runs on from its first day (departures follow with afterCommit). */
    confirm: async (lineId: number, firstDay: string, tx: DbOrTx) => {
      await lines.extendServices(lineId, addDays(firstDay, CONFIRMED_SERVICE_DAYS - 1), tx);
      await bumpNetworkVersion(tx);
    },

    /** The line will not run: it leaves every list and page (its stopped departures stay for the record). */
    withdraw: async (lineId: number, tx: DbOrTx) => {
      await lines.deactivate(lineId, now(), tx);
      await bumpNetworkVersion(tx);
    },

    /** After a commit that made, confirmed or withdrew a line: its departures, and this instance's read model. */
    afterCommit: async () => {
      await horizon.ensure();
      await readModel.refreshIfChanged();
    },

    line: (lineId: number, tx?: DbOrTx) => lines.line(lineId, tx),
    stops: (lineId: number, tx?: DbOrTx) => lines.stops(lineId, tx),
    departures: (lineId: number, tx?: DbOrTx) => lines.departures(lineId, tx),
  };
};

export type CustomLinesService = ReturnType<typeof createCustomLinesService>;
