import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useState } from 'react';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { getWebConfig } from '../../app/web-config';
import { AppLink } from '../../components/app-link';
import { locationQueryOptions, refreshLocation } from '../../platform/use-location';
import { ABOUT_US_PATH, AGREEMENT_PATH, LINE_ADJUSTMENT_PATH, LINE_LIST_PATH, PRIVACY_POLICY_PATH } from '../../app/page-paths';
import { LightSkeletonList } from '../../components/query-state/light-skeleton-list';
import { useIndexInit } from './api/index-init';
import { HomeIcon } from './lazy-icon';
import { PullToRefresh } from './pull-to-refresh';
import { RouteSearchBox } from './route-search-box';
import sectionStyles from './home-sections.module.css';
import styles from './home-page.module.css';

// Most visits never change city: the chooser is its own chunk.
const CityChooser = lazy(() => import('./city-chooser').then((module) => ({ default: module.CityChooser })));
// Sections that only show server data load alongside that data (home-feed.tsx says why).
const loadFeed = () => import('./home-feed');
const HomeBanners = lazy(() => loadFeed().then((module) => ({ default: module.HomeBanners })));
const HomeFeed = lazy(() => loadFeed().then((module) => ({ default: module.HomeFeed })));

const infoLinks = [
  { to: AGREEMENT_PATH, label: '用户协议' },
  { to: PRIVACY_POLICY_PATH, label: '隐私政策' },
  { to: ABOUT_US_PATH, label: '关于我们' },
] as const;

export const HomePage = () => {
  const client = useQueryClient();
  const city = useEffectiveCity();
  const cityId = city.data?.cityId;
  const init = useIndexInit(cityId);
  const [isChoosingCity, setIsChoosingCity] = useState(false);
  const closeChooser = useCallback(() => setIsChoosingCity(false), []);

  // Pull to refresh asks for the position again, then everything else on the page refetches with it (the
  // location query already holds the new answer).
  const refresh = useCallback(async () => {
    await refreshLocation(client);
    await client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== locationQueryOptions().queryKey[0] });
  }, [client]);

  const lineCount = init.data?.lineCount;
  // Until the city is known and its front page has answered (a failed answer shows neither).
  const isInitPending = (cityId === undefined && !city.isError) || (cityId !== undefined && init.isPending);
  return (
    <>
      <PullToRefresh onRefresh={refresh}>
        <main className={styles.page}>
          <header className={styles.header}>
            <button
              type="button"
              className={styles.city}
              aria-label={`当前城市：${city.data?.cityName ?? '定位中'}，点击切换城市`}
              onClick={() => setIsChoosingCity(true)}
            >
              <span className={styles.cityName}>{city.data?.cityName ?? '定位中…'}</span>
              <HomeIcon name="CaretIcon" className={styles.caret} />
            </button>
            <h1 className={styles.brand}>{getWebConfig().productName}</h1>
          </header>
          {init.data?.notice && init.data.noticeLineId ? (
            <AppLink to={LINE_ADJUSTMENT_PATH} query={{ lineId: init.data.noticeLineId }} className={styles.notice}>
              <HomeIcon name="NoticeIcon" className={styles.noticeIcon} />
              <span className={styles.noticeText} title={init.data.notice}>
                {init.data.notice}
              </span>
              <HomeIcon name="MoreIcon" className={styles.noticeIcon} />
            </AppLink>
          ) : isInitPending ? (
            // The notice and the banners keep their places while they load, so nothing below them jumps.
            <div className={`${styles.notice} ${styles.pending}`} aria-hidden="true" />
          ) : null}
          {isInitPending ? (
            <div className={styles.bannerPending} aria-hidden="true" />
          ) : (
            <Suspense fallback={<div className={styles.bannerPending} aria-hidden="true" />}>
              <HomeBanners banners={init.data?.banners ?? []} />
            </Suspense>
          )}
          <RouteSearchBox />
          <Suspense fallback={<LightSkeletonList rows={4} label="正在加载附近站点和推荐线路" />}>
            <HomeFeed cityId={cityId} />
          </Suspense>
          <AppLink to={LINE_LIST_PATH} className={sectionStyles.allLines}>
            全部线路{lineCount ? `（${lineCount}条）` : ''}
            <HomeIcon name="MoreIcon" className={sectionStyles.arrow} />
          </AppLink>
          <nav className={styles.footer} aria-label="说明">
            {infoLinks.map((link) => (
              <AppLink key={link.to} to={link.to} className={styles.footerLink}>
                {link.label}
              </AppLink>
            ))}
          </nav>
        </main>
      </PullToRefresh>
      {isChoosingCity ? (
        <Suspense fallback={null}>
          <CityChooser selectedCityId={cityId} onClose={closeChooser} />
        </Suspense>
      ) : null}
    </>
  );
};
