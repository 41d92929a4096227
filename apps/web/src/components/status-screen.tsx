import type { ReactNode } from 'react';
import styles from './status-screen.module.css';

type StatusScreenProps = { title: string; message?: string; action: ReactNode };

/** The full-page layout shared by the not-found and load-failure screens. */
export const StatusScreen = ({ title, message, action }: StatusScreenProps) => (
  <main className={styles.screen}>
    <h1 className={styles.title}>{title}</h1>
    {message ? <p className={styles.message}>{message}</p> : null}
    {action}
  </main>
);

export const statusActionClass = styles.action;
