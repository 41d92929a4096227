import type { ReactNode } from 'react';
import styles from './query-state.module.css';

type EmptyStateProps = { title: string; hint?: string; action?: ReactNode };

/** Nothing to show: says so and what the passenger can do next. */
export const EmptyState = ({ title, hint, action }: EmptyStateProps) => (
  <div className={styles.state}>
    <p className={styles.stateTitle}>{title}</p>
    {hint ? <p className={styles.stateHint}>{hint}</p> : null}
    {action}
  </div>
);

export const emptyActionClass = styles.stateAction;
