import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import type { Query } from '../../app/paths';
import { AppLink } from '../app-link';
import styles from './entry-list.module.css';

export type Entry = { title: string; text: string; to: string; query?: Query; icon: ReactNode };

/** Big rows that each open a page (the ways to find lines, an enterprise, a school): a title, a line saying what it does. */
export const EntryList = ({ entries, label }: { entries: readonly Entry[]; label: string }) => (
  <ul className={styles.entries} aria-label={label}>
    {entries.map((entry) => (
      <li key={entry.title}>
        <AppLink to={entry.to} query={entry.query} className={styles.entry}>
          <span className={styles.icon} aria-hidden="true">
            {entry.icon}
          </span>
          <span className={styles.text}>
            <span className={styles.title}>{entry.title}</span>
            <span className={styles.note}>{entry.text}</span>
          </span>
          <RightOutline className={styles.arrow} aria-hidden="true" />
        </AppLink>
      </li>
    ))}
  </ul>
);
