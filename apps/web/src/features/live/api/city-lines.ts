import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineList } from '@udian/contracts/endpoints/lines/line-list';
import type { LineSummary } from '@udian/contracts/schemas/lines';
import { call } from '../../../api/client';
import { retryTransportOnce, unwrap } from '../../../api/query-result';

const PAGE_SIZE = 50;
/** A city's network is a few dozen lines; this bounds the pages asked for one online-bus visit. */
const MAX_PAGES = 10;

/** Every active line of a city (/line/list, page after page): the lines online-bus looks for buses on. */
export const cityLinesQueryOptions = (cityId: number) =>
  queryOptions({
    queryKey: ['lines', 'all', cityId] as const,
    queryFn: async ({ signal }) => {
      const lines: LineSummary[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const data = unwrap(await call(lineList, { query: { cityId, page, pageSize: PAGE_SIZE } }, { signal }));
        lines.push(...data.lines);
        if (page * PAGE_SIZE >= data.total) break;
      }
      return lines;
    },
    retry: retryTransportOnce,
    staleTime: 5 * 60_000,
  });

export const useCityLines = (cityId: number | undefined) =>
  useQuery({ ...cityLinesQueryOptions(cityId ?? 0), enabled: cityId !== undefined });
