import type { GeoPoint } from '../../platform/location';
import styles from './location-notice.module.css';

type LocationNoticeProps = { point: GeoPoint | undefined };

/**
 * Tells the passenger which point the nearby results are for: being located, or the default point with the
 * reason (SPEC section 8). Nothing when they were located: the results speak for themselves.
 */
export const LocationNotice = ({ point }: LocationNoticeProps) => {
  if (!point) {
    return (
      <div className={`${styles.notice} ${styles.pending}`} role="status">
        正在获取您的位置…
      </div>
    );
  }
  if (!point.isDefault) return null;
  return (
    <div className={`${styles.notice} ${styles.fallback}`} role="status" data-testid="location-fallback">
      <span className={styles.tag}>使用默认位置</span>
      <div>
        <p className={styles.text}>{point.errorMsg ?? '定位失败，请稍后下拉刷新重试'}</p>
        <p className={styles.text}>暂按深圳市中心为您查找附近站点和线路</p>
      </div>
    </div>
  );
};
