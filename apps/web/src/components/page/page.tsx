import type { ReactNode } from 'react';
import styles from './page.module.css';

type PageProps = { title?: string; hasBottomBar?: boolean; children: ReactNode };

/** The frame of an inner page: safe-area padding and an optional heading. */
export const Page = ({ title, hasBottomBar = false, children }: PageProps) => (
  <main className={`${styles.page} ${hasBottomBar ? styles.withBar : ''}`}>
    {title ? <h1 className={styles.title}>{title}</h1> : null}
    {children}
  </main>
);

type SectionProps = { title: string; action?: ReactNode; children: ReactNode; testId?: string };

export const Section = ({ title, action, children, testId }: SectionProps) => (
  <section className={styles.section} aria-label={title} data-testid={testId}>
    <div className={styles.sectionHead}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {action}
    </div>
    {children}
  </section>
);

export const pageStyles = {
  card: styles.card,
  primaryButton: styles.primaryButton,
  ghostButton: styles.ghostButton,
};
