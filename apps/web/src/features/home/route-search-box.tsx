import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { swapSearchPlaces, useCommonState, type PlaceField, type SearchPlace } from '../../lib/common-store';
import { SEARCH_ADDRESS_PATH, SEARCH_RESULT_PATH } from '../../app/page-paths';
import { HomeIcon } from './lazy-icon';
import styles from './route-search-box.module.css';

const fieldLabels: Readonly<Record<PlaceField, { label: string; placeholder: string }>> = {
  start: { label: '起点', placeholder: '从哪里出发' },
  end: { label: '终点', placeholder: '要去哪里' },
};

const PlaceButton = ({ field, place }: { field: PlaceField; place: SearchPlace | '' }) => {
  const { label, placeholder } = fieldLabels[field];
  return (
    <button
      type="button"
      className={styles.field}
      aria-label={`${label}：${place ? place.name : '未选择'}`}
      onClick={() => navigateTo(getHref(SEARCH_ADDRESS_PATH, { field }))}
    >
      <span className={`${styles.dot} ${styles[field]}`} aria-hidden="true" />
      <span className={place ? styles.value : `${styles.value} ${styles.placeholder}`} title={place ? place.name : undefined}>{place ? place.name : placeholder}</span>
    </button>
  );
};

/** Start → end: each field opens search-address; with both chosen, the search opens the results. */
export const RouteSearchBox = () => {
  const { startLocation, endLocation } = useCommonState();
  const isComplete = startLocation !== '' && endLocation !== '';
  return (
    <section className={styles.box} aria-label="路线查询">
      <div className={styles.fields}>
        <PlaceButton field="start" place={startLocation} />
        <PlaceButton field="end" place={endLocation} />
      </div>
      <div className={styles.side}>
        <button type="button" className={styles.swap} aria-label="交换起点和终点" onClick={swapSearchPlaces}>
          <HomeIcon name="SwapIcon" className={styles.swapIcon} />
        </button>
        <button
          type="button"
          className={styles.go}
          disabled={!isComplete}
          onClick={() => navigateTo(getHref(SEARCH_RESULT_PATH))}
        >
          查线路
        </button>
      </div>
    </section>
  );
};
