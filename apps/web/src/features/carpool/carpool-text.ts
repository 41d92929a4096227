import type { Carpool, CarpoolMe } from '@udian/contracts/schemas/carpool';
import { carpoolMyStateLabels, carpoolStatusLabels } from '@udian/contracts/schemas/carpool';
import { formatShanghaiMonthDayClock } from '../../lib/assemble-text';
import { formatDistance, formatYuan } from '../../lib/format';
import { formatServiceDate } from '../../lib/shanghai-time';

/**
 * How a carpool (decision 051) reads on screen: its status, its ride, its progress to its minimum, the
 * passenger's part. The words of statuses and states are the contracts'.
 */

export const carpoolStatusText = (carpool: Pick<Carpool, 'status'>): string => carpoolStatusLabels[carpool.status];

/** '12月2日 周三 08:00 出发 · 约 08:36 到达' */
export const carpoolRideText = (carpool: Pick<Carpool, 'date' | 'time' | 'arrivalTime'>): string =>
  `${formatServiceDate(carpool.date)} ${carpool.time} 出发 · 约 ${carpool.arrivalTime} 到达`;

/** '已有 2/3 人 · 还差 1 人成行', '已有 3/3 人 · 已成行', '已有 1/3 人 · 未成行'. */
export const carpoolProgressText = (carpool: Pick<Carpool, 'status' | 'committed' | 'minimum'>): string => {
  const count = `已有 ${carpool.committed}/${carpool.minimum} 人`;
  if (carpool.status === 'opened') return `${count} · 已成行`;
  if (carpool.status !== 'gathering') return `${count} · ${carpoolStatusLabels[carpool.status]}`;
  return carpool.committed >= carpool.minimum ? `${count} · 即将成行` : `${count} · 还差 ${carpool.minimum - carpool.committed} 人成行`;
};

/** '余 5 座 / 共 7 座' */
export const carpoolSeatsText = (carpool: Pick<Carpool, 'seats' | 'seatsLeft'>): string => `余 ${carpool.seatsLeft} 座 / 共 ${carpool.seats} 座`;

/** '每座 ¥7.50' */
export const carpoolPriceText = (carpool: Pick<Carpool, 'priceCents'>): string => `每座 ¥${formatYuan(carpool.priceCents)}`;

/** '12月1日 20:00 截止报名' */
export const carpoolDeadlineText = (carpool: Pick<Carpool, 'deadline'>): string => `${formatShanghaiMonthDayClock(carpool.deadline)} 截止报名`;

/** What an ended carpool says about the money: it ran, or everyone was refunded in full. */
export const carpoolEndedText = (carpool: Pick<Carpool, 'status'>): string | null => {
  if (carpool.status === 'opened') return '已成行，车票已生效，可凭乘车码上车';
  if (carpool.status === 'failed') return '截止时未达成行人数，已支付的款项已全额原路退回';
  if (carpool.status === 'closed') return '拼车已关闭，已支付的款项已全额原路退回';
  return null;
};

/** My part: 发起人 or nothing, and 待支付, 已支付 or 已退款 ¥x. */
export const carpoolMyStateText = (me: Pick<CarpoolMe, 'state' | 'refundedCents'>): string | null => {
  if (me.state === null) return null;
  return me.state === 'refunded' ? `${carpoolMyStateLabels.refunded} ¥${formatYuan(me.refundedCents)}` : carpoolMyStateLabels[me.state];
};

/** '起点距您 350米 · 终点距您 1.20公里 · 相差 10 分钟' */
export const carpoolMatchText = (match: { fromDistanceM: number; toDistanceM: number; minutesApart: number }): string =>
  `起点距您 ${formatDistance(match.fromDistanceM)} · 终点距您 ${formatDistance(match.toDistanceM)} · ${match.minutesApart === 0 ? '时间一致' : `相差 ${match.minutesApart} 分钟`}`;
