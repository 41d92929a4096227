import type { CollectData } from '@udian/contracts/endpoints/lines/collect-line';
import type { LineAdjustmentData } from '@udian/contracts/endpoints/lines/line-adjustment';
import type { LineUserStateData } from '@udian/contracts/endpoints/lines/line-user-state';
import type { LineListData, LineListQuery } from '@udian/contracts/endpoints/lines/line-list';
import type { LinesByStopData } from '@udian/contracts/endpoints/lines/lines-by-stop';
import type { WhiteUserData } from '@udian/contracts/endpoints/lines/white-user';
import type { LineSummary } from '@udian/contracts/schemas/lines';
import { AppError } from '../../../http/app-error';
import type { StationsRepository } from '../stations/stations.repository';
import { toStation } from '../stations/station.mapper';
import { toAnnouncement } from './announcement.mapper';
import type { LineDetailRepository } from './line-detail.repository';
import { LINE_NOT_FOUND } from './line-detail.service';
import { toLineSummary } from './line-summary.mapper';
import type { LinesRepository } from './lines.repository';
import { shanghaiDate } from '../../../time/shanghai-time';

/** Related lines share at least this many stations with the line (one shared stop is a coincidence). */
const MIN_SHARED_STOPS = 2;
const MAX_RELATED_LINES = 20;

export type LinesServiceDeps = {
  lines: LinesRepository;
  details: LineDetailRepository;
  stations: StationsRepository;
  now?: () => Date;
};

export const createLinesService = ({ lines, details, stations, now = () => new Date() }: LinesServiceDeps) => {
  const requireActiveLine = async (lineId: string) => {
    const line = await lines.findState(Number(lineId));
    if (!line?.is_active) throw new AppError('notFound', LINE_NOT_FOUND);
    return line;
  };

  return {
    list: async ({ cityId, type, page, pageSize }: LineListQuery): Promise<LineListData> => {
      const { rows, total } = await lines.listByCity({ cityId, type }, { offset: (page - 1) * pageSize, limit: pageSize });
      return { lines: rows.map(toLineSummary), total, page, pageSize };
    },

    /** A shared group: the order of the link, each line once, unknown and inactive lines left out. */
    group: async (lineIds: string): Promise<LineSummary[]> => {
      const ids = [...new Set(lineIds.split(',').map(Number))];
      const byId = new Map((await lines.findSummaries(ids)).map((row) => [row.line_id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toLineSummary(row)] : [];
      });
    },

    byStation: async (stationId: string): Promise<LinesByStopData> => {
      const station = await stations.findById(Number(stationId));
      if (!station) throw new AppError('notFound', '站点不存在');
      return { station: toStation(station), lines: (await lines.findByStation(station.id)).map(toLineSummary) };
    },

    /** The return line first, then lines sharing stations with this one. */
    related: async (lineId: string): Promise<LineSummary[]> => {
      const line = await requireActiveLine(lineId);
      const [reverse, sharing] = await Promise.all([
        line.reverse_line_id === null ? undefined : lines.findSummary(line.reverse_line_id),
        lines.findSharingStops(line.id, MIN_SHARED_STOPS, MAX_RELATED_LINES),
      ]);
      const others = sharing.filter((row) => row.line_id !== reverse?.line_id);
      return [...(reverse ? [reverse] : []), ...others].slice(0, MAX_RELATED_LINES).map(toLineSummary);
    },

    adjustment: async (lineId: string): Promise<LineAdjustmentData> => {
      const id = Number(lineId);
      const line = await lines.findSummary(id);
      if (!line) throw new AppError('notFound', LINE_NOT_FOUND);
      const announcements = await details.findAnnouncements(id, shanghaiDate(now()));
      return { line: toLineSummary(line), announcements: announcements.map(toAnnouncement) };
    },

    collect: async (userId: string, lineId: string): Promise<CollectData> => {
      const line = await requireActiveLine(lineId);
      await lines.collect(Number(userId), line.id);
      return { lineId: String(line.id), isCollected: true };
    },

    /** Uncollecting also works for a line that has stopped running, so that it can leave the list. */
    cancelCollect: async (userId: string, lineId: string): Promise<CollectData> => {
      const line = await lines.findState(Number(lineId));
      if (!line) throw new AppError('notFound', LINE_NOT_FOUND);
      await lines.uncollect(Number(userId), line.id);
      return { lineId: String(line.id), isCollected: false };
    },

    collection: async (userId: string): Promise<LineSummary[]> => (await lines.findCollected(Number(userId))).map(toLineSummary),

    /** The passenger's own view of a line: collected, and allowed to buy it (white list). */
    userState: async (userId: string, lineId: string): Promise<LineUserStateData> => {
      const line = await requireActiveLine(lineId);
      const view = await lines.findPassengerView(line.id, Number(userId));
      return { lineId: String(line.id), isCollected: view.is_collected, canBuy: !line.is_white_list || view.is_white_user };
    },

    whiteUser: async (userId: string, lineId: string): Promise<WhiteUserData> => {
      const line = await requireActiveLine(lineId);
      if (!line.is_white_list) return { lineId: String(line.id), isWhiteList: false, isWhiteUser: true };
      const view = await lines.findPassengerView(line.id, Number(userId));
      return { lineId: String(line.id), isWhiteList: true, isWhiteUser: view.is_white_user };
    },
  };
};

export type LinesService = ReturnType<typeof createLinesService>;
