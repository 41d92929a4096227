import type { BuyCalendarDay } from '@udian/contracts/endpoints/orders/buy-calendar';
import type { OrderQuoteBody, OrderQuoteData } from '@udian/contracts/endpoints/orders/order-quote';
import type { Passenger } from '@udian/contracts/schemas/accounts';
import type { LineDetail } from '@udian/contracts/schemas/lines';
import type { Order, UserCoupon } from '@udian/contracts/schemas/orders';
import { addDays } from '../../lib/shanghai-time';
import { userCouponFixture } from '../../test/coupon.fixture';
import { calendarDay } from './calendar-fixture';

/** A line of four stops with two departure times and a return line; tests change what they need. */
export const buyLineFixture = (overrides: Partial<LineDetail> = {}): LineDetail => ({
  line: {
    lineId: '101',
    lineCode: 'U101',
    lineName: '龙华—科技园 早班',
    type: 'commute',
    cityId: 440300,
    startStationName: '清湖',
    endStationName: '南山科技园',
    firstDepartureTime: '07:00',
    priceCents: 500,
    durationMinutes: 55,
    isWhiteList: false,
    description: '',
    agencyName: '优点巴士',
    agencyPhone: '',
    distanceM: 28500,
  },
  stops: [
    { seq: 1, stationId: '1', name: '清湖', alias: '', lng: 114, lat: 22.6, minutesFromStart: 0, canBoard: true, canAlight: false },
    { seq: 2, stationId: '2', name: '深圳北站', alias: '', lng: 114, lat: 22.6, minutesFromStart: 18, canBoard: true, canAlight: false },
    { seq: 3, stationId: '3', name: '科技生态园', alias: '', lng: 113.9, lat: 22.5, minutesFromStart: 50, canBoard: false, canAlight: true },
    { seq: 4, stationId: '4', name: '南山科技园', alias: '', lng: 113.9, lat: 22.5, minutesFromStart: 55, canBoard: false, canAlight: true },
  ],
  departureTimes: ['07:00', '07:20'],
  shape: [],
  calendar: [],
  reverseLineId: '102',
  announcements: [],
  ...overrides,
});

export const passengersFixture: Passenger[] = [
  { passengerId: '5', name: '张三', idType: 'idCard', idNumber: '110***********002X', phone: '', icCardNo: '', isSelf: true },
  { passengerId: '6', name: '李四', idType: 'idCard', idNumber: '440***********1234', phone: '', icCardNo: '', isSelf: false },
];

/** Wednesday 2026-06-24 onwards: the 25th sold out, the 27th no service, the rest bookable. */
export const buyDaysFixture = (): BuyCalendarDay[] =>
  Array.from({ length: 10 }, (_, index) => calendarDay(addDays('2026-06-24', index))).map((day) => {
    if (day.date === '2026-06-25') return { ...day, isSoldOut: true, seatsLeft: 0 };
    if (day.date === '2026-06-27') return { ...day, isServiceDay: false, departureId: null };
    return day;
  });

const coupon = (userCouponId: string, amountCents: number, thresholdCents: number): UserCoupon =>
  userCouponFixture({
    userCouponId,
    name: `立减${amountCents / 100}元`,
    amountCents,
    thresholdCents,
    validTo: '2026-07-31T16:00:00.000Z',
  });

/** What /order/price/query answers: 5 元 a seat, coupon 31 (减2元) usable, 32 (满100元) not. */
export const quoteFor = (body: OrderQuoteBody, days: readonly BuyCalendarDay[]): OrderQuoteData => {
  const count = Number(body.passengerCount);
  const dates = body.departureIds.map((departureId) => {
    const day = days.find((item) => item.departureId === departureId);
    return { date: day?.date ?? '', departureId, time: '07:00', unitPriceCents: 500, subtotalCents: 500 * count, seatsLeft: 10 };
  });
  const totalCents = dates.reduce((sum, date) => sum + date.subtotalCents, 0);
  const applied = body.userCouponId === undefined || body.userCouponId === '31' ? { userCouponId: '31', name: '立减2元', discountCents: 200 } : null;
  return {
    dates,
    totalCents,
    coupons: [
      { coupon: coupon('31', 200, 0), isUsable: true, reason: null, discountCents: 200 },
      { coupon: coupon('32', 1000, 10000), isUsable: false, reason: '订单满 100 元可用', discountCents: 0 },
    ],
    appliedCoupon: applied,
    discountCents: applied?.discountCents ?? 0,
    payableCents: totalCents - (applied?.discountCents ?? 0),
    groupPaysCents: 0,
  };
};

export const orderFixture = (overrides: Partial<Order> = {}): Order => ({
  orderNo: 'UD20260624080000000001',
  status: 'pending',
  line: { lineId: '101', lineCode: 'U101', lineName: '龙华—科技园 早班' },
  board: { seq: 1, stationId: '1', name: '清湖', time: '07:00' },
  alight: { seq: 4, stationId: '4', name: '南山科技园', time: '07:55' },
  dates: ['2026-06-24'],
  time: '07:00',
  passengerCount: 1,
  totalCents: 500,
  discountCents: 200,
  payableCents: 300,
  groupPaysCents: 0,
  coupon: { userCouponId: '31', name: '立减2元' },
  createdAt: '2026-06-24T00:00:00.000Z',
  expiresAt: '2026-06-24T00:15:00.000Z',
  paidAt: null,
  closedAt: null,
  closeReason: null,
  paymentChannel: null,
  tickets: [],
  refunds: [],
  periodPass: null,
  ...overrides,
});
