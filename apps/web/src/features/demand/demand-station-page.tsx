import type { NearPlace, NearStation } from '@udian/contracts/endpoints/demand/demand';
import { DEMAND_PLACE_NAME_MAX_LENGTH } from '@udian/contracts/schemas/demand';
import { useId, useState } from 'react';
import type { MapPoint } from '../../components/map/map-geometry';
import { Page } from '../../components/page/page';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { goBack } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { getQueryParam } from '../../app/query-params';
import { toast } from '../../app/toast';
import { DEMAND_COLLECTION_PATH } from '../../app/page-paths';
import { DEFAULT_POINT } from '../../lib/default-place';
import { formatDistance } from '../../lib/format';
import { getEffectiveCity } from '../../lib/local-memory';
import { useIsHydrated } from '../../lib/use-hydrated';
import { useLoginInfo } from '../../lib/use-login-info';
import { useKnownLocationPoint } from '../../platform/use-location';
import { useNearPoi } from './api/near-poi';
import { emptyDemandFields, loadDemandDraft, readEndName, saveDraftEnd, type EndName } from './demand-draft';
import { validateDemand, type DemandEnd } from './demand-rules';
import { endLabels } from './end-field';
import { LazyStationMap } from './lazy-station-map';
import { regionOf, suggestPointName, UNNAMED_POINT } from './point-name';
import styles from './demand.module.css';

const OPEN_ZOOM = 15;
const CHOSEN_ZOOM = 16;

/** Back to the form with this end filled: the page that opened the map, or the form itself when opened directly. */
const finish = (end: EndName, place: DemandEnd) => {
  saveDraftEnd(end, place);
  goBack(getHref(DEMAND_COLLECTION_PATH));
};

const StationRow = ({ station, onChoose }: { station: NearStation; onChoose: () => void }) => (
  <li className={styles.nearRow}>
    <span className={styles.optionTag} aria-hidden="true">
      站
    </span>
    <span className={styles.optionText}>
      <span className={styles.optionName} title={station.name}>
        {station.name}
      </span>
      <span className={styles.optionDetail}>距所选位置 {formatDistance(station.distanceM)}</span>
    </span>
    {station.canChoose ? (
      <button type="button" className={styles.smallButton} onClick={onChoose} aria-label={`选用${station.name}`}>
        选用
      </button>
    ) : (
      <span className={styles.nearFar}>较远</span>
    )}
  </li>
);

const PlaceRow = ({ place, onName }: { place: NearPlace; onName: () => void }) => (
  <li>
    <button type="button" className={styles.option} onClick={onName} aria-label={`用「${place.name}」命名`}>
      <span className={styles.optionTag} aria-hidden="true">
        {place.kind === 'address' ? '址' : '区'}
      </span>
      <span className={styles.optionText}>
        <span className={styles.optionName} title={place.name}>
          {place.name}
        </span>
        <span className={styles.optionDetail}>
          {place.kind === 'address' ? '我的常用地址' : '所在区域'}
          {place.distanceM > 0 ? ` · ${formatDistance(place.distanceM)}` : ''}
        </span>
      </span>
    </button>
  </li>
);

type StationPickerProps = { userId: string; end: EndName };

const StationPicker = ({ userId, end }: StationPickerProps) => {
  const id = useId();
  const known = useKnownLocationPoint();
  const [opening] = useState(() => {
    const draft = loadDemandDraft() ?? emptyDemandFields();
    const current = draft[end];
    const other = draft[end === 'from' ? 'to' : 'from'];
    const city = getEffectiveCity();
    const located = known && !known.isDefault ? known : null;
    const cityCentre = city?.lng !== undefined && city.lat !== undefined ? { lng: city.lng, lat: city.lat } : null;
    const centre = current ?? other ?? located ?? cityCentre ?? DEFAULT_POINT;
    return { current, centre: { lng: centre.lng, lat: centre.lat }, zoom: current ? CHOSEN_ZOOM : OPEN_ZOOM };
  });
  const [picked, setPicked] = useState<MapPoint | null>(opening.current ? { lng: opening.current.lng, lat: opening.current.lat } : null);
  const [typedName, setTypedName] = useState<string | null>(opening.current?.name ?? null);
  const [error, setError] = useState<string | null>(null);
  const near = useNearPoi(userId, picked);
  const suggested = near.data ? suggestPointName(near.data) : '';
  const name = typedName ?? suggested;
  const label = endLabels[end];
  const nearest = near.data?.stations[0] ?? null;

  const pick = (point: MapPoint) => {
    setPicked(point);
    setTypedName(null);
    setError(null);
  };

  const choose = (place: DemandEnd) => {
    const problem = validateDemand({ ...emptyDemandFields(), from: place, to: null }).from;
    if (problem) {
      setError(problem);
      toast.fail(problem);
      return;
    }
    finish(end, place);
  };

  const confirmPoint = () => {
    if (!picked) return;
    choose({ name: name.trim() || UNNAMED_POINT, address: regionOf(near.data?.places ?? []), lng: picked.lng, lat: picked.lat, stationId: null });
  };

  const chooseStation = (station: NearStation) =>
    choose({ name: station.name, address: regionOf(near.data?.places ?? []), lng: station.lng, lat: station.lat, stationId: station.stationId });

  return (
    <>
      <p className={styles.mapHint}>点击地图选择{label}，附近有站点时也可直接选用站点</p>
      <LazyStationMap centre={opening.centre} zoom={opening.zoom} picked={picked} station={nearest ? { lng: nearest.lng, lat: nearest.lat, name: nearest.name } : null} onPick={pick} />
      {picked ? (
        <section className={styles.formCard} aria-label="所选位置">
          <label className={styles.noteLabel} htmlFor={`${id}-name`}>
            {label}名称
          </label>
          <input
            id={`${id}-name`}
            className={styles.nameInput}
            value={name}
            maxLength={DEMAND_PLACE_NAME_MAX_LENGTH}
            placeholder={near.isPending ? '正在获取附近地点…' : '为这个位置起个名字，如 公司'}
            onChange={(event) => {
              setTypedName(event.target.value);
              setError(null);
            }}
          />
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <button type="button" className={styles.submit} onClick={confirmPoint} disabled={near.isPending && typedName === null}>
            确认使用此位置
          </button>
        </section>
      ) : (
        <p className={styles.mapEmpty}>还没有选择位置：请点击地图</p>
      )}
      {near.data && near.data.stations.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${id}-stations`}>
          <h2 id={`${id}-stations`} className={styles.sectionTitle}>
            附近站点
          </h2>
          <ul className={styles.options}>
            {near.data.stations.map((station) => (
              <StationRow key={station.stationId} station={station} onChoose={() => chooseStation(station)} />
            ))}
          </ul>
        </section>
      ) : null}
      {near.data && near.data.places.length > 0 ? (
        <section className={styles.section} aria-labelledby={`${id}-places`}>
          <h2 id={`${id}-places`} className={styles.sectionTitle}>
            附近地点
          </h2>
          <ul className={styles.options}>
            {near.data.places.map((place, index) => (
              <PlaceRow key={`${place.kind}-${index}`} place={place} onName={() => setTypedName([...place.name].slice(0, DEMAND_PLACE_NAME_MAX_LENGTH).join(''))} />
            ))}
          </ul>
        </section>
      ) : null}
      {near.data && near.data.stations.length === 0 ? <p className={styles.mapEmpty}>附近 1 公里内暂无站点，可直接使用所选位置</p> : null}
    </>
  );
};

const DemandStation = () => {
  const login = useLoginInfo();
  const isHydrated = useIsHydrated();
  const end = readEndName(getQueryParam('end'));
  // The draft and the map are the device's: the picker starts once hydrated.
  if (!login || !isHydrated) return <SkeletonList rows={3} label="正在加载地图" />;
  return <StationPicker key={end} userId={login.userId} end={end} />;
};

/**
 * demand-station (地图选站, ?end=from|to): a tapped point, the stations around it nearest first (/demand/nearPoi;
 * those close enough may be chosen instead) and the places that name it; the chosen end goes back to
 * demand-collection's draft.
 */
export const DemandStationPage = () => (
  <RequireLogin>
    <Page>
      <DemandStation />
    </Page>
  </RequireLogin>
);
