/**
 * How a crowdfunded line (筹备线路, decision 047) reads on screen: its countdown to the deadline, its period's
 * dates written compactly, its progress and its deadline. Used by the line pages, the buying page's
 * commitment form and my-custom's 我的众筹; the words of statuses and states are the contracts'.
 */
import { countdownTo } from './countdown';
import { addDays, instantMs, pad2, parseServiceDate, shanghaiClockOf } from './shanghai-time';

export const DEADLINE_PASSED_TEXT = '已截止';

/** '2天03时15分09秒' to the deadline (the days left out under a day), '已截止' once it passed. */
export const formatAssembleCountdown = (deadline: string, nowMs: number): string => {
  const targetMs = instantMs(deadline);
  if (Number.isNaN(targetMs)) return '';
  const left = countdownTo(targetMs, nowMs);
  if (left.isExpired) return DEADLINE_PASSED_TEXT;
  const clock = `${pad2(left.hours)}时${pad2(left.minutes)}分${pad2(left.seconds)}秒`;
  return left.days > 0 ? `${left.days}天${clock}` : clock;
};

/** '6月3日 18:00' in Shanghai time; '' for a malformed instant. */
export const formatShanghaiMonthDayClock = (iso: string): string => {
  const ms = instantMs(iso);
  if (Number.isNaN(ms)) return '';
  const { month, day, clock } = shanghaiClockOf(ms);
  return `${month}月${day}日 ${clock}`;
};

/**
 * Service dates (ascending) as runs of consecutive days: '6月1日–5日、8日–12日', a month named when it
 * changes ('6月29日–7月3日'), a lone day on its own ('6月15日').
 */
export const formatCompactDates = (dates: readonly string[]): string => {
  const runs: Array<{ first: string; last: string }> = [];
  for (const date of dates) {
    const run = runs[runs.length - 1];
    if (run && addDays(run.last, 1) === date) run.last = date;
    else runs.push({ first: date, last: date });
  }
  let month = 0;
  const dayText = (date: string): string => {
    const parts = parseServiceDate(date);
    const text = parts.month === month ? `${parts.day}日` : `${parts.month}月${parts.day}日`;
    month = parts.month;
    return text;
  };
  return runs.map((run) => (run.first === run.last ? dayText(run.first) : `${dayText(run.first)}–${dayText(run.last)}`)).join('、');
};

/** How far along, as a whole percentage of the target (0–100). */
export const assembleProgressPercent = (committed: number, target: number): number =>
  target > 0 ? Math.min(100, Math.max(0, Math.floor((committed / target) * 100))) : 0;

export const assembleProgressText = (committed: number, target: number): string => `已有 ${committed}/${target} 人`;
