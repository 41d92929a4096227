import styles from './state-images.module.css';

type Badge = 'none' | 'alert' | 'question';

/**
 * The product's own picture for empty, failed and missing pages: a bus at a stop, with a badge that says which.
 * Drawn in SVG with token colours (CSS classes), a few hundred bytes instead of antd-mobile's default images.
 */
const BusPicture = ({ badge }: { badge: Badge }) => (
  <svg className={styles.picture} viewBox="0 0 200 140" aria-hidden="true" focusable="false">
    <ellipse className={styles.ground} cx="100" cy="124" rx="84" ry="10" />
    <rect className={styles.body} x="34" y="34" width="124" height="78" rx="16" />
    <rect className={styles.glass} x="46" y="46" width="30" height="26" rx="4" />
    <rect className={styles.glass} x="82" y="46" width="30" height="26" rx="4" />
    <rect className={styles.glass} x="118" y="46" width="28" height="26" rx="4" />
    <rect className={styles.stripe} x="34" y="84" width="124" height="6" />
    <circle className={styles.wheel} cx="62" cy="114" r="10" />
    <circle className={styles.wheel} cx="130" cy="114" r="10" />
    <circle className={styles.hub} cx="62" cy="114" r="4" />
    <circle className={styles.hub} cx="130" cy="114" r="4" />
    {badge === 'none' ? null : (
      <>
        <circle className={badge === 'alert' ? styles.alert : styles.question} cx="158" cy="34" r="20" />
        {badge === 'alert' ? (
          <>
            <rect className={styles.mark} x="155" y="22" width="6" height="16" rx="3" />
            <circle className={styles.mark} cx="158" cy="45" r="3.5" />
          </>
        ) : (
          <>
            <path className={styles.markLine} d="M151 29a7 7 0 1 1 10 6.3c-2 1-3 2.4-3 4.7" />
            <circle className={styles.mark} cx="158" cy="46" r="3.5" />
          </>
        )}
      </>
    )}
  </svg>
);

export const emptyPicture = <BusPicture badge="none" />;
export const errorPicture = <BusPicture badge="alert" />;
export const missingPicture = <BusPicture badge="question" />;
