import { queryOptions, useQuery } from '@tanstack/react-query';
import { holidayLineList, holidayLines } from '@udian/contracts/endpoints/lines/holiday-lines';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

/** The cache keys of holiday lines (decision 053), built here only. */
export const holidayLineKeys = {
  all: ['holidayLines'] as const,
  holidays: (cityId: number) => [...holidayLineKeys.all, 'holidays', cityId] as const,
  lines: (cityId: number, holidayId: string) => [...holidayLineKeys.all, 'lines', cityId, holidayId] as const,
};

/** The coming holidays of a city, each with its holiday lines (/line/holiday/list). */
export const holidaysQueryOptions = (cityId: number) =>
  queryOptions({
    queryKey: holidayLineKeys.holidays(cityId),
    queryFn: async ({ signal }) => unwrap(await call(holidayLines, { query: { cityId } }, { signal })),
    retry: retryTransportOnce,
  });

export const useHolidays = (cityId: number | undefined) => useQuery({ ...holidaysQueryOptions(cityId ?? 0), enabled: cityId !== undefined });

/** One holiday's lines with their days, seats and sale dates (/line/holiday/lines). */
export const holidayLinesQueryOptions = (cityId: number, holidayId: string) =>
  queryOptions({
    queryKey: holidayLineKeys.lines(cityId, holidayId),
    queryFn: async ({ signal }) => unwrap(await call(holidayLineList, { query: { cityId, holidayId } }, { signal })),
    retry: retryTransportOnce,
  });

export const useHolidayLines = (cityId: number | undefined, holidayId: string | null) =>
  useQuery({ ...holidayLinesQueryOptions(cityId ?? 0, holidayId ?? ''), enabled: cityId !== undefined && holidayId !== null });
