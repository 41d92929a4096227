import styles from './ticket-card.module.css';
import { windowEnds } from './ticket-format';

/** A check window whose two ends each stay on one line: a narrow card breaks it at the dash, never in a time. */
export const CheckWindowText = ({ window }: { window: { opensAt: string; closesAt: string } }) => {
  const ends = windowEnds(window);
  if (!ends) return null;
  return (
    <>
      <span className={styles.unbroken}>{ends[0]}</span>–<span className={styles.unbroken}>{ends[1]}</span>
    </>
  );
};
