/** What a report shows: a line (or all), Shanghai service dates inclusive, and the page. */
export type ReportFilter = { lineId?: string; from: string; to: string; page: number; pageSize: number };

const DAY_MS = 86_400_000;

/** Shanghai's date of an instant, 'YYYY-MM-DD' (UTC+8 all year). */
export const shanghaiDayOf = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** The first screen: every line, the last seven days through today (departures are judged after they end). */
export const initialReportFilter = (nowMs: number): ReportFilter => ({ from: shanghaiDayOf(nowMs - 6 * DAY_MS), to: shanghaiDayOf(nowMs), page: 1, pageSize: 50 });

/** The query the report endpoints take: an absent line is left out. */
export const toReportQuery = (filter: ReportFilter) => ({
  from: filter.from,
  to: filter.to,
  page: filter.page,
  pageSize: filter.pageSize,
  ...(filter.lineId ? { lineId: filter.lineId } : {}),
});
