import styles from './query-state.module.css';

/** Grey bars where a list will be, so that the page does not jump when it arrives. */
export const SkeletonList = ({ rows = 3, label = '加载中' }: { rows?: number; label?: string }) => (
  <div className={styles.skeleton} role="status" aria-label={label} aria-busy="true">
    {Array.from({ length: rows * 3 }, (_, index) => (
      <div key={index} className={styles.bar} />
    ))}
  </div>
);
