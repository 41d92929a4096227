import { AppLink } from '../../components/app-link';
import { COUPON_RULES_PATH, DRAW_COUPON_PATH, INVALID_COUPON_PATH } from '../../app/page-paths';
import styles from './coupons.module.css';

/** 领券中心, 失效券 and 使用规则, at the top of my coupons. */
export const CouponLinks = () => (
  <nav className={styles.links} aria-label="优惠券服务">
    <AppLink to={DRAW_COUPON_PATH} className={styles.link}>
      领券中心
    </AppLink>
    <AppLink to={INVALID_COUPON_PATH} className={styles.link}>
      失效券
    </AppLink>
    <AppLink to={COUPON_RULES_PATH} className={styles.link}>
      使用规则
    </AppLink>
  </nav>
);
