import type { LineUserStateData } from '@udian/contracts/endpoints/lines/line-user-state';
import type { LineSummary } from '@udian/contracts/schemas/lines';
import { goToLogin } from '../../api/auth-failures';
import { AppLink } from '../../components/app-link';
import { pageStyles } from '../../components/page/page';
import { formatYuan } from '../../lib/format';
import { formatLinePrice } from '../../lib/line-summary';
import { isLoggedIn } from '../../lib/login-info';
import { tripStationsQuery, type TripStations } from '../../lib/trip-stops';
import { BUY_TICKET_PATH, COMPANY_LINE_APPLY_PATH, ENTERPRISE_LINE_PATH } from '../../app/page-paths';
import styles from './line-info.module.css';

/** What the page knows of the passenger's access (decision 048); undefined for a visitor or while asked. */
export type LineAccessState = Pick<LineUserStateData, 'canBuy' | 'refusal' | 'group' | 'memberPriceCents'> | undefined;

/** The fare, or what a member of the line's enterprise pays instead. */
const PriceTag = ({ line, access }: { line: LineSummary; access: LineAccessState }) => {
  const memberCents = access?.canBuy && access.group ? access.memberPriceCents : null;
  if (memberCents === null || memberCents === undefined) return <span className={styles.buyPrice}>{formatLinePrice(line)}</span>;
  return (
    <span className={styles.buyPrice} data-testid="member-price">
      {memberCents === 0 ? '免费' : `¥${formatYuan(memberCents)}`}
      <span className={styles.buyPriceNote}>员工价</span>
    </span>
  );
};

type BuyBarProps = { line: LineSummary; access: LineAccessState; stations: TripStations };

/**
 * The buy button, fixed at the bottom. A line not for everyone (decision 048) says so instead: an
 * enterprise's line leads a passenger who has not proved membership to its 企业认证 (去认证), and a company
 * line (园区班车) also to 申请乘车, where its enterprise's administrator decides; a phone-list
 * line says only its white users may buy; a visitor not logged in is told that logging in may unlock it.
 * Stops chosen by a route search go on to the buying page.
 */
export const BuyBar = ({ line, access, stations }: BuyBarProps) => {
  // A line without a price yet (decision 062) is not sold to anyone until the operator sets one.
  if (line.isPriced === false) {
    return (
      <div className={styles.buyBar}>
        <PriceTag line={line} access={undefined} />
        <div className={styles.buyAction}>
          <button type="button" className={pageStyles.primaryButton} disabled>
            暂未定价，暂不售票
          </button>
        </div>
      </div>
    );
  }
  // A visitor may buy any line that is not restricted; logging in may unlock one that is.
  const canBuy = access?.canBuy ?? !line.isWhiteList;
  const group = access && !access.canBuy ? access.group : null;
  return (
    <div className={styles.buyBar}>
      <PriceTag line={line} access={access} />
      <div className={styles.buyAction}>
        {canBuy ? (
          <AppLink to={BUY_TICKET_PATH} query={{ lineId: line.lineId, ...tripStationsQuery(stations) }} className={pageStyles.primaryButton}>
            购票
          </AppLink>
        ) : group ? (
          <div className={styles.buyPair}>
            <AppLink to={ENTERPRISE_LINE_PATH} query={{ groupId: group.groupId }} className={pageStyles.primaryButton}>
              去认证
            </AppLink>
            {line.type === 'company' ? (
              <AppLink to={COMPANY_LINE_APPLY_PATH} query={{ lineId: line.lineId }} className={pageStyles.primaryButton}>
                申请乘车
              </AppLink>
            ) : (
              <button type="button" className={`${pageStyles.primaryButton} ${styles.buyLocked}`} disabled>
                认证后可购票
              </button>
            )}
          </div>
        ) : (
          <>
            <button type="button" className={pageStyles.primaryButton} disabled>
              {access ? '该线路仅限白名单用户购买' : '该线路仅限指定乘客购买'}
            </button>
            {!isLoggedIn() ? (
              <span className={styles.buyHint}>
                企业员工或白名单用户？
                <button type="button" className={styles.linkButton} onClick={() => goToLogin()}>
                  登录后购票
                </button>
              </span>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
};
