import { assemblePeriodLabels, assembleStatusLabels, type AssemblePeriodShown, type AssembleStatus } from '@udian/contracts/schemas/assemble';

/** How the crowdfund monitor words things: statuses, time left, distances, the first period and commitments. */

const statusColours: Record<AssembleStatus, string> = { gathering: 'processing', opened: 'success', failed: 'error', closed: 'default' };

/** A crowdfund status's tag: the contract's label and a colour. */
export const assembleStatusTag = (status: AssembleStatus): { label: string; color: string } => ({ label: assembleStatusLabels[status], color: statusColours[status] });

export type CommitmentState = 'pending' | 'paid' | 'refunded' | 'closed';

/** A commitment's order state: pending 待支付, paid 已支付, refunded 已退款, closed (unpaid and ended) 已关闭. */
export const commitmentStateTags: Record<CommitmentState, { label: string; color?: string }> = {
  pending: { label: '待支付', color: 'gold' },
  paid: { label: '已支付', color: 'green' },
  refunded: { label: '已退款', color: 'purple' },
  closed: { label: '已关闭' },
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The time left until a deadline, counted down to the minute: '剩 2 天 5 小时', '剩 3 小时 20 分钟',
 * '剩 15 分钟', '剩不到 1 分钟'; '已到截止时间' once it has passed; '' for a broken time.
 */
export const remainingText = (deadline: string, now: number): string => {
  const at = Date.parse(deadline);
  if (Number.isNaN(at)) return '';
  const left = at - now;
  if (left <= 0) return '已到截止时间';
  if (left < MINUTE) return '剩不到 1 分钟';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `剩 ${days} 天 ${hours} 小时` : `剩 ${days} 天`;
  if (hours > 0) return minutes > 0 ? `剩 ${hours} 小时 ${minutes} 分钟` : `剩 ${hours} 小时`;
  return `剩 ${minutes} 分钟`;
};

/** A station's distance from the demands' centre: '350 米' below a kilometre, else '1.2 公里'. */
export const distanceText = (metres: number): string => (metres < 1000 ? `${Math.round(metres)} 米` : `${(Math.round(metres / 100) / 10).toFixed(1)} 公里`);

/** The first period a commitment pays for: '首 5 个工作日（5 天）', '首月（21 天）'. */
export const periodText = (kind: AssemblePeriodShown, days: number): string => `${assemblePeriodLabels[kind]}（${days} 天）`;

/** What a stop is for: 上车, 下车, or both. */
export const stopUseText = (stop: { canBoard: boolean; canAlight: boolean }): string =>
  stop.canBoard && stop.canAlight ? '上下车' : stop.canBoard ? '上车' : stop.canAlight ? '下车' : '途经';

/** A clock time some minutes later: clockPlus('07:30', 33) is '08:03' (past midnight it wraps to the next day's clock). */
export const clockPlus = (clock: string, minutes: number): string => {
  const total = (((Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5)) + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};
