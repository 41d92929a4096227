import styles from './skeleton.module.css';

/**
 * SkeletonList's look in plain markup, for what the home page renders before anything else: antd-mobile stays
 * out of the home route's first load (docs/decisions/012-first-load-budget.md).
 */
export const LightSkeletonList = ({ rows = 3, label = '加载中' }: { rows?: number; label?: string }) => (
  <div className={styles.skeleton} role="status" aria-label={label} aria-busy="true">
    {Array.from({ length: rows * 3 }, (_, index) => (
      <div key={index} className={styles.bar} />
    ))}
  </div>
);
