import { demandStatusLabels, type DemandStatus, type DemandTimeKind, type OdCampaignStatus } from '@udian/contracts/schemas/demand';

/** ISO weekdays: index 0 is 周一 (1), index 6 is 周日 (7). */
const WEEKDAY_NAMES = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

/**
 * ISO weekdays (1 = Monday … 7 = Sunday) in Chinese, as the network's services read: 每天, 周末, a run of
 * three days or more as 周一至周五, the others listed (周一至周三、周五、周日).
 */
export const weekdaysText = (days: readonly number[]): string => {
  const sorted = [...new Set(days)].filter((day) => Number.isInteger(day) && day >= 1 && day <= 7).sort((a, b) => a - b);
  if (sorted.length === 0) return '—';
  if (sorted.length === 7) return '每天';
  if (sorted.length === 2 && sorted[0] === 6 && sorted[1] === 7) return '周末';
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) => (run.length >= 3 ? [`${WEEKDAY_NAMES[run[0]! - 1]}至${WEEKDAY_NAMES[run.at(-1)! - 1]}`] : run.map((day) => WEEKDAY_NAMES[day - 1]!)))
    .join('、');
};

export const timeKindLabels: Record<DemandTimeKind, string> = { arrive: '到达', depart: '出发' };

/** A commuting window: '到达 07:30–08:00' (at the destination) or '出发 18:00–18:30' (from the origin). */
export const windowText = (kind: DemandTimeKind, start: string, end: string): string => `${timeKindLabels[kind]} ${start}–${end}`;

/** The people a demand counts: '3 人', or '3 人 + 同路 2' with the colleagues who added themselves. */
export const peopleText = (people: number, supporters: number): string => (supporters > 0 ? `${people} 人 + 同路 ${supporters}` : `${people} 人`);

const statusColours: Record<DemandStatus, string> = { submitted: 'processing', evaluating: 'warning', gathering: 'cyan', opened: 'success', failed: 'default' };

/** A demand status's tag: its label (the contract's) and colour. */
export const demandStatusTag = (status: DemandStatus): { label: string; color: string } => ({ label: demandStatusLabels[status], color: statusColours[status] });

export const odCampaignStatusTags: Record<OdCampaignStatus, { label: string; color?: string }> = {
  upcoming: { label: '未开始', color: 'processing' },
  running: { label: '进行中', color: 'success' },
  ended: { label: '已结束' },
};

/** A campaign's progress as a whole percentage for a Progress bar: never above 100 (a target may be passed). */
export const progressPercent = (demands: number, target: number): number => (target > 0 ? Math.min(100, Math.floor((demands / target) * 100)) : 0);
