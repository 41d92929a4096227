import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { Id } from '../../../schemas/common';

/** The highest flat price the console sets: ¥500.00 a ride. */
export const MAX_LINE_PRICE_CENTS = 50_000;

export const SetLinePriceBody = z.object({
  lineId: Id,
  priceCents: z
    .number({ error: '请输入票价（元，最多两位小数）' })
    .int('票价最多精确到分')
    .min(1, '票价须大于 0 元')
    .max(MAX_LINE_PRICE_CENTS, `票价不能超过 ${MAX_LINE_PRICE_CENTS / 100} 元`),
});
export type SetLinePriceBody = z.input<typeof SetLinePriceBody>;

/**
 * A line's one price for every pair of its stops (decision 062): an unpriced line (暂未定价) goes on sale at it, a
 * line with fares between stops loses them; its departures still to leave carry it, tickets sold keep theirs.
 */
export const setLinePrice = defineOperatorEndpoint({
  method: 'POST',
  path: '/network/line/price',
  summary: "Sets a line's flat price: priced, its fares between stops removed, its departures still to leave repriced",
  roles: ['admin', 'dispatcher'],
  body: SetLinePriceBody,
  data: z.object({ lineId: Id, priceCents: z.number().int(), departuresRepriced: z.number().int() }),
});
