/**
 * The title bar and the bottom tab bar, built on antd-mobile's NavBar and TabBar. A chunk of their own that
 * the frame starts loading at boot: neither is in the first page's bundle (decision 034), and the frame
 * reserves their size until they arrive.
 */
import { NavBar, TabBar } from 'antd-mobile';
import { AppOutline, LeftOutline, TravelOutline, UserOutline } from 'antd-mobile-icons';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { isPlainClick } from '../components/app-link';
import { appTabs } from './app-tabs';
import { navigateTo } from './navigation';
import type { AppTabKey } from './page-paths';
import { getHref } from './paths';
import styles from './page-frame.module.css';

type TitleBarProps = { heading: string; onBack?: () => void };

export const TitleBar = ({ heading, onBack }: TitleBarProps) => {
  const barRef = useRef<HTMLDivElement>(null);
  // NavBar marks its left slot role=button even when it holds no back button (or, here, our own real
  // button): an unnamed or nested button for a screen reader. The slot is a plain container.
  useLayoutEffect(() => {
    barRef.current?.querySelector('.adm-nav-bar-left')?.removeAttribute('role');
  });
  const back = onBack ? (
    <button type="button" className={styles.back} onClick={onBack} aria-label="返回">
      <LeftOutline aria-hidden="true" />
    </button>
  ) : null;
  return (
    <header ref={barRef} className={styles.titleBar}>
      <NavBar back={null} left={back}>
        <h1 className={styles.heading} title={heading}>
          {heading}
        </h1>
      </NavBar>
    </header>
  );
};

const tabIcons: Record<AppTabKey, ReactNode> = {
  home: <AppOutline aria-hidden="true" />,
  trips: <TravelOutline aria-hidden="true" />,
  me: <UserOutline aria-hidden="true" />,
};

/**
 * The three top-level pages. Each tab's title is a real link (it can be opened, and a screen reader reads a
 * link), while a tap anywhere on the tab, icon included, navigates; the page's tab is replaced, not pushed
 * on top of the others, so Back from a tab leaves the app's tabs as a native app would.
 */
export const AppTabBar = ({ active }: { active: AppTabKey }) => (
  <nav className={styles.tabBar} aria-label="主导航">
    <TabBar activeKey={active} safeArea>
      {appTabs.map((tab) => {
        const href = getHref(tab.path);
        const go = () => {
          if (tab.key !== active) navigateTo(href, { isReplace: true });
        };
        return (
          <TabBar.Item
            key={tab.key}
            icon={tabIcons[tab.key]}
            onClick={go}
            title={
              <a
                href={href}
                className={styles.tabLink}
                aria-current={tab.key === active ? 'page' : undefined}
                onClick={(event) => {
                  // The tab's own click navigates; the link only keeps the browser from loading the page.
                  if (isPlainClick(event)) event.preventDefault();
                }}
              >
                {tab.label}
              </a>
            }
          />
        );
      })}
    </TabBar>
  </nav>
);
