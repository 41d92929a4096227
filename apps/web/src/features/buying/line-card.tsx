import type { LineDetail } from '@udian/contracts/schemas/lines';
import { AppLink } from '../../components/app-link';
import { formatRoute } from '../../lib/line-summary';
import { BUY_TICKET_REVERSE_PATH, LINE_INFO_PATH } from '../../app/page-paths';
import styles from './buying.module.css';

type LineCardProps = {
  line: LineDetail['line'];
  /** Null on the return-trip page itself. */
  reverseLineId: string | null;
  passengerIds: readonly string[];
  isReturnTrip: boolean;
};

/** The line being bought, with its details page and, when it has one, the return trip. */
export const LineCard = ({ line, reverseLineId, passengerIds, isReturnTrip }: LineCardProps) => (
  <div className={styles.lineCard}>
    <h2 className={styles.lineName}>
      {isReturnTrip ? <span className={styles.returnTag}>返程</span> : null}
      {line.lineCode} {line.lineName}
    </h2>
    <p className={styles.lineRoute}>{formatRoute(line)}</p>
    <div className={styles.lineLinks}>
      <AppLink to={LINE_INFO_PATH} query={{ lineId: line.lineId }} className={styles.link}>
        线路详情
      </AppLink>
      {reverseLineId ? (
        <AppLink
          to={BUY_TICKET_REVERSE_PATH}
          query={{ lineId: line.lineId, passengerIds: passengerIds.length > 0 ? passengerIds.join(',') : undefined }}
          className={styles.link}
        >
          购买返程
        </AppLink>
      ) : null}
    </div>
  </div>
);
