import type { ReactNode } from 'react';
import styles from './status-screen.module.css';

type StatusScreenProps = { title: string; message?: string; action: ReactNode; image?: ReactNode };

/**
 * A whole page that only says what happened and offers one way on (not found, load failure, login needed), laid
 * out like antd-mobile's full-page ErrorBlock but in plain markup: the load-failure screen must show when no
 * chunk can arrive. The title is an h2 under the title bar's h1.
 */
export const StatusScreen = ({ title, message, action, image }: StatusScreenProps) => (
  <main className={styles.screen}>
    {image ? <div className={styles.image}>{image}</div> : null}
    <h2 className={styles.title}>{title}</h2>
    {message ? <p className={styles.message}>{message}</p> : null}
    {action}
  </main>
);

export const statusActionClass = styles.action;
export const statusScreenClass = styles.screen;
