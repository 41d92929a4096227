import type { CollectData } from '@udian/contracts/endpoints/lines/collect-line';
import type { LineAdjustmentData } from '@udian/contracts/endpoints/lines/line-adjustment';
import type { LineUserStateData } from '@udian/contracts/endpoints/lines/line-user-state';
import type { LineListData, LineListQuery } from '@udian/contracts/endpoints/lines/line-list';
import type { LinesByStopData } from '@udian/contracts/endpoints/lines/lines-by-stop';
import type { LinesByRegionData } from '@udian/contracts/endpoints/lines/lines-by-region';
import type { WhiteUserData } from '@udian/contracts/endpoints/lines/white-user';
import type { LineSummary } from '@udian/contracts/schemas/lines';
import { AppError } from '../../../http/app-error';
import type { StationsRepository } from '../stations/stations.repository';
import { toStation } from '../stations/station.mapper';
import { toAnnouncement } from './announcement.mapper';
import type { LineAccessRule } from './line-access';
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
  /** Who may buy a line (line-access.ts). */
  access: Pick<LineAccessRule, 'judge'>;
  now?: () => Date;
};

export const createLinesService = ({ lines, details, stations, access, now = () => new Date() }: LinesServiceDeps) => {
  const requireAccess = async (lineId: string) => {
    const line = await lines.findAccess(Number(lineId));
    if (!line?.is_active) throw new AppError('notFound', LINE_NOT_FOUND);
    return line;
  };

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

    /** The lines one can board in a district or its sub-districts (group-optimize/search-area). */
    byRegion: async (regionId: string): Promise<LinesByRegionData> => {
      const region = await lines.findRegionTree(Number(regionId));
      if (!region) throw new AppError('notFound', '区域不存在');
      const rows = await lines.findBoardingInRegions(region.ids);
      const stops = await lines.findBoardingStopNames(rows.map((row) => row.line_id), region.ids);
      const namesOf = (lineId: number) => [...new Set(stops.filter((stop) => Number(stop.line_id) === lineId).map((stop) => stop.name))];
      return {
        region: { regionId: String(region.id), name: region.name },
        items: rows.map((row) => ({ line: toLineSummary(row), boardingStops: namesOf(Number(row.line_id)) })),
      };
    },

    /** The return line first, then lines sharing stations with this one. */
    related: async (lineId: string): Promise<LineSummary[]> => {
      const line = await requireActiveLine(lineId);
      // The lines of its GTFS route first (its other patterns and directions, the most frequent first), then
      // its reverse, then lines sharing stops; each line once.
      const [group, reverse, sharing] = await Promise.all([
        lines.findRouteGroup(line.id, MAX_RELATED_LINES),
        line.reverse_line_id === null ? undefined : lines.findSummary(line.reverse_line_id),
        lines.findSharingStops(line.id, MIN_SHARED_STOPS, MAX_RELATED_LINES),
      ]);
      const seen = new Set<number>();
      return [...group, ...(reverse ? [reverse] : []), ...sharing]
        .filter((row) => !seen.has(row.line_id) && seen.add(row.line_id))
        .slice(0, MAX_RELATED_LINES)
        .map(toLineSummary);
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

    /** The passenger's own view of a line: collected, and allowed to buy it (its access rule, line-access.ts). */
    userState: async (userId: string, lineId: string): Promise<LineUserStateData> => {
      const line = await requireAccess(lineId);
      const [verdict, isCollected] = await Promise.all([access.judge(line, Number(userId)), lines.isCollected(line.id, Number(userId))]);
      const isMemberPrice = verdict.mayBuy && verdict.groupId !== null && verdict.payer === 'group';
      return {
        lineId: String(line.id),
        isCollected,
        canBuy: verdict.mayBuy,
        refusal: verdict.refusal,
        group: verdict.access.group,
        memberPriceCents: isMemberPrice ? verdict.memberPriceCents : null,
      };
    },

    /** Whether the passenger may buy the line, and who may (a phone list or a group's line is not for everyone). */
    whiteUser: async (userId: string, lineId: string): Promise<WhiteUserData> => {
      const line = await requireAccess(lineId);
      const verdict = await access.judge(line, Number(userId));
      return { lineId: String(line.id), isWhiteList: verdict.access.kind !== 'public', isWhiteUser: verdict.mayBuy, access: verdict.access, refusal: verdict.refusal };
    },
  };
};

export type LinesService = ReturnType<typeof createLinesService>;
