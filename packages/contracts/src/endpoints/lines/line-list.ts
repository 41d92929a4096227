import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { CityId } from '../../schemas/common';
import { LineSummary, LineType } from '../../schemas/lines';

export const LineListQuery = z.object({
  cityId: CityId,
  type: LineType.optional(),
  page: z.coerce.number().int().min(1, '页码至少为 1').max(1000, '页码过大').default(1),
  pageSize: z.coerce.number().int().min(1).max(50, '每页不能超过 50 条').default(20),
});
export type LineListQuery = z.infer<typeof LineListQuery>;

export const LineListData = z.object({ lines: z.array(LineSummary), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type LineListData = z.infer<typeof LineListData>;

/** All active lines of a city (home/line-list), by line code. */
export const lineList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/line/list',
  summary: 'All active lines of a city, by code, paged; optionally one line type',
  isPublic: true,
  needsClientHeaders: true,
  query: LineListQuery,
  data: LineListData,
});
