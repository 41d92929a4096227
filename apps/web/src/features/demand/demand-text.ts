import { demandStatusLabels, type Demand, type DemandStatus, type DemandTimeKind } from '@udian/contracts/schemas/demand';
import { WEEKDAY_NAMES_MONDAY_FIRST } from '../../lib/shanghai-time';

/** How a demand reads on screen: written once for my-custom, the shared demand and the form. */

export const timeKindLabels: Readonly<Record<DemandTimeKind, string>> = { arrive: '到达时间', depart: '出发时间' };

/** '周一' … '周日' for ISO weekdays 1 … 7. */
export const isoWeekdayName = (day: number): string => WEEKDAY_NAMES_MONDAY_FIRST[day - 1] ?? '';

/** 工作日, 每天, 周末, or the days themselves ('周一、周三、周五'). */
export const weekdaysText = (weekdays: readonly number[]): string => {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  const key = days.join(',');
  if (key === '1,2,3,4,5') return '工作日（周一至周五）';
  if (key === '1,2,3,4,5,6,7') return '每天';
  if (key === '6,7') return '周末';
  return days.map(isoWeekdayName).join('、');
};

/** '到达时间 08:30–09:00' or '出发时间 17:30–18:00'. */
export const windowText = (demand: Pick<Demand, 'timeKind' | 'windowStart' | 'windowEnd'>): string =>
  `${timeKindLabels[demand.timeKind]} ${demand.windowStart}–${demand.windowEnd}`;

/** '3人' and, once colleagues joined from a share, '· 2人同路'. */
export const peopleText = (demand: Pick<Demand, 'people' | 'supporters'>): string =>
  demand.supporters > 0 ? `${demand.people}人 · ${demand.supporters}人同路` : `${demand.people}人`;

export const statusLabel = (status: DemandStatus): string => demandStatusLabels[status];

/** Open demands may still gather colleagues; a line that opened or did not gather ends that. */
export const isDemandOpen = (status: DemandStatus): boolean => status === 'submitted' || status === 'evaluating' || status === 'gathering';

/** Still collecting (已提交, 评估中): its submitter may withdraw it; once a line is being prepared from it, not. */
export const isWithdrawable = (status: DemandStatus): boolean => status === 'submitted' || status === 'evaluating';
