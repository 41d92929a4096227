import { SearchBar, type SearchBarRef } from 'antd-mobile';
import { LocationFill, SearchOutline } from 'antd-mobile-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Place } from '@udian/contracts/endpoints/search/place-search';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { goBack, navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { getQueryParam } from '../../app/query-params';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { getCommonState, setSearchPlace, setSelfLocation, type PlaceField, type SearchPlace } from '../../lib/common-store';
import { debounce } from '../../lib/timing';
import { useLocationPoint } from '../../platform/use-location';
import { useCurrentPosition } from '../../api/queries/current-position';
import { usePlaceSearch, usePopularPlaces } from '../../api/queries/place-search';
import { searchAddressPath, searchResultPath, searchExitPath } from './search-paths';
import styles from './search.module.css';

/** The contract's keyword limit. */
const MAX_KEYWORD_LENGTH = 50;

const fieldTexts: Readonly<Record<PlaceField, { tag: string; placeholder: string }>> = {
  start: { tag: '起点', placeholder: '输入上车地点，如 科技园' },
  end: { tag: '终点', placeholder: '输入目的地，如 福田CBD' },
};

const otherField: Readonly<Record<PlaceField, PlaceField>> = { start: 'end', end: 'start' };

/**
 * Hands the place back: with both ends chosen the results replace this page (so going back lands where the
 * search began); with the other end still empty, its picker replaces this one, as a route planner asks for
 * the destination once the start is set.
 */
const choose = (field: PlaceField, place: SearchPlace) => {
  setSearchPlace(field, place);
  const { startLocation, endLocation } = getCommonState();
  if (startLocation && endLocation) navigateTo(getHref(searchResultPath()), { isReplace: true });
  else navigateTo(getHref(searchAddressPath(), { field: otherField[field] }), { isReplace: true });
};

const toSearchPlace = (place: Place): SearchPlace => ({ name: place.name, detail: place.detail, lng: place.lng, lat: place.lat });

/** "My location" as a start or end, named after the nearest station when the server knows one. */
const MyLocation = ({ field }: { field: PlaceField }) => {
  const location = useLocationPoint();
  const point = location.data && !location.data.isDefault ? location.data : undefined;
  const position = useCurrentPosition(point);
  if (!point) return null;
  const name = position.data?.address || '我的位置';
  const pick = () => {
    const place = { name, detail: '当前位置', lng: point.lng, lat: point.lat };
    setSelfLocation(place);
    choose(field, place);
  };
  return (
    <button type="button" className={styles.item} onClick={pick}>
      <LocationFill className={`${styles.kind} ${styles.kindIcon}`} aria-hidden="true" />
      <span className={styles.itemText}>
        <span className={styles.itemName}>我的位置</span>
        <span className={styles.itemDetail} title={name}>
          {name}
        </span>
      </span>
    </button>
  );
};

const PlaceRow = ({ place, onChoose }: { place: Place; onChoose: () => void }) => (
  <button type="button" className={styles.item} onClick={onChoose}>
    <span className={styles.kind} aria-hidden="true">
      {place.kind === 'station' ? '站' : '区'}
    </span>
    <span className={styles.itemText}>
      <span className={styles.itemName} title={place.name}>
        {place.name}
      </span>
      <span className={styles.itemDetail}>{place.detail}</span>
    </span>
  </button>
);

/** Before anything is typed: the city's busiest stations, one tap each. */
const PopularPlaces = ({ cityId, field }: { cityId: number | undefined; field: PlaceField }) => {
  const popular = usePopularPlaces(cityId);
  if (!popular.data || popular.data.places.length === 0) return null;
  return (
    <section aria-labelledby="popular-places">
      <h2 id="popular-places" className={styles.groupTitle}>
        热门站点
      </h2>
      <ul className={`${styles.list} ${styles.results}`} aria-labelledby="popular-places" data-testid="popular-places">
        {popular.data.places.map((place) => (
          <li key={`${place.kind}-${place.placeId}`}>
            <PlaceRow place={place} onChoose={() => choose(field, toSearchPlace(place))} />
          </li>
        ))}
      </ul>
    </section>
  );
};

const LineSearchEntry = ({ keyword }: { keyword: string }) => (
  <button
    type="button"
    className={styles.item}
    onClick={() => navigateTo(getHref(searchResultPath(), { keyword }), { isReplace: true })}
  >
    <SearchOutline className={`${styles.kind} ${styles.kindIcon}`} aria-hidden="true" />
    <span className={styles.itemText}>
      <span className={styles.itemName}>搜索线路“{keyword}”</span>
      <span className={styles.itemDetail}>按线路编号、名称或站点查找</span>
    </span>
  </button>
);

/** group-optimize/search-address and /ydbus/search-addr (?field=start|end): pick a place by name. */
export const SearchAddressPage = () => {
  const field: PlaceField = getQueryParam('field') === 'end' ? 'end' : 'start';
  const city = useEffectiveCity();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  // SPEC section 9: 500 ms, so that a search runs when the passenger pauses, not on every character.
  const updateKeyword = useMemo(() => debounce((value: string) => setKeyword(value.trim().slice(0, MAX_KEYWORD_LENGTH))), []);
  useEffect(() => () => updateKeyword.cancel(), [updateKeyword]);
  const places = usePlaceSearch(city.data?.cityId, keyword);
  const { tag, placeholder } = fieldTexts[field];
  const searchBar = useRef<SearchBarRef>(null);
  // antd-mobile names its input 搜索框; ours says which end is being chosen.
  useEffect(() => searchBar.current?.nativeElement?.setAttribute('aria-label', `${tag}：${placeholder}`), [tag, placeholder]);

  return (
    <Page>
      <div className={styles.bar}>
        <span className={`${styles.fieldTag} ${styles[field]}`}>{tag}</span>
        <SearchBar
          ref={searchBar}
          className={styles.search}
          value={text}
          maxLength={MAX_KEYWORD_LENGTH}
          placeholder={placeholder}
          // The page exists to type into: the keyboard should be up already.
          autoFocus
          showCancelButton={() => true}
          cancelText="取消"
          onCancel={() => goBack(getHref(searchExitPath()))}
          onChange={(value) => {
            setText(value);
            updateKeyword(value);
          }}
        />
      </div>
      <div className={styles.list}>
        <MyLocation field={field} />
        {keyword ? <LineSearchEntry keyword={keyword} /> : null}
      </div>
      {!keyword ? (
        <>
          <p className={styles.hint}>输入站点、地区或地标名称查找{city.data ? `（${city.data.cityName}）` : ''}</p>
          <PopularPlaces cityId={city.data?.cityId} field={field} />
        </>
      ) : places.isPending ? (
        <SkeletonList rows={2} label="正在搜索" />
      ) : places.isError ? (
        <ErrorState title="搜索失败" onRetry={() => void places.refetch()} />
      ) : places.data.places.length === 0 ? (
        <EmptyState title={`没有找到“${keyword}”相关的地点`} hint="换个关键词试试，如站点名或区名" />
      ) : (
        <ul className={`${styles.list} ${styles.results}`} aria-label="搜索到的地点" data-testid="place-results">
          {places.data.places.map((place) => (
            <li key={`${place.kind}-${place.placeId}`}>
              <PlaceRow place={place} onChoose={() => choose(field, toSearchPlace(place))} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
};
