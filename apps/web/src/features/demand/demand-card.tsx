import type { Demand } from '@udian/contracts/schemas/demand';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/app-link';
import { LINE_INFO_PATH } from '../../app/page-paths';
import { peopleText, statusLabel, weekdaysText, windowText } from './demand-text';
import styles from './demand.module.css';

type DemandCardProps = {
  demand: Demand;
  /** The card's own actions (分享, 查看), at its foot. */
  actions?: ReactNode;
  /** Shown above the route: who shared it, on the shared page. */
  caption?: ReactNode;
};

const statusClass: Record<Demand['status'], string | undefined> = {
  submitted: styles.statusSubmitted,
  evaluating: styles.statusEvaluating,
  gathering: styles.statusGathering,
  opened: styles.statusOpened,
  failed: styles.statusFailed,
};

/**
 * One demand: its state, from → to, the time window and days, people with their 同路 colleagues, the
 * campaign it came through, and the line once one is proposed or runs.
 */
export const DemandCard = ({ demand, actions, caption }: DemandCardProps) => (
  <article className={styles.demandCard} aria-label={`${demand.from.name}到${demand.to.name}`} data-testid="demand-card">
    <div className={styles.demandHead}>
      <span className={`${styles.status} ${statusClass[demand.status] ?? ''}`}>{statusLabel(demand.status)}</span>
      {!demand.isMine && demand.hasJoined ? <span className={styles.tag}>我已同路</span> : null}
      {demand.odCampaign ? (
        <span className={styles.tag} title={demand.odCampaign.name}>
          {demand.odCampaign.name}
        </span>
      ) : null}
    </div>
    {caption}
    <ol className={styles.route} aria-label="通勤路线">
      <li className={styles.routeEnd}>
        <span className={`${styles.dot} ${styles.dotFrom}`} aria-hidden="true" />
        <span className={styles.endName} title={demand.from.name}>
          {demand.from.name}
        </span>
      </li>
      <li className={styles.routeEnd}>
        <span className={`${styles.dot} ${styles.dotTo}`} aria-hidden="true" />
        <span className={styles.endName} title={demand.to.name}>
          {demand.to.name}
        </span>
      </li>
    </ol>
    <dl className={styles.facts}>
      <div>
        <dt>时间</dt>
        <dd>{windowText(demand)}</dd>
      </div>
      <div>
        <dt>通勤日</dt>
        <dd>{weekdaysText(demand.weekdays)}</dd>
      </div>
      <div>
        <dt>人数</dt>
        <dd data-testid="demand-people">{peopleText(demand)}</dd>
      </div>
      {demand.note ? (
        <div>
          <dt>备注</dt>
          <dd>{demand.note}</dd>
        </div>
      ) : null}
    </dl>
    {demand.line ? (
      <p className={styles.lineRow}>
        <span className={styles.lineLabel}>{demand.status === 'opened' ? '已开通线路' : '对应线路'}</span>
        <AppLink to={LINE_INFO_PATH} query={{ lineId: demand.line.lineId }} className={styles.textLink}>
          {demand.line.code} {demand.line.name}
        </AppLink>
      </p>
    ) : null}
    {actions ? <div className={styles.cardActions}>{actions}</div> : null}
  </article>
);
