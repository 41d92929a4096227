import type { LineDeparturesData } from '@udian/contracts/endpoints/lines/line-departures';
import type { LineDetail } from '@udian/contracts/schemas/lines';
import { AppError } from '../../../http/app-error';
import { SerializedData } from '../../../http/response-serializer';
import { buildCalendar, toDepartureSlots } from './line-calendar';
import type { LineDetailRepository } from './line-detail.repository';
import type { NetworkReadModel } from './network-read-model';
import type { SnapshotLine } from './network-snapshot';
import { addDays, shanghaiDate } from '../../../time/shanghai-time';
import { createTtlCache } from '../../../lib/ttl-cache';

const CALENDAR_DAYS = 30;
/**
 * A line page is the network part (from the read model) plus seats per day, read from the departures at
 * most this often per line (single-flight): a seat count shown is at most about a second old. Buying
 * re-checks seats in the database, so a stale count can never sell a seat that is gone.
 */
const SEATS_TTL_MS = 1_000;
const MAX_CACHED_LINES = 5_000;

export const LINE_NOT_FOUND = '线路不存在或已停运';

export type LineDetailServiceDeps = {
  details: LineDetailRepository;
  network: NetworkReadModel;
  now?: () => Date;
};

export const createLineDetailService = ({ details, network, now = () => new Date() }: LineDetailServiceDeps) => {
  // Kept serialised: every request for the line in that second sends the same bytes.
  const pages = createTtlCache<SerializedData<LineDetail>>({ ttlMs: SEATS_TTL_MS, maxEntries: MAX_CACHED_LINES });

  const requireLine = async (lineId: string) => {
    const snapshot = await network.get();
    const line = snapshot.lines.get(Number(lineId));
    if (!line) throw new AppError('notFound', LINE_NOT_FOUND);
    return { snapshot, line };
  };

  const loadPage = async (id: number, line: SnapshotLine, officialDays: Parameters<typeof buildCalendar>[0]['officialDays']): Promise<SerializedData<LineDetail>> => {
    const at = now();
    const today = shanghaiDate(at);
    const seatDays = await details.findSeatDays(id, { from: today, to: addDays(today, CALENDAR_DAYS - 1), after: at });
    return new SerializedData({
      ...line.page,
      calendar: buildCalendar({ today, days: CALENDAR_DAYS, seatDays, officialDays }),
      // In force today or announced for later, newest first.
      announcements: line.announcements.filter((a) => a.effectiveTo === null || a.effectiveTo >= today),
    });
  };

  return {
    /** A line page, the same for every passenger (their own state is the user-state call). */
    getDetail: async (lineId: string): Promise<SerializedData<LineDetail>> => {
      const { snapshot, line } = await requireLine(lineId);
      const id = Number(lineId);
      // The version in the key: a rebuilt network is shown at once; the date: a page never outlives its day.
      return pages.get(`${id}:${snapshot.version}:${shanghaiDate(now())}`, () => loadPage(id, line, snapshot.officialDays));
    },

    /** A date's departures still to come, read fresh (the chosen day on the line page, the buying page). */
    departures: async (lineId: string, date: string): Promise<LineDeparturesData> => {
      await requireLine(lineId);
      const rows = await details.findDeparturesOn(Number(lineId), date, now());
      return { lineId, date, departures: toDepartureSlots(rows) };
    },
  };
};

export type LineDetailService = ReturnType<typeof createLineDetailService>;
