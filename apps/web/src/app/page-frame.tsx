import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { hostDrawsTitleBar, showHeadingInHost } from '../platform/title-bar';
import { goBack } from './navigation';
import { PageHeadingContext } from './page-heading';
import { HOME_PATH, type AppTabKey } from './page-paths';
import { getHref } from './paths';
import styles from './page-frame.module.css';

// Started at boot, in parallel with the first page's chunk (decision 034).
const loadBars = () => import('./frame-bars');
let barsLoad: ReturnType<typeof loadBars> | undefined;
const bars = () => (barsLoad ??= loadBars().catch((error: unknown) => {
  barsLoad = undefined;
  throw error;
}));
export const preloadFrameBars = (): void => void bars().catch(() => undefined);

const TitleBar = lazy(() => bars().then((module) => ({ default: module.TitleBar })));
const AppTabBar = lazy(() => bars().then((module) => ({ default: module.AppTabBar })));

type PageFrameProps = {
  /** The page table's heading; a page may replace it (usePageHeading). */
  heading: string;
  /** A top-level page: the tab bar with this tab active, and no back button. */
  tab?: AppTabKey;
  /** The home page draws its own header (city and brand) and no title bar. */
  isHome?: boolean;
  children: ReactNode;
};

const backOrHome = () => goBack(getHref(HOME_PATH));

/** Until the bar's chunk is in: the same box and heading, so nothing moves when it arrives. */
const TitleBarPlaceholder = ({ heading }: { heading: string }) => (
  <header className={styles.titleBar}>
    <div className={styles.placeholderBar}>
      <h1 className={styles.heading}>{heading}</h1>
    </div>
  </header>
);

/**
 * What every page stands in: a title bar with back (or the host's own bar, given the heading through its
 * bridge), and on the top-level pages the bottom tab bar. The one heading of the page is the title bar's.
 */
export const PageFrame = ({ heading: tableHeading, tab, isHome = false, children }: PageFrameProps) => {
  const [pageHeading, setPageHeading] = useState<string | undefined>();
  const heading = pageHeading ?? tableHeading;
  const isHostBar = hostDrawsTitleBar();

  useEffect(() => {
    if (isHostBar && !isHome) showHeadingInHost(heading);
  }, [heading, isHostBar, isHome]);

  // Home draws its own header; a host with its own bar gets the heading for screen readers only.
  const hostHeading = isHostBar ? <h1 className={styles.hiddenHeading}>{heading}</h1> : null;
  const titleBar = isHome ? null : (hostHeading ?? (
    <Suspense fallback={<TitleBarPlaceholder heading={heading} />}>
      <TitleBar heading={heading} onBack={tab ? undefined : backOrHome} />
    </Suspense>
  ));

  return (
    <PageHeadingContext value={setPageHeading}>
      {titleBar}
      {tab ? <div className={styles.withTabBar}>{children}</div> : children}
      {tab ? (
        <Suspense fallback={<div className={styles.tabBarPlaceholder} />}>
          <AppTabBar active={tab} />
        </Suspense>
      ) : null}
    </PageHeadingContext>
  );
};
