import type { DashboardData, PeriodFigures } from '@udian/contracts/endpoints/ops/dashboard/dashboard';
import { addDays, shanghaiDate, shanghaiInstant } from '../../../time/shanghai-time';
import type { DashboardRepository, FiguresRow } from './dashboard.repository';

const MINUTE_MS = 60_000;
/** The refund-retry job's own wait before it sends a refund again (refund-sender.ts RETRY_AFTER_MS). */
const REFUND_RETRY_AFTER_MS = 2 * MINUTE_MS;
/** An open payment of an ended order is the sweep's and the provider close's for this long; after, an operator's. */
const PAYMENT_CLOSE_GRACE_MS = 2 * MINUTE_MS;
/** How far back money taken and failed refunds are looked at. */
const LOOK_BACK_MS = 30 * 24 * 60 * MINUTE_MS;

const paymentKinds = { paidNotApplied: '已收款未出票', duplicatePaid: '重复支付未退款', notClosed: '订单已结束，支付未关闭' } as const;

const refundReasons: Record<string, string> = {
  passenger: '乘客退票',
  latePayment: '超时支付退款',
  duplicatePayment: '重复支付退款',
  departureCancelled: '班次停运退款',
  afterSales: '售后退款',
};

/** 'YYYY-MM-DD' of the Monday of the week holding `date`. */
export const mondayOf = (date: string): string => {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
};

const figuresOf = (row: FiguresRow, period: 'today' | 'week'): PeriodFigures => ({
  paidOrders: row[`${period}_orders`],
  paidCents: row[`${period}_cents`],
  ticketsSold: row[`${period}_tickets`],
  refunds: row[`${period}_refunds`],
  refundCents: row[`${period}_refund_cents`],
});

/** What the dashboard asks of the live context: how many buses report now and how many run late. */
export type LiveCounts = () => Promise<{ summary: { live: number; late: number } }>;

/** The console's home (运营概览): sales and refunds today and this week (Asia/Shanghai), loads, live buses, money to look at. */
export const createDashboardService = ({ dashboard, liveCounts, now = () => new Date() }: { dashboard: DashboardRepository; liveCounts: LiveCounts; now?: () => Date }) => ({
  get: async (): Promise<DashboardData> => {
    const at = now();
    const today = shanghaiDate(at);
    const weekFrom = mondayOf(today);
    const [figures, departures, payments, refunds, live] = await Promise.all([
      dashboard.figures({ weekStart: shanghaiInstant(weekFrom, 0), todayStart: shanghaiInstant(today, 0), end: at }),
      dashboard.departuresOn(today),
      dashboard.unsettledPayments({ since: new Date(at.getTime() - LOOK_BACK_MS), graceBefore: new Date(at.getTime() - PAYMENT_CLOSE_GRACE_MS) }),
      dashboard.waitingRefunds({ processingBefore: new Date(at.getTime() - REFUND_RETRY_AFTER_MS), since: new Date(at.getTime() - LOOK_BACK_MS) }),
      liveCounts(),
    ]);
    return {
      today,
      weekFrom,
      todayFigures: figuresOf(figures, 'today'),
      weekFigures: figuresOf(figures, 'week'),
      departures: departures.map((d) => ({
        departureId: String(d.id),
        lineId: String(d.line_id),
        lineCode: d.code,
        lineName: d.name,
        departsAt: d.departs_at.toISOString(),
        isCancelled: d.status === 'cancelled',
        seatsSold: d.seats_sold,
        capacity: d.capacity,
        loadFactor: d.capacity > 0 ? Math.min(1, d.seats_sold / d.capacity) : 0,
      })),
      live: { vehiclesLive: live.summary.live, busesLate: live.summary.late },
      unsettledPayments: payments.map((p) => ({
        outTradeNo: p.out_trade_no,
        orderNo: p.order_no,
        channel: p.channel,
        amountCents: p.amount_cents,
        kind: p.kind,
        kindLabel: paymentKinds[p.kind],
        orderStatus: p.order_status,
        createdAt: p.created_at.toISOString(),
      })),
      waitingRefunds: refunds.map((r) => ({
        outRefundNo: r.out_refund_no,
        orderNo: r.order_no,
        amountCents: r.amount_cents,
        status: r.status,
        statusLabel: r.status === 'failed' ? '退款失败' : r.is_unsent ? '待重发' : '渠道处理中',
        reason: refundReasons[r.reason] ?? r.reason,
        createdAt: r.created_at.toISOString(),
      })),
    };
  },
});

export type DashboardService = ReturnType<typeof createDashboardService>;
