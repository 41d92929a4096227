import type { DemandStatus } from '@udian/contracts/schemas/demand';
import { addDays, shanghaiInstant } from '../../../time/shanghai-time';

/** The console's filter of demands: one city, some statuses, submitted within [from, to). Null: any. */
export type DemandFilterValues = { cityId: number | null; statuses: readonly DemandStatus[] | null; from: Date | null; to: Date | null };

/** The console's filter as the contracts parse it: its dates are Asia/Shanghai days, both ends included. */
export const filterValues = (filter: { cityId?: number; status?: DemandStatus; from?: string; to?: string }): DemandFilterValues => ({
  cityId: filter.cityId ?? null,
  statuses: filter.status ? [filter.status] : null,
  from: filter.from ? shanghaiInstant(filter.from, 0) : null,
  to: filter.to ? shanghaiInstant(addDays(filter.to, 1), 0) : null,
});
