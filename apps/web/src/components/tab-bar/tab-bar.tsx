import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import styles from './tab-bar.module.css';

type TabBarProps<K extends string> = {
  tabs: ReadonlyArray<{ key: K; label: string }>;
  active: K;
  /** The page's path (app/page-paths.ts): a tab is its `?tab=`. */
  path: string;
  label: string;
};

/** Switching tabs replaces the URL's ?tab= (no history entry per tap), so Back from an item keeps the tab (my orders, my tickets, my trips). */
export const TabBar = <K extends string>({ tabs, active, path, label }: TabBarProps<K>) => (
  <div className={styles.tabs} role="tablist" aria-label={label}>
    {tabs.map((tab) => (
      <button
        key={tab.key}
        type="button"
        role="tab"
        aria-selected={tab.key === active}
        className={`${styles.tab} ${tab.key === active ? styles.active : ''}`}
        onClick={() => navigateTo(getHref(path, { tab: tab.key }), { isReplace: true })}
      >
        {tab.label}
      </button>
    ))}
  </div>
);
