import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { ClockTime, Id, ServiceDate } from '../../schemas/common';
import { MAX_PASSENGERS_PER_ORDER, OrderChoice, UserCoupon } from '../../schemas/orders';

export const OrderQuoteBody = OrderChoice.extend({
  passengerCount: z.coerce
    .number({ error: '请选择乘车人' })
    .int()
    .min(1, '请选择乘车人')
    .max(MAX_PASSENGERS_PER_ORDER, `一次最多为 ${MAX_PASSENGERS_PER_ORDER} 位乘车人购票`),
  /** Absent: the best usable coupon; null: no coupon; an id: that coupon, if usable. */
  userCouponId: Id.nullable().optional(),
});
export type OrderQuoteBody = z.input<typeof OrderQuoteBody>;

export const QuoteDate = z.object({
  date: ServiceDate,
  departureId: Id,
  time: ClockTime,
  unitPriceCents: z.number().int(),
  subtotalCents: z.number().int(),
  seatsLeft: z.number().int(),
});
export type QuoteDate = z.infer<typeof QuoteDate>;

export const QuoteCoupon = z.object({
  /** The coupon as chosen for this order: its history is empty and useLineId null (neither is shown here). */
  coupon: UserCoupon,
  isUsable: z.boolean(),
  /** Why it cannot be used here, in Chinese; null when usable. */
  reason: z.string().nullable(),
  /** What it would take off this total (0 when unusable). */
  discountCents: z.number().int(),
});
export type QuoteCoupon = z.infer<typeof QuoteCoupon>;

export const OrderQuoteData = z.object({
  dates: z.array(QuoteDate),
  totalCents: z.number().int(),
  /** The passenger's unused, unexpired coupons: usable first, best first. */
  coupons: z.array(QuoteCoupon),
  appliedCoupon: z.object({ userCouponId: Id, name: z.string(), discountCents: z.number().int() }).nullable(),
  discountCents: z.number().int(),
  payableCents: z.number().int(),
  /**
   * On a line a group pays for (decision 048): what the group pays on top of the member's price, for all the
   * tickets; 0 otherwise. totalCents is already at the member's price.
   */
  groupPaysCents: z.number().int(),
});
export type OrderQuoteData = z.infer<typeof OrderQuoteData>;

/**
 * The price of a choice before buying: per date and in total, with the coupons the passenger holds and the
 * best usable one applied unless another (or none) is asked for. The same rules price the order itself.
 */
export const orderQuote = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.order,
  path: '/order/price/query',
  summary: 'Prices a choice of departures, stops and passengers, with the coupon to apply',
  isPublic: false,
  needsClientHeaders: true,
  body: OrderQuoteBody,
  data: OrderQuoteData,
});
