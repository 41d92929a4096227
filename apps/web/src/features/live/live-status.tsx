import type { LineEta } from '@udian/contracts/schemas/eta';
import { formatShanghaiClock } from './live-format';
import styles from './live.module.css';

type LiveStatusProps = {
  eta: Pick<LineEta, 'isLive' | 'generatedAt' | 'vehicles'> | null;
  isError: boolean;
  firstDepartureTime: string | null;
  onRetry: () => void;
};

/** Whether the buses on this page are live: said plainly when they are not, never guessed. */
export const LiveStatus = ({ eta, isError, firstDepartureTime, onRetry }: LiveStatusProps) => {
  if (isError) {
    return (
      <div className={styles.status} role="alert" data-testid="live-status">
        <span>实时数据加载失败，请检查网络</span>
        <button type="button" className={styles.retry} onClick={onRetry}>
          重试
        </button>
      </div>
    );
  }
  if (!eta) {
    return (
      <p className={styles.status} aria-busy="true" data-testid="live-status">
        正在获取实时车辆…
      </p>
    );
  }
  if (!eta.isLive) {
    return (
      <div className={`${styles.status} ${styles.noLive}`} data-testid="live-status">
        <strong>暂无实时车辆数据</strong>
        <span className={styles.hint}>
          车辆近 2 分钟内没有上报位置，可能尚未发车或已收车
          {firstDepartureTime ? `；首班约 ${firstDepartureTime} 发车` : ''}
        </span>
      </div>
    );
  }
  const running = eta.vehicles.filter((vehicle) => !vehicle.isStale).length;
  return (
    <p className={`${styles.status} ${styles.live}`} aria-live="polite" data-testid="live-status">
      实时 · {running} 辆车运行中 · {formatShanghaiClock(eta.generatedAt)} 更新
    </p>
  );
};
