import type { DepartureStatus } from '@udian/contracts/endpoints/ops/departures/departures';

/** What the list shows: a line (or all), Shanghai dates inclusive, a status (or all), and the page. */
export type DepartureFilter = { lineId?: string; from: string; to: string; status?: DepartureStatus; page: number; pageSize: number };

const DAY_MS = 86_400_000;

/** Shanghai's date of an instant, 'YYYY-MM-DD' (UTC+8 all year). */
export const shanghaiDayOf = (ms: number): string => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

/** The first screen: every line, today and the six days after it, every status. */
export const initialFilter = (nowMs: number): DepartureFilter => ({ from: shanghaiDayOf(nowMs), to: shanghaiDayOf(nowMs + 6 * DAY_MS), page: 1, pageSize: 50 });

/** The query the list endpoint takes: absent choices are left out. */
export const toListQuery = (filter: DepartureFilter) => ({
  from: filter.from,
  to: filter.to,
  page: filter.page,
  pageSize: filter.pageSize,
  ...(filter.lineId ? { lineId: filter.lineId } : {}),
  ...(filter.status ? { status: filter.status } : {}),
});
