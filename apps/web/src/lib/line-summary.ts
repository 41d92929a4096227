/**
 * How a line reads in lists and headers (home, all lines, search, share). Types follow the contract's
 * LineType; they are written here so that lib stays free of the contracts' zod values.
 */
import { formatDuration, formatYuan } from './format';

export type LineTypeKey = 'commute' | 'custom' | 'enterprise' | 'company' | 'school' | 'carpool' | 'holiday' | 'tour';

export const lineTypeLabels: Readonly<Record<LineTypeKey, string>> = {
  commute: '通勤',
  custom: '定制',
  enterprise: '企业',
  company: '公司',
  school: '校园',
  carpool: '拼车',
  holiday: '假日',
  tour: '旅游',
};

export const lineTypeKeys = Object.keys(lineTypeLabels) as LineTypeKey[];

/**
 * The types a line may be presold as (decisions 047 and 051): a crowdfund's custom line, a carpool. Their pages
 * ask /customLine/info for the crowdfund behind them.
 */
export const isPresoldLineType = (type: string): boolean => type === 'custom' || type === 'carpool';

/** An unknown type (a newer server) reads as a plain line rather than breaking the card. */
export const lineTypeLabel = (type: string): string => lineTypeLabels[type as LineTypeKey] ?? '线路';

/** '12.50元' */
export const formatPrice = (priceCents: number): string => `${formatYuan(priceCents)}元`;

/** A line's price (decision 062): 暂未定价 (not sold), '6.00元起' where it differs between stops, else '8.00元'. */
export const formatLinePrice = (line: { priceCents: number; isPriced?: boolean | undefined; hasStopFares?: boolean | undefined }): string =>
  line.isPriced === false ? '暂未定价' : formatPrice(line.priceCents) + (line.hasStopFares ? '起' : '');

export const formatRoute = (line: { startStationName: string; endStationName: string }): string =>
  `${line.startStationName} → ${line.endStationName}`;

export const formatFirstDeparture = (time: string | null): string => (time ? `首班 ${time}` : '暂无班次');

/** '全程约45分钟'; an unknown (0) duration is left out. */
export const formatLineDuration = (minutes: number): string => (minutes > 0 ? `全程约${formatDuration(minutes * 60)}` : '');

const pad = (value: number): string => String(value).padStart(2, '0');

/** '07:30' + 25 → '07:55'; wraps past midnight. Null for a clock time that is not HH:mm. */
export const addMinutesToClock = (time: string, minutes: number): string | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const total = (((Number(match[1]) * 60 + Number(match[2]) + Math.round(minutes)) % 1440) + 1440) % 1440;
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
};

/** The stop's role as a short mark: where a passenger may get on, off, or both. */
export const stopMark = (stop: { canBoard: boolean; canAlight: boolean }): string => {
  if (stop.canBoard && stop.canAlight) return '上下车';
  if (stop.canBoard) return '仅上车';
  if (stop.canAlight) return '仅下车';
  return '不停靠';
};
