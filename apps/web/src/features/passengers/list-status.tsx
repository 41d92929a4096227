import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import styles from './passengers.module.css';

/** What a page shows before its passengers arrive, or when they could not be loaded. */
export const ListStatus = ({ isError, onRetry }: { isError: boolean; onRetry: () => void }) => (
  <main className={styles.page}>
    {isError ? <ErrorState title="乘车人加载失败" onRetry={onRetry} /> : <SkeletonList label="乘车人加载中" />}
  </main>
);
