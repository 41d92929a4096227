import { assemblePeriodLabels, assembleStatusLabels, type AssembleLine, type AssembleStatus } from '@udian/contracts/schemas/assemble';
import { carpoolStatusLabels } from '@udian/contracts/schemas/carpool';
import type { ReactNode } from 'react';
import {
  assembleProgressPercent,
  assembleProgressText,
  formatAssembleCountdown,
  formatCompactDates,
  formatShanghaiMonthDayClock,
} from '../../lib/assemble-text';
import { formatPrice, stopMark } from '../../lib/line-summary';
import { formatServiceDate, instantMs } from '../../lib/shanghai-time';
import { useIsHydrated } from '../../lib/use-hydrated';
import { useIsPast } from '../../lib/use-is-past';
import { useNow } from '../../lib/use-now';
import styles from './assemble.module.css';

const statusClass: Record<AssembleStatus, string | undefined> = {
  gathering: styles.statusGathering,
  opened: styles.statusOpened,
  failed: styles.statusEnded,
  closed: styles.statusEnded,
};

/** What an ended crowdfund says under its status. */
export const endedText: Record<Exclude<AssembleStatus, 'gathering'>, string> = {
  opened: '已成团，线路已开通',
  failed: '未成团，已支付的款项已全额退回',
  closed: '已关闭，已支付的款项已全额退回',
};

/**
 * The time left to the deadline, every second. Rendered only once the page is live: the server's clock and
 * this one differ, and hydration must match what the server sent.
 */
const Countdown = ({ deadline }: { deadline: string }) => {
  const isHydrated = useIsHydrated();
  const isPast = useIsPast(instantMs(deadline));
  const now = useNow(isHydrated && !isPast);
  return (
    <p className={styles.countdown} data-testid="assemble-countdown">
      <span className={styles.countdownLabel}>距众筹截止</span>
      <span className={styles.countdownValue} role="timer" aria-live="off">
        {isHydrated ? formatAssembleCountdown(deadline, now) : '--'}
      </span>
      <span className={styles.countdownDeadline}>截止 {formatShanghaiMonthDayClock(deadline)}</span>
    </p>
  );
};

const Progress = ({ committed, target }: { committed: number; target: number }) => {
  const percent = assembleProgressPercent(committed, target);
  return (
    <div className={styles.progress}>
      <p className={styles.progressText} data-testid="assemble-progress">
        {assembleProgressText(committed, target)}
        <span className={styles.progressHint}>{committed >= target ? '已达成团人数' : `还差 ${target - committed} 人成团`}</span>
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="众筹进度"
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={Math.min(committed, target)}
      >
        <span className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
};

type AssemblePanelProps = {
  assemble: AssembleLine;
  /** The line's code and name in the title (the share page; line-info has them in its header). */
  isLineNamed?: boolean;
  /** What the viewer can do or has done, at the panel's foot. */
  children?: ReactNode;
};

/**
 * A crowdfunded line (decision 047): its status, progress toward the target, the countdown to the deadline
 * while it gathers, the first day and period a commitment pays for, price, seats and stops with their times.
 * Shown by line-info (with the way to commit) and the shared link's page.
 */
export const AssemblePanel = ({ assemble, isLineNamed = false, children }: AssemblePanelProps) => {
  const { status } = assemble;
  // A carpool (decision 051) is a crowdfund for one ride, in its own words.
  const isCarpool = assemble.kind === 'carpool';
  return (
    <section className={styles.panel} aria-label={isCarpool ? '拼车' : '线路众筹'} data-testid="assemble-panel">
      <div className={styles.head}>
        <span className={`${styles.status} ${statusClass[status] ?? ''}`} data-testid="assemble-status">
          {isCarpool ? carpoolStatusLabels[status] : assembleStatusLabels[status]}
        </span>
        <h2 className={styles.title}>{isLineNamed ? `${assemble.code} ${assemble.name}` : isCarpool ? '拼车' : '定制线路众筹'}</h2>
      </div>
      {status === 'gathering' ? (
        <Countdown deadline={assemble.deadline} />
      ) : (
        <p className={styles.ended} data-testid="assemble-ended">
          {endedText[status]}
        </p>
      )}
      <Progress committed={assemble.committed} target={assemble.target} />
      <dl className={styles.facts}>
        <div>
          <dt>首班日期</dt>
          <dd>
            {formatServiceDate(assemble.firstDay)} · {assemble.departureTime} 发车
          </dd>
        </div>
        <div>
          <dt>首期</dt>
          <dd data-testid="assemble-period">
            {assemblePeriodLabels[assemble.periodKind]} · 共 {assemble.periodDates.length} 天
            <span className={styles.dates}>{formatCompactDates(assemble.periodDates)}</span>
          </dd>
        </div>
        <div>
          <dt>票价</dt>
          <dd data-testid="assemble-price">
            每次 {formatPrice(assemble.priceCents)} · 首期合计 <strong className={styles.price}>{formatPrice(assemble.periodCents)}</strong>
          </dd>
        </div>
        <div>
          <dt>座位</dt>
          <dd>
            余 {assemble.seatsLeft} 座 / 共 {assemble.seats} 座
          </dd>
        </div>
      </dl>
      <ol className={styles.stops} aria-label="站点与时间" data-testid="assemble-stops">
        {assemble.stops.map((stop) => (
          <li key={stop.seq} className={styles.stop}>
            <span className={styles.stopTime}>{stop.time}</span>{' '}
            <span className={styles.stopName} title={stop.name}>
              {stop.name}
            </span>{' '}
            <span className={styles.stopMark}>{stopMark(stop)}</span>
          </li>
        ))}
      </ol>
      {children ? <div className={styles.foot}>{children}</div> : null}
    </section>
  );
};
