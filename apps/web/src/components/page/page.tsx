import type { ReactNode } from 'react';
import { usePageHeading } from '../../app/page-heading';
import styles from './page.module.css';

type PageProps = {
  /** Replaces the page table's heading in the title bar (the frame draws it: app/page-frame.tsx). */
  title?: string;
  hasBottomBar?: boolean;
  children: ReactNode;
};

/** The body of an inner page: padding, and room for a fixed bottom bar. */
export const Page = ({ title, hasBottomBar = false, children }: PageProps) => {
  usePageHeading(title);
  return <main className={`${styles.page} ${hasBottomBar ? styles.withBar : ''}`}>{children}</main>;
};

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
