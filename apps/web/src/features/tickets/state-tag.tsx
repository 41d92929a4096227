import type { StateLabel } from './ticket-labels';
import styles from './tickets.module.css';

/** A ticket state in its colour. */
export const StateTag = ({ state, testId }: { state: StateLabel; testId?: string }) => (
  <span className={`${styles.tag} ${styles[state.tone]}`} data-testid={testId}>
    {state.label}
  </span>
);
