import type { LineSummary } from '@udian/contracts/schemas/lines';
import { goToLogin } from '../../api/auth-failures';
import { AppLink } from '../../components/app-link';
import { pageStyles } from '../../components/page/page';
import { formatPrice } from '../../lib/line-summary';
import { isLoggedIn } from '../../lib/login-info';
import { tripStationsQuery, type TripStations } from '../../lib/trip-stops';
import { BUY_TICKET_PATH } from '../../app/page-paths';
import styles from './line-info.module.css';

/**
 * The buy button, fixed at the bottom. A white-listed line sold only to its white users says so instead;
 * a visitor not logged in is told that logging in may unlock it. Stops chosen by a route search go on to the
 * buying page.
 */
export const BuyBar = ({ line, canBuy, stations }: { line: LineSummary; canBuy: boolean; stations: TripStations }) => (
  <div className={styles.buyBar}>
    <span className={styles.buyPrice}>{formatPrice(line.priceCents)}</span>
    <div className={styles.buyAction}>
      {canBuy ? (
        <AppLink to={BUY_TICKET_PATH} query={{ lineId: line.lineId, ...tripStationsQuery(stations) }} className={pageStyles.primaryButton}>
          购票
        </AppLink>
      ) : (
        <>
          <button type="button" className={pageStyles.primaryButton} disabled>
            该线路仅限白名单用户购买
          </button>
          {!isLoggedIn() ? (
            <span className={styles.buyHint}>
              已在白名单中？
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
