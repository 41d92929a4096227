import type { ReactNode } from 'react';
import styles from './query-state.module.css';
import { StateBlock } from './state-block';

type EmptyStateProps = { title: string; hint?: string; action?: ReactNode };

/** Nothing to show: says so and what the passenger can do next. */
export const EmptyState = ({ title, hint, action }: EmptyStateProps) => (
  <StateBlock className={styles.state} status="empty" title={title} description={hint ?? null}>
    {action}
  </StateBlock>
);

/** A button under an empty or failed state (antd-mobile's rounded outline button, in our own markup). */
export const emptyActionClass = styles.stateAction;
