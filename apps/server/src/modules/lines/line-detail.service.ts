import type { LineDetail } from '@udian/contracts/schemas/lines';
import { AppError } from '../../http/app-error';
import type { CurrentSession } from '../../http/request-context';
import { toAnnouncement } from './announcement.mapper';
import { buildCalendar, type OfficialDay } from './line-calendar';
import type { LineDetailRepository } from './line-detail.repository';
import { toLineSummary } from './line-summary.mapper';
import type { LinesRepository } from './lines.repository';
import { addDays, clockOfMinutes, shanghaiDate } from './shanghai-time';
import { createTtlCache } from './ttl-cache';

const CALENDAR_DAYS = 30;
/**
 * What a line page shows apart from seats (the line, stops, times, route, notices, the official calendar)
 * changes only when the network is imported again, and costs five queries: it is kept this long. Seats are
 * read on every request, so a passenger never sees a stale count.
 */
const LINE_PAGE_TTL_MS = 30_000;
const MAX_CACHED_LINES = 2_000;

export const LINE_NOT_FOUND = '线路不存在或已停运';

type LinePage = Omit<LineDetail, 'calendar' | 'isCollected' | 'canBuy'> & { officialDays: OfficialDay[] };

export type LineDetailServiceDeps = {
  details: LineDetailRepository;
  lines: LinesRepository;
  now?: () => Date;
};

export const createLineDetailService = ({ details, lines, now = () => new Date() }: LineDetailServiceDeps) => {
  const cache = createTtlCache<LinePage | null>({ ttlMs: LINE_PAGE_TTL_MS, maxEntries: MAX_CACHED_LINES });

  const loadLinePage = async (lineId: number, today: string): Promise<LinePage | null> => {
    const line = await details.findLine(lineId);
    if (!line) return null;
    const [stops, tripMinutes, officialDays, announcements] = await Promise.all([
      details.findStops(lineId),
      details.findTripMinutes(lineId),
      details.findOfficialDays(today, addDays(today, CALENDAR_DAYS - 1)),
      details.findAnnouncements(lineId, today),
    ]);
    return {
      line: {
        ...toLineSummary(line),
        description: line.description,
        agencyName: line.agency_name ?? '',
        agencyPhone: line.agency_phone ?? '',
        distanceM: line.distance_m,
      },
      stops: stops.map((stop) => ({
        seq: stop.seq,
        stationId: String(stop.station_id),
        name: stop.name,
        alias: stop.alias,
        lng: stop.lng,
        lat: stop.lat,
        minutesFromStart: stop.minutes_from_start,
        canBoard: stop.can_board,
        canAlight: stop.can_alight,
      })),
      departureTimes: [...new Set(tripMinutes.map(clockOfMinutes))],
      // Without a surveyed route the map joins the stops in order.
      shape: line.shape ?? stops.map((stop): [number, number] => [stop.lng, stop.lat]),
      reverseLineId: line.reverse_line_id === null ? null : String(line.reverse_line_id),
      announcements: announcements.map(toAnnouncement),
      officialDays,
    };
  };

  return {
    /** A line page; isCollected and canBuy depend on the passenger when a session was sent. */
    getDetail: async (lineId: string, session: CurrentSession | null): Promise<LineDetail> => {
      const at = now();
      const today = shanghaiDate(at);
      const id = Number(lineId);
      const page = await cache.get(`${id}:${today}`, () => loadLinePage(id, today));
      if (!page) throw new AppError('notFound', LINE_NOT_FOUND);
      const [departures, view] = await Promise.all([
        details.findUpcomingDepartures(id, { from: today, to: addDays(today, CALENDAR_DAYS - 1), after: at }),
        session ? lines.findPassengerView(id, Number(session.userId)) : undefined,
      ]);
      const { officialDays, ...rest } = page;
      return {
        ...rest,
        calendar: buildCalendar({ today, days: CALENDAR_DAYS, departures, officialDays }),
        isCollected: view?.is_collected ?? false,
        canBuy: !page.line.isWhiteList || (view?.is_white_user ?? false),
      };
    },
  };
};

export type LineDetailService = ReturnType<typeof createLineDetailService>;
