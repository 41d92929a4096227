import { z } from 'zod';
import { ClockTime, Id, ServiceDate } from './common';
import { LineType } from './lines';
import { PassTag } from './pass-tag';

/** Buying: the shapes shared by the order, payment and coupon calls. Money is integer cents. */

/** SPEC section 3: the coupon list asks for productTypes 5 by default; 5 is a bus ticket. */
export const PRODUCT_TYPE_BUS_TICKET = 5;

/** At most this many passengers on one order, and this many service dates. */
export const MAX_PASSENGERS_PER_ORDER = 6;
export const MAX_DATES_PER_ORDER = 31;

export const OrderStatus = z.enum(['pending', 'paid', 'cancelled', 'expired', 'refunded']);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** pending: holds a seat, unpaid; valid: paid, to ride; released: the hold ended unpaid. */
export const TicketStatus = z.enum(['pending', 'valid', 'released', 'used', 'refunded']);
export type TicketStatus = z.infer<typeof TicketStatus>;

/** sandbox: our own cashier page; superApp: the host's payment deep link; wechat: WeChat Pay v3 JSAPI. */
export const PaymentChannel = z.enum(['sandbox', 'superApp', 'wechat'], { error: '不支持的支付方式' });
export type PaymentChannel = z.infer<typeof PaymentChannel>;

export const CouponKind = z.enum(['amount', 'ratio', 'free']);
export type CouponKind = z.infer<typeof CouponKind>;

/** 'expired' is derived: an unused coupon past validTo. */
export const UserCouponStatus = z.enum(['unused', 'locked', 'used', 'expired']);
export type UserCouponStatus = z.infer<typeof UserCouponStatus>;

/** Where a passenger's coupon came from. */
export const CouponSource = z.enum(['welcome', 'campaign', 'redeem', 'invite_new_user', 'invite_reward', 'lateness']);
export type CouponSource = z.infer<typeof CouponSource>;

/** A coupon is marked as expiring soon this many days before validTo. */
export const COUPON_EXPIRING_SOON_DAYS = 3;

/** A step of a coupon's history: received, spent on an order, given back by that order's full refund. */
export const CouponEvent = z.object({
  kind: z.enum(['received', 'used', 'returned']),
  at: z.string(),
  /** The order it was spent on or returned from. */
  orderNo: z.string().nullable(),
});
export type CouponEvent = z.infer<typeof CouponEvent>;

/**
 * What a coupon takes off, and where it applies: a coupon template's terms (a passenger's coupon, a
 * campaign's, an invitation's).
 */
export const CouponTerms = z.object({
  name: z.string(),
  /**
   * amount: amountCents off; ratio: pay ratioPercent of the total, at most maxDiscountCents off (0 = no
   * cap); free: one ticket's fare off (a free ride).
   */
  kind: CouponKind,
  amountCents: z.number().int(),
  ratioPercent: z.number().int(),
  maxDiscountCents: z.number().int(),
  /** The order total must reach this (满减). */
  thresholdCents: z.number().int(),
  productTypes: z.array(z.number().int()),
  /** The lines it applies to, with their names; empty = every line (of lineTypes). */
  lines: z.array(z.object({ lineId: Id, name: z.string() })),
  /** The line types it applies to; empty = every type. */
  lineTypes: z.array(LineType),
  /** Valid for this many days from receipt, or null when validity is the fixed window below. */
  validDays: z.number().int().nullable(),
  /** The template's fixed window (ISO instants), when it has one. */
  fixedValidFrom: z.string().nullable(),
  fixedValidTo: z.string().nullable(),
  description: z.string(),
});
export type CouponTerms = z.infer<typeof CouponTerms>;

export const UserCoupon = CouponTerms.omit({ validDays: true, fixedValidFrom: true, fixedValidTo: true }).extend({
  userCouponId: Id,
  validFrom: z.string(),
  validTo: z.string(),
  status: UserCouponStatus,
  /** Unused and valid for at most COUPON_EXPIRING_SOON_DAYS more days. */
  isExpiringSoon: z.boolean(),
  source: CouponSource,
  /** Why the passenger holds it (a late bus: which departure, where, how late); '' when nothing to say. */
  note: z.string(),
  /** When it was spent (status used), else null. */
  usedAt: z.string().nullable(),
  history: z.array(CouponEvent),
  /** A line whose buy page 去使用 opens: one it applies to, the passenger's recent line first; null if none runs. */
  useLineId: Id.nullable(),
});
export type UserCoupon = z.infer<typeof UserCoupon>;

/** A stop of the order: where the passengers board or alight, and the time there on the first date. */
export const OrderStop = z.object({ seq: z.number().int(), stationId: Id, name: z.string(), time: ClockTime });
export type OrderStop = z.infer<typeof OrderStop>;

export const OrderTicket = z.object({
  ticketId: Id,
  departureId: Id,
  serviceDate: ServiceDate,
  /** Departure time at the first stop, 'HH:mm'. */
  time: ClockTime,
  departsAt: z.string(),
  /** null when the rider has since been deleted from the account's passengers. */
  passengerId: Id.nullable(),
  passengerName: z.string(),
  /** Masked as in the passenger list. */
  passengerIdNumber: z.string(),
  priceCents: z.number().int(),
  status: TicketStatus,
});
export type OrderTicket = z.infer<typeof OrderTicket>;

export const OrderRefund = z.object({
  amountCents: z.number().int(),
  /**
   * latePayment: paid after expiry with no seats left; duplicatePayment: paid twice; passenger: asked for by
   * the passenger (a refund); departureCancelled: the operator stopped the departure (停运), refunded in full;
   * afterSales: an amount customer service or finance refunded.
   */
  reason: z.enum(['latePayment', 'duplicatePayment', 'passenger', 'departureCancelled', 'afterSales']),
  status: z.enum(['processing', 'succeeded', 'failed']),
  createdAt: z.string(),
});
export type OrderRefund = z.infer<typeof OrderRefund>;

export const Order = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  line: z.object({ lineId: Id, lineCode: z.string(), lineName: z.string() }),
  board: OrderStop,
  alight: OrderStop,
  /** The service dates, ascending. */
  dates: z.array(ServiceDate),
  /** Departure time at the first stop on the first date, 'HH:mm'. */
  time: ClockTime,
  passengerCount: z.number().int(),
  totalCents: z.number().int(),
  discountCents: z.number().int(),
  payableCents: z.number().int(),
  /** What a group paid for these tickets on top of the passenger's price (decision 048); 0 for most orders. */
  groupPaysCents: z.number().int(),
  coupon: z.object({ userCouponId: Id, name: z.string() }).nullable(),
  createdAt: z.string(),
  /** Until then the seats are held; after it an unpaid order expires. */
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Why it ended unpaid or was refunded: passenger, expired, latePaymentRefunded. */
  closeReason: z.string().nullable(),
  paymentChannel: PaymentChannel.nullable(),
  tickets: z.array(OrderTicket),
  refunds: z.array(OrderRefund),
  /** The order is a period pass (decision 050): its kind and period; null for any other order. */
  periodPass: PassTag.nullable(),
});
export type Order = z.infer<typeof Order>;

/** The choice of a buying page, shared by the quote and the order. */
export const OrderChoice = z.object({
  lineId: Id,
  /** One departure per service date, all of this line. */
  departureIds: z
    .array(Id, { error: '请选择乘车日期' })
    .min(1, '请选择乘车日期')
    .max(MAX_DATES_PER_ORDER, `一次最多购买 ${MAX_DATES_PER_ORDER} 天的车票`),
  boardSeq: z.number({ error: '请选择上车站点' }).int('请选择上车站点').min(0, '请选择上车站点').max(999, '上车站点不存在'),
  alightSeq: z.number({ error: '请选择下车站点' }).int('请选择下车站点').min(0, '请选择下车站点').max(999, '下车站点不存在'),
});
export type OrderChoice = z.infer<typeof OrderChoice>;

/** An order number as we issue it: 'UD' + 20 digits. */
export const OrderNo = z.string({ error: '请提供订单号' }).regex(/^UD\d{20}$/, '订单号格式不正确');

export const OrderNoBody = z.object({ orderNo: OrderNo });
export type OrderNoBody = z.infer<typeof OrderNoBody>;
export const OrderNoQuery = OrderNoBody;
