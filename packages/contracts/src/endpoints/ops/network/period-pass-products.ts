import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { STAFF_ROLES } from '../../../operator-roles';
import { Id } from '../../../schemas/common';
import { PeriodPassKind } from '../../../schemas/pass-tag';
import { DateSpan } from '../../../schemas/period-passes';

/**
 * A line's period passes in the console (线路与站点 → a line → 周期票, decision 050): weekly and monthly, each with
 * its price rule (the share of the period's fares a passenger pays) and its sale window.
 */

/** A weekday of a weekly pass's window: 1 = Monday … 7 = Sunday. */
export const WEEKDAY_LABELS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

export const OpsPeriodPassProduct = z.object({
  id: Id,
  lineId: Id,
  kind: PeriodPassKind,
  discountPercent: z.number().int(),
  /** Days of the month before a monthly period (1-31), or weekdays of the week before a weekly one (1-7). */
  saleFrom: z.number().int(),
  saleTo: z.number().int(),
  isOnSale: z.boolean(),
  /** The period sold in the current or next window, and that window. */
  nextPeriod: DateSpan,
  nextSale: DateSpan,
  /** Live (paid or held) passes of that period. */
  soldCount: z.number().int(),
  updatedAt: z.string(),
});
export type OpsPeriodPassProduct = z.infer<typeof OpsPeriodPassProduct>;

export const listPeriodPassProducts = defineOperatorEndpoint({
  method: 'GET',
  path: '/network/line/periodPasses',
  summary: "A line's weekly and monthly passes, with the next period and how many are sold",
  roles: STAFF_ROLES,
  query: z.object({ lineId: Id }),
  data: z.object({ products: z.array(OpsPeriodPassProduct) }),
});

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `请填写${label}` })
    .int(`${label}须为整数`)
    .min(min, `${label}须在 ${min} 到 ${max} 之间`)
    .max(max, `${label}须在 ${min} 到 ${max} 之间`);

export const SavePeriodPassProductBody = z
  .object({
    lineId: Id,
    kind: PeriodPassKind,
    /** 50 to 100: 100 sells the days at their fares, 85 at 85 折. */
    discountPercent: whole('折扣', 50, 100),
    saleFrom: whole('开售日', 1, 31),
    saleTo: whole('停售日', 1, 31),
    isOnSale: z.boolean({ error: '请选择是否开售' }),
  })
  .refine((b) => b.saleTo >= b.saleFrom, { message: '停售日不能早于开售日', path: ['saleTo'] })
  .refine((b) => b.kind === 'month' || b.saleTo <= 7, { message: '周票的售卖日为周一到周日（1 到 7）', path: ['saleTo'] });
export type SavePeriodPassProductBody = z.input<typeof SavePeriodPassProductBody>;

/** Sets a line's weekly or monthly pass (one of each per line); the line's departures are then made through the next period. */
export const savePeriodPassProduct = defineOperatorEndpoint({
  method: 'POST',
  path: '/network/line/periodPasses/save',
  summary: "Sets a line's weekly or monthly pass: price rule and sale window",
  roles: ['admin', 'finance'],
  body: SavePeriodPassProductBody,
  data: z.object({ product: OpsPeriodPassProduct }),
});
