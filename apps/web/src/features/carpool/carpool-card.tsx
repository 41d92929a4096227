import type { AssembleStatus } from '@udian/contracts/schemas/assemble';
import type { Carpool } from '@udian/contracts/schemas/carpool';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/app-link';
import { POOL_PATH } from '../../app/page-paths';
import { carpoolDeadlineText, carpoolPriceText, carpoolProgressText, carpoolRideText, carpoolSeatsText, carpoolStatusText } from './carpool-text';
import styles from './carpool.module.css';

export const statusClass: Record<AssembleStatus, string | undefined> = {
  gathering: styles.statusGathering,
  opened: styles.statusOpened,
  failed: styles.statusEnded,
  closed: styles.statusEnded,
};

/** From → to, each end on its own line with its dot (spans: a card is a link, and a link holds phrasing). */
export const CarpoolRoute = ({ carpool }: { carpool: Pick<Carpool, 'from' | 'to'> }) => (
  <span className={styles.route}>
    <span className={styles.end}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.hiddenLabel}>出发地</span>
      <span className={styles.endName} title={carpool.from.name} data-testid="carpool-from">
        {carpool.from.name}
      </span>
    </span>
    <span className={styles.end}>
      <span className={`${styles.dot} ${styles.dotTo}`} aria-hidden="true" />
      <span className={styles.hiddenLabel}>目的地</span>
      <span className={styles.endName} title={carpool.to.name} data-testid="carpool-to">
        {carpool.to.name}
      </span>
    </span>
  </span>
);

type CarpoolCardProps = {
  carpool: Carpool;
  /** Tags after the status: 我发起的, my state. */
  tags?: ReactNode;
  /** A line under the facts: how far it is from my ends (a match), from me (near). */
  note?: ReactNode;
};

/** One carpool in a list: its status, route, ride, progress, seats and fare; opens its page. */
export const CarpoolCard = ({ carpool, tags, note }: CarpoolCardProps) => (
  <AppLink to={POOL_PATH} query={{ id: carpool.id }} className={styles.card}>
    <span className={styles.head}>
      <span className={`${styles.status} ${statusClass[carpool.status] ?? ''}`} data-testid="carpool-status">
        {carpoolStatusText(carpool)}
      </span>
      {tags}
    </span>
    <CarpoolRoute carpool={carpool} />
    <span className={styles.meta}>
      <span>{carpoolRideText(carpool)}</span>
    </span>
    <span className={styles.meta}>
      <span data-testid="carpool-progress">{carpoolProgressText(carpool)}</span>
      {carpool.status === 'gathering' || carpool.status === 'opened' ? <span>{carpoolSeatsText(carpool)}</span> : null}
      <span className={styles.price}>{carpoolPriceText(carpool)}</span>
    </span>
    {carpool.status === 'gathering' ? <span className={styles.meta}>{carpoolDeadlineText(carpool)}</span> : null}
    {note ? <span className={styles.match}>{note}</span> : null}
  </AppLink>
);
