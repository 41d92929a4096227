import { EnvironmentOutline, LocationOutline, RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import type { Query } from '../../app/paths';
import { SEARCH_ADDRESS_PATH, SEARCH_AREA_PATH } from '../../app/page-paths';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { AppLink } from '../../components/app-link';
import styles from './groups.module.css';

export type Entry = { title: string; text: string; to: string; query?: Query; icon: ReactNode };

/** Big rows that each open a way to find lines or an enterprise: a title, a line saying what it does. */
export const EntryList = ({ entries, label }: { entries: readonly Entry[]; label: string }) => (
  <ul className={styles.entries} aria-label={label}>
    {entries.map((entry) => (
      <li key={entry.title}>
        <AppLink to={entry.to} query={entry.query} className={styles.entry}>
          <span className={styles.entryIcon} aria-hidden="true">
            {entry.icon}
          </span>
          <span className={styles.entryText}>
            <span className={styles.entryTitle}>{entry.title}</span>
            <span className={styles.entryNote}>{entry.text}</span>
          </span>
          <RightOutline className={styles.entryArrow} aria-hidden="true" />
        </AppLink>
      </li>
    ))}
  </ul>
);

/** The two ways to find a line that group and group-optimize both offer: by district (of the city the app works in) and by address. */
export const useFindLineEntries = (): { cityName: string | null; entries: Entry[] } => {
  const city = useEffectiveCity().data;
  return {
    cityName: city?.cityName ?? null,
    entries: [
      {
        title: '按区域找线路',
        text: '选择所在区域，查看在那里上车的线路',
        to: SEARCH_AREA_PATH,
        query: city ? { cityId: String(city.cityId) } : undefined,
        icon: <EnvironmentOutline />,
      },
      { title: '按地址找线路', text: '输入上车地点和目的地，查找可乘坐的线路', to: SEARCH_ADDRESS_PATH, icon: <LocationOutline /> },
    ],
  };
};
