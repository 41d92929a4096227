import styles from './query-state.module.css';
import { StateBlock } from './state-block';

type ErrorStateProps = { title?: string; onRetry: () => void };

/** A failed load. The request helper has already said why in a toast; this keeps a way to try again. */
export const ErrorState = ({ title = '加载失败', onRetry }: ErrorStateProps) => (
  <div role="alert">
    <StateBlock className={styles.state} status="disconnected" title={title} description="请检查网络后重试">
      <button type="button" className={styles.stateAction} onClick={onRetry}>
        重试
      </button>
    </StateBlock>
  </div>
);
