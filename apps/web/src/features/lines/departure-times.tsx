import { EmptyState } from '../../components/query-state/empty-state';
import styles from './line-info.module.css';

/** The times the line leaves its first stop, every day it runs. */
export const DepartureTimes = ({ times }: { times: readonly string[] }) =>
  times.length === 0 ? (
    <EmptyState title="暂无班次" hint="该线路暂未排班，可以收藏线路，排班后再来看看" />
  ) : (
    <ul className={styles.times} data-testid="departure-times">
      {times.map((time) => (
        <li key={time} className={styles.time}>
          {time}
        </li>
      ))}
    </ul>
  );
