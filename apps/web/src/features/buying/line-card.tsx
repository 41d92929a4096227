import type { LineDetail } from '@udian/contracts/schemas/lines';
import { AppLink } from '../../components/app-link';
import { formatYuan } from '../../lib/format';
import { formatRoute } from '../../lib/line-summary';
import { BUY_TICKET_REVERSE_PATH, LINE_INFO_PATH } from '../../app/page-paths';
import styles from './buying.module.css';

/** A member of the line's enterprise on a line it pays for (decision 048). */
export type MemberPrice = { groupName: string; priceCents: number };

type LineCardProps = {
  line: LineDetail['line'];
  member?: MemberPrice | null;
  /** Null on the return-trip page itself. */
  reverseLineId: string | null;
  passengerIds: readonly string[];
  isReturnTrip: boolean;
};

/** '优点科技员工 免费乘坐' or '优点科技员工价 ¥3.00/人'. */
const memberText = ({ groupName, priceCents }: MemberPrice): string =>
  priceCents === 0 ? `${groupName}员工 免费乘坐` : `${groupName}员工价 ¥${formatYuan(priceCents)}/人`;

/** The line being bought, with its details page and, when it has one, the return trip. */
export const LineCard = ({ line, member = null, reverseLineId, passengerIds, isReturnTrip }: LineCardProps) => (
  <div className={styles.lineCard}>
    <h2 className={styles.lineName}>
      {isReturnTrip ? <span className={styles.returnTag}>返程</span> : null}
      {line.lineCode} {line.lineName}
    </h2>
    <p className={styles.lineRoute}>{formatRoute(line)}</p>
    {line.hasStopFares ? (
      <p className={styles.lineRoute} data-testid="stop-fares-note">
        按上下车站点计价，下方价格为所选区间的票价
      </p>
    ) : null}
    {member ? (
      <span className={styles.memberNote} data-testid="member-price">
        {memberText(member)}
      </span>
    ) : null}
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
