import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import type { Query } from '../app/paths';
import { AppLink } from './app-link';
import styles from './menu-list.module.css';

export type MenuItem = {
  label: string;
  /** An antd-mobile-icons icon before the label. */
  icon?: ReactNode;
  /** A page path (app/page-paths.ts): the row is a link. */
  to?: string;
  /** The link's query, with `to`. */
  query?: Query;
  /** Otherwise the row is a button. */
  onClick?: () => void;
  /** Shown at the right, before the arrow (a masked phone, a count). */
  value?: ReactNode;
};

/** Rows of links and actions, as the user centre, the settings and the passengers hub show them. */
export const MenuList = ({ items }: { items: readonly MenuItem[] }) => (
  <ul className={styles.list}>
    {items.map((item) => {
      const content = (
        <>
          {item.icon ? (
            <span className={styles.icon} aria-hidden="true">
              {item.icon}
            </span>
          ) : null}
          <span className={styles.label}>{item.label}</span>
          {item.value !== undefined ? <span className={styles.value}>{item.value}</span> : null}
          <RightOutline className={styles.arrow} aria-hidden="true" />
        </>
      );
      return (
        <li key={item.label}>
          {item.to ? (
            <AppLink to={item.to} query={item.query} className={styles.row}>
              {content}
            </AppLink>
          ) : (
            <button type="button" className={styles.row} onClick={item.onClick}>
              {content}
            </button>
          )}
        </li>
      );
    })}
  </ul>
);
