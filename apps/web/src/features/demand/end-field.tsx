import { EnvironmentOutline, RightOutline } from 'antd-mobile-icons';
import { AppLink } from '../../components/app-link';
import { DEMAND_STATION_PATH } from '../../app/page-paths';
import type { EndName } from './demand-draft';
import type { DemandEnd } from './demand-rules';
import styles from './demand.module.css';

export const endLabels: Readonly<Record<EndName, string>> = { from: '出发地', to: '目的地' };

type EndFieldProps = { end: EndName; value: DemandEnd | null; error?: string; onOpen: () => void };

/**
 * One end of the commute: the chosen place (tap to search, locate or pick a common address) and 地图选点,
 * which opens demand-station for this end.
 */
export const EndField = ({ end, value, error, onOpen }: EndFieldProps) => {
  const label = endLabels[end];
  return (
    <>
      <div className={styles.endRow}>
        <span className={`${styles.dot} ${end === 'from' ? styles.dotFrom : styles.dotTo}`} aria-hidden="true" />
        <button type="button" className={styles.endButton} onClick={onOpen} aria-haspopup="dialog" aria-label={`${label}：${value ? value.name : '请选择'}`} data-testid={`demand-${end}`}>
          <span className={styles.endLabel}>{label}</span>
          <span className={value ? styles.endValue : styles.endPlaceholder} title={value?.name}>
            {value ? value.name : `请选择${label}`}
          </span>
          <RightOutline className={styles.chevron} aria-hidden="true" />
        </button>
        <AppLink to={DEMAND_STATION_PATH} query={{ end }} className={styles.mapLink}>
          <EnvironmentOutline aria-hidden="true" />
          <span>地图选点</span>
          <span className={styles.hiddenLabel}>：{label}</span>
        </AppLink>
      </div>
      {value?.address ? <p className={styles.endDetail}>{value.address}</p> : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
};
