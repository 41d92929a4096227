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
