import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lineList } from '@udian/contracts/endpoints/lines/line-list';
import type { LineSummary, LineType } from '@udian/contracts/schemas/lines';
import { call } from '../client';
import { retryTransportOnce, unwrap } from '../query-result';
import { lineKeys } from './line-keys';

export const LINE_LIST_PAGE_SIZE = 20;
const CITY_LINES_PAGE_SIZE = 50;
/** A city's network is a few dozen lines; this bounds the pages asked for all of them at once. */
const MAX_CITY_LINE_PAGES = 10;

type PageQuery = { cityId: number; page: number; pageSize: number; type: LineType | null; signal: AbortSignal };

/** One page of a city's lines by code (/line/list); `type` narrows to one line type. */
const fetchLinePage = async ({ cityId, page, pageSize, type, signal }: PageQuery) =>
  unwrap(await call(lineList, { query: { cityId, page, pageSize, ...(type ? { type } : {}) } }, { signal }));

/** A city's lines a page at a time, as the all-lines page scrolls ("加载更多"). */
export const lineListQueryOptions = (cityId: number, type: LineType | null) =>
  infiniteQueryOptions({
    queryKey: lineKeys.list(cityId, type),
    queryFn: ({ pageParam, signal }) => fetchLinePage({ cityId, page: pageParam, pageSize: LINE_LIST_PAGE_SIZE, type, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    retry: retryTransportOnce,
  });

export const useLineList = (cityId: number | undefined, type: LineType | null) =>
  useInfiniteQuery({ ...lineListQueryOptions(cityId ?? 0, type), enabled: cityId !== undefined });

/** Every active line of a city, page after page in one answer: the lines online-bus looks for buses on. */
export const cityLinesQueryOptions = (cityId: number) =>
  queryOptions({
    queryKey: lineKeys.cityLines(cityId),
    queryFn: async ({ signal }) => {
      const lines: LineSummary[] = [];
      for (let page = 1; page <= MAX_CITY_LINE_PAGES; page += 1) {
        const data = await fetchLinePage({ cityId, page, pageSize: CITY_LINES_PAGE_SIZE, type: null, signal });
        lines.push(...data.lines);
        if (page * CITY_LINES_PAGE_SIZE >= data.total) break;
      }
      return lines;
    },
    retry: retryTransportOnce,
    staleTime: 5 * 60_000,
  });

export const useCityLines = (cityId: number | undefined) =>
  useQuery({ ...cityLinesQueryOptions(cityId ?? 0), enabled: cityId !== undefined });
