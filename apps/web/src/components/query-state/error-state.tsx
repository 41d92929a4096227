import styles from './query-state.module.css';

type ErrorStateProps = { title?: string; onRetry: () => void };

/** A failed load. The request helper has already said why in a toast; this keeps a way to try again. */
export const ErrorState = ({ title = '加载失败', onRetry }: ErrorStateProps) => (
  <div className={styles.state} role="alert">
    <p className={styles.stateTitle}>{title}</p>
    <p className={styles.stateHint}>请检查网络后重试</p>
    <button type="button" className={styles.stateAction} onClick={onRetry}>
      重试
    </button>
  </div>
);
