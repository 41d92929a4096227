import type { OpsLineDetail, OpsLineSummary, OpsLinesQuery, OpsStation, OpsStationsQuery } from '@udian/contracts/endpoints/ops/network/network-lines';
import type { z } from 'zod';
import { AppError } from '../../../http/app-error';
import { addDays, clockOfMinutes, shanghaiDate } from '../../../time/shanghai-time';
import type { CatalogLineRow, NetworkCatalogRepository } from './network-catalog.repository';

/** The departure horizon's length (network's departure-horizon): "upcoming" means these service days. */
const UPCOMING_DAYS = 30;
const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** A service's weekday bits (bit 0 = Monday) in Chinese: 每天, 周一至周五, 周末, or the days listed. */
export const weekdaysLabel = (bits: number): string => {
  if ((bits & 0b1111111) === 0b1111111) return '每天';
  if (bits === 0b0011111) return '周一至周五';
  if (bits === 0b1100000) return '周末';
  const days = WEEKDAY_NAMES.filter((_, i) => (bits & (1 << i)) !== 0);
  return days.length > 0 ? days.join('、') : '不按星期运行';
};

/** A trip's first-stop time; a run after midnight reads past 24:00 (25:10), as the timetable has it. */
const tripClock = (minutes: number): string =>
  minutes >= 1440 ? `${Math.floor(minutes / 60)}:${clockOfMinutes(minutes).slice(3)}` : clockOfMinutes(minutes);

const toSummary = (row: CatalogLineRow): OpsLineSummary => ({
  id: String(row.id),
  code: row.code,
  name: row.name,
  type: row.type,
  cityName: row.city_name,
  isActive: row.is_active,
  stationCount: row.station_count,
  upcomingDepartures: row.upcoming_departures,
  priceCents: row.price_cents,
  isPriced: row.is_priced,
  hasStopFares: row.has_stop_fares,
});

/** The console's 线路与站点 reads: lines and stations searched, one line's stops, timetable and next 30 days. */
export const createNetworkCatalogService = ({ catalog, now = () => new Date() }: { catalog: NetworkCatalogRepository; now?: () => Date }) => {
  const upcoming = () => {
    const from = shanghaiDate(now());
    return { from, to: addDays(from, UPCOMING_DAYS - 1) };
  };
  const pageOf = (query: { page: number; pageSize: number }) => ({ offset: (query.page - 1) * query.pageSize, limit: query.pageSize });

  return {
    listLines: async (query: z.output<typeof OpsLinesQuery>): Promise<{ items: OpsLineSummary[]; total: number }> => {
      const { rows, total } = await catalog.listLines(query.q ?? '', upcoming(), pageOf(query));
      return { items: rows.map(toSummary), total };
    },

    getLine: async (id: string): Promise<{ line: OpsLineDetail }> => {
      const range = upcoming();
      const line = await catalog.findLine(Number(id), range);
      if (!line) throw new AppError('lineNotFound', '线路不存在');
      const [stops, trips, calendar] = await Promise.all([catalog.lineStops(line.id), catalog.lineTrips(line.id), catalog.lineCalendar(line.id, range)]);
      return {
        line: {
          ...toSummary(line),
          description: line.description,
          distanceM: line.distance_m,
          acceptsTransitCard: line.accepts_transit_card,
          stops: stops.map((s) => ({
            seq: s.seq,
            stationId: String(s.station_id),
            stationName: s.name,
            minutesFromStart: s.minutes_from_start,
            canBoard: s.can_board,
            canAlight: s.can_alight,
          })),
          trips: trips.map((t) => ({
            id: String(t.id),
            departsAt: tripClock(t.departure_minutes),
            capacity: t.capacity,
            headsign: t.headsign,
            weekdaysLabel: weekdaysLabel(t.weekdays),
            followsCnWorkdays: t.follows_cn_workdays,
            startDate: t.start_date,
            endDate: t.end_date,
          })),
          calendar,
        },
      };
    },

    listStations: async (query: z.output<typeof OpsStationsQuery>): Promise<{ items: OpsStation[]; total: number }> => {
      const { rows, total } = await catalog.listStations(query.q ?? '', pageOf(query));
      return {
        total,
        items: rows.map((s) => ({
          id: String(s.id),
          name: s.name,
          alias: s.alias,
          cityName: s.city_name,
          lng: s.lng,
          lat: s.lat,
          isValid: s.is_valid,
          lineCount: s.line_count,
        })),
      };
    },
  };
};

export type NetworkCatalogService = ReturnType<typeof createNetworkCatalogService>;
