import { useQueryClient } from '@tanstack/react-query';
import { DotLoading, List, SearchBar } from 'antd-mobile';
import { EnvironmentOutline } from 'antd-mobile-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { currentPositionQueryOptions } from '../../api/queries/current-position';
import type { MapPoint } from '../../components/map/map-geometry';
import { useLocationPoint } from '../../platform/use-location';
import { LazyPointPicker } from './lazy-point-picker';
import { PICKED_ZOOM } from './point-picker-zoom';
import { nameForPoint, type KnownPlace } from './point-name';
import { usePlaceFinder, type FoundPlace } from './use-place-finder';
import styles from './addresses.module.css';

/** The address's place: a point with the name the passenger sees (never its numbers). */
export type ChosenPlace = { lng: number; lat: number; name: string; detail: string };

type LocationFieldProps = {
  /** Given by the form (Form.Item name="place"). */
  value?: ChosenPlace | null;
  onChange?: (place: ChosenPlace) => void;
  /** A place was chosen and named (the editor fills an empty name with it). */
  onFound?: (place: ChosenPlace) => void;
  /** Saved addresses, to name a tapped point near one. */
  knownPlaces: ReadonlyArray<KnownPlace>;
};

const SEARCH_DELAY_MS = 300;
const NAMING = '正在获取地点名称…';

const useDebounced = (text: string, ms: number) => {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
};

const SearchResults = ({ keyword, places, isPending, isError, onChoose }: { keyword: string; places: FoundPlace[] | undefined; isPending: boolean; isError: boolean; onChoose: (place: FoundPlace) => void }) => {
  if (!keyword) return null;
  if (isPending) {
    return (
      <div className={styles.searchState} role="status">
        正在搜索
        <DotLoading />
      </div>
    );
  }
  if (isError) return <p className={styles.searchState}>搜索失败，请检查网络后重试，或在地图上点选</p>;
  if (!places || places.length === 0) return <p className={styles.searchState}>没有找到“{keyword}”，换个名称试试，或在地图上点选</p>;
  return (
    <List className={styles.results} aria-label="搜索结果">
      {places.map((place) => (
        <List.Item key={place.id} prefix={<EnvironmentOutline className={styles.resultIcon} />} description={place.detail || undefined} onClick={() => onChoose(place)} arrowIcon={false}>
          <span className={styles.ellipsis} title={place.name}>
            {place.name}
          </span>
        </List.Item>
      ))}
    </List>
  );
};

/**
 * Finds the address's place by name or by a tap on the map, and says which place is chosen by its name.
 * The map opens where the passenger is.
 */
export const LocationField = ({ value = null, onChange, onFound, knownPlaces }: LocationFieldProps) => {
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const found = usePlaceFinder(keyword);
  const location = useLocationPoint();
  const me = location.data && !location.data.isDefault ? location.data : null;
  const passenger = useMemo(() => (me ? { lng: me.lng, lat: me.lat } : null), [me]);
  const [focus, setFocus] = useState<{ point: MapPoint; zoom: number } | null>(null);
  const tapTicket = useRef(0);

  // The map starts where the passenger is, once known, unless a place is already chosen.
  const hasValue = value !== null;
  useEffect(() => {
    if (passenger && !hasValue) setFocus({ point: passenger, zoom: PICKED_ZOOM - 1 });
  }, [passenger, hasValue]);

  const choose = (place: FoundPlace) => {
    const chosen = { lng: place.lng, lat: place.lat, name: place.name, detail: place.detail };
    onChange?.(chosen);
    onFound?.(chosen);
    setFocus({ point: chosen, zoom: PICKED_ZOOM });
    setTyped('');
  };

  const pick = async (point: MapPoint) => {
    const ticket = ++tapTicket.current;
    onChange?.({ ...point, name: NAMING, detail: '' });
    const server = await client.fetchQuery(currentPositionQueryOptions(point)).catch(() => null);
    if (ticket !== tapTicket.current) return;
    const known = [...(found.data ?? []), ...knownPlaces];
    const named = { ...point, name: nameForPoint(point, server?.address, known), detail: server?.regionName ?? '' };
    onChange?.(named);
    onFound?.(named);
  };

  return (
    <div className={styles.location}>
      <SearchBar placeholder="搜索地点，如 科技园" value={typed} onChange={setTyped} onSearch={setTyped} maxLength={50} />
      <SearchResults keyword={keyword} places={found.data} isPending={found.isPending} isError={found.isError} onChoose={choose} />
      <p className={styles.chosen} data-testid="chosen-place" aria-live="polite">
        <EnvironmentOutline className={styles.chosenIcon} />
        {value ? (
          <span className={styles.ellipsis} title={value.name}>
            已选位置：{value.name}
            {value.detail ? <span className={styles.chosenDetail}>{value.detail}</span> : null}
          </span>
        ) : (
          <span className={styles.chosenHint}>搜索地点，或在地图上点选位置</span>
        )}
      </p>
      <LazyPointPicker value={value} onPick={(point) => void pick(point)} focus={focus} passenger={passenger} />
    </div>
  );
};
