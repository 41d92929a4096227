import { Skeleton } from 'antd-mobile';
import styles from './skeleton.module.css';

/**
 * Grey bars where a list will be, so that the page does not jump when it arrives: antd-mobile's Skeleton, three
 * bars a row. The home page's first paint uses the same look without antd-mobile (light-skeleton-list.tsx).
 */
export const SkeletonList = ({ rows = 3, label = '加载中' }: { rows?: number; label?: string }) => (
  <div className={styles.skeleton} role="status" aria-label={label} aria-busy="true">
    {Array.from({ length: rows * 3 }, (_, index) => (
      <Skeleton key={index} className={styles.bar} />
    ))}
  </div>
);
