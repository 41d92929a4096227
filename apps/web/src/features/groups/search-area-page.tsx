import type { Region } from '@udian/contracts/endpoints/search/region-list';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { LineCard } from '../../components/line-card/line-card';
import { Page, Section } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { navigateTo } from '../../app/navigation';
import { getHref, toRouterPath } from '../../app/paths';
import { getIdParam, getQueryParam } from '../../app/query-params';
import { RESTUDY_SEARCH_AREA_PATH, SEARCH_AREA_PATH } from '../../app/page-paths';
import { useAreaLines, useRegions } from './api/area-lines';
import styles from './groups.module.css';

/** A city's own districts: the regions without a parent, else every region it has. */
const topRegions = (regions: readonly Region[]): Region[] => {
  const top = regions.filter((region) => region.parentId === null);
  return top.length > 0 ? top : [...regions];
};

/** `?cityId=` when it is a city id; otherwise the city the app works in. */
const readCityId = (): number | null => {
  const value = Number(getQueryParam('cityId'));
  return Number.isInteger(value) && value > 0 && value <= 999999 ? value : null;
};

/** The page serves group-optimize and the school section (restudy/search-area); a choice stays on the page it was made on. */
const currentAreaPath = (): string =>
  toRouterPath(window.location.pathname).replace(/\.html$/, '') === RESTUDY_SEARCH_AREA_PATH ? RESTUDY_SEARCH_AREA_PATH : SEARCH_AREA_PATH;

/** The lines one can board in the district, by code, with where. */
const AreaLines = ({ region }: { region: Region }) => {
  const lines = useAreaLines(region.regionId);
  return (
    <Section title={`在${region.name}上车的线路`} testId="area-lines">
      {lines.isError ? (
        <ErrorState title="线路加载失败" onRetry={() => void lines.refetch()} />
      ) : !lines.data ? (
        <SkeletonList rows={3} label={`正在查找在${region.name}上车的线路`} />
      ) : lines.data.length === 0 ? (
        <EmptyState title={`${region.name}暂无可上车的线路`} hint="可以换个区域看看，或按地址查找线路" />
      ) : (
        <div>
          {lines.data.map(({ line, boardingStops }) => (
            <LineCard key={line.lineId} line={line} extra={`上车站：${boardingStops.join('、')}`} />
          ))}
        </div>
      )}
    </Section>
  );
};

const Regions = ({ cityId, cityName }: { cityId: number; cityName: string | null }) => {
  const regions = useRegions(cityId);
  const chosenId = getIdParam('regionId');
  if (regions.isError) return <ErrorState title="区域加载失败" onRetry={() => void regions.refetch()} />;
  if (!regions.data) return <SkeletonList rows={2} label="正在加载区域" />;
  const shown = topRegions(regions.data);
  if (shown.length === 0) return <EmptyState title="该城市暂无区域信息" hint="可以按地址查找线路" />;
  const chosen = shown.find((region) => region.regionId === chosenId) ?? null;
  const choose = (regionId: string) => navigateTo(getHref(currentAreaPath(), { cityId, regionId }), { isReplace: true });
  return (
    <>
      <Section title={cityName ? `${cityName}的区域` : '选择区域'}>
        <div className={styles.regions} role="radiogroup" aria-label="区域">
          {shown.map((region) => (
            <button
              key={region.regionId}
              type="button"
              role="radio"
              aria-checked={region.regionId === chosenId}
              className={`${styles.region} ${region.regionId === chosenId ? styles.regionActive : ''}`}
              onClick={() => choose(region.regionId)}
            >
              {region.name}
            </button>
          ))}
        </div>
      </Section>
      {chosen ? <AreaLines key={chosen.regionId} region={chosen} /> : <p className={styles.searchHint}>选择一个区域，查看经过该区域的线路。</p>}
    </>
  );
};

/**
 * group-optimize/search-area and restudy/search-area `?cityId=&regionId=`: the districts of a city (/region/list); choosing one lists
 * the lines one can board there (/lineOptimize/queryLinesByRegionId: a boarding stop at a station of the
 * district or its sub-districts). The choice is kept in the address (replaced, not pushed), so back leaves the page.
 */
export const SearchAreaPage = () => {
  const city = useEffectiveCity();
  const cityId = readCityId() ?? city.data?.cityId ?? null;
  const cityName = city.data && city.data.cityId === cityId ? city.data.cityName : null;
  return <Page>{cityId === null ? <SkeletonList rows={3} label="正在确定城市" /> : <Regions cityId={cityId} cityName={cityName} />}</Page>;
};
