import type { MyLine, MyLinesBody, MyLinesData } from '@udian/contracts/endpoints/lines/my-lines';
import { toLineSummary } from '../lines/line-summary.mapper';
import type { MyLineRow, MyLinesRepository } from './my-lines.repository';

export const toMyLine = (row: MyLineRow): MyLine => ({
  ...toLineSummary(row),
  rideCount: row.ride_count,
  lastRideDate: row.last_ride_date,
  isCollected: row.collected_at !== null,
});

/**
 * The passenger's own lines (decision 059), a page at a time. A visitor has none: the answer is an empty
 * page, as for a passenger who never rode nor collected a line.
 */
export const createMyLinesService = ({ myLines }: { myLines: MyLinesRepository }) => ({
  page: async (userId: number | null, { pageNum, pageSize }: MyLinesBody): Promise<MyLinesData> => {
    if (userId === null) return { pageNum, pageSize, total: 0, lines: [] };
    const [total, rows] = await Promise.all([
      myLines.count(userId),
      myLines.findPage(userId, { offset: (pageNum - 1) * pageSize, limit: pageSize }),
    ]);
    return { pageNum, pageSize, total, lines: rows.map(toMyLine) };
  },
});

export type MyLinesService = ReturnType<typeof createMyLinesService>;
