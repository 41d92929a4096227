import type { StatusLabel } from './order-labels';
import styles from './orders.module.css';

/** A status word in its colour (orders, tickets, refunds). */
export const StatusTag = ({ status, testId }: { status: StatusLabel; testId?: string }) => (
  <span className={`${styles.tag} ${styles[status.tone]}`} data-testid={testId}>
    {status.label}
  </span>
);
