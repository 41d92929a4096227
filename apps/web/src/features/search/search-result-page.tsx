import type { RouteMatch } from '@udian/contracts/endpoints/search/route-search';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { getQueryParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { LineCard } from '../../components/line-card/line-card';
import { Page } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { useCommonState, type SearchPlace } from '../../lib/common-store';
import { formatDistance } from '../../lib/format';
import { tripStationsQuery } from '../../lib/trip-stops';
import { HOME_PATH } from '../../app/page-paths';
import { useLineSearch } from './api/line-search';
import { useRouteSearch } from './api/route-search';
import { searchAddressPath } from './search-paths';
import styles from './search.module.css';

const MAX_KEYWORD_LENGTH = 50;

/** Walk, ride, walk: what taking this line from start to end means. */
const TripLegs = ({ match }: { match: RouteMatch }) => (
  <ol className={styles.legs}>
    <li className={styles.leg}>
      <span className={styles.legIcon}>步行</span>
      <span>
        {formatDistance(match.boardStop.distanceM)}到「{match.boardStop.name}」上车
      </span>
    </li>
    <li className={styles.leg}>
      <span className={styles.legIcon}>乘车</span>
      <span>约{match.rideMinutes}分钟</span>
    </li>
    <li className={styles.leg}>
      <span className={styles.legIcon}>下车</span>
      <span>
        「{match.alightStop.name}」下车，步行{formatDistance(match.alightStop.distanceM)}到终点
      </span>
    </li>
  </ol>
);

const TripHeader = ({ start, end }: { start: SearchPlace; end: SearchPlace }) => (
  <div className={styles.trip}>
    <div className={styles.tripPlaces}>
      <AppLink to={searchAddressPath()} query={{ field: 'start' }} className={styles.tripPlace}>
        <span className={`${styles.dot} ${styles.start}`} aria-hidden="true" />
        <span className={styles.tripName} title={start.name}>
          {start.name}
        </span>
      </AppLink>
      <AppLink to={searchAddressPath()} query={{ field: 'end' }} className={styles.tripPlace}>
        <span className={`${styles.dot} ${styles.end}`} aria-hidden="true" />
        <span className={styles.tripName} title={end.name}>
          {end.name}
        </span>
      </AppLink>
    </div>
  </div>
);

const goHome = (
  <button type="button" className={emptyActionClass} onClick={() => navigateTo(getHref(HOME_PATH))}>
    去首页选择
  </button>
);

const RouteResults = () => {
  const { startLocation, endLocation } = useCommonState();
  const places = startLocation && endLocation ? { start: startLocation, end: endLocation } : null;
  const search = useRouteSearch(places);
  if (!places) return <EmptyState title="请先选择起点和终点" hint="在首页选好出发地和目的地后，这里会列出可乘坐的线路" action={goHome} />;
  return (
    <>
      <TripHeader start={places.start} end={places.end} />
      {search.isPending ? (
        <SkeletonList rows={3} label="正在查找线路" />
      ) : search.isError ? (
        <ErrorState onRetry={() => void search.refetch()} />
      ) : search.data.lines.length === 0 ? (
        <EmptyState title="没有找到可直达的线路" hint="起点或终点附近 1.5 公里内没有同一条线路经过，换个地点试试" />
      ) : (
        <div data-testid="route-results">
          {search.data.lines.map((match) => (
            <LineCard
              key={match.lineId}
              line={match}
              extra={<TripLegs match={match} />}
              query={tripStationsQuery({ boardStationId: match.boardStop.stationId, alightStationId: match.alightStop.stationId })}
            />
          ))}
        </div>
      )}
    </>
  );
};

const KeywordResults = ({ keyword }: { keyword: string }) => {
  const city = useEffectiveCity();
  const search = useLineSearch(city.data?.cityId, keyword);
  if (search.isPending) return <SkeletonList rows={3} label="正在查找线路" />;
  if (search.isError) return <ErrorState onRetry={() => void search.refetch()} />;
  if (search.data.lines.length === 0) {
    return <EmptyState title={`没有找到与“${keyword}”相关的线路`} hint="试试线路编号（如 B601）或沿途的站点名称" />;
  }
  return (
    <div data-testid="keyword-results">
      {search.data.lines.map((line) => (
        <LineCard key={line.lineId} line={line} />
      ))}
    </div>
  );
};

/**
 * group-optimize/search-result and /ydbus/search-result: lines from the chosen start to the chosen end,
 * or, opened with ?keyword=, the lines matching a keyword.
 */
export const SearchResultPage = () => {
  const keyword = getQueryParam('keyword')?.trim().slice(0, MAX_KEYWORD_LENGTH) ?? '';
  return (
    <Page title={keyword ? `“${keyword}”的搜索结果` : '搜索结果'}>
      {keyword ? <KeywordResults key={keyword} keyword={keyword} /> : <RouteResults />}
    </Page>
  );
};
