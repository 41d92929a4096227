import { TruckOutline } from 'antd-mobile-icons';
import type { LineEta } from '@udian/contracts/schemas/eta';
import { arrivalText, stopArrival } from '../../lib/eta-countdown';
import styles from './live.module.css';

type EtaStopListProps = {
  stops: ReadonlyArray<{ seq: number; stationId: string; name: string }>;
  eta: Pick<LineEta, 'isLive' | 'vehicles' | 'stops'> | null;
  receivedAt: number;
  now: number;
  chosen: string | null;
  onPick: (stationId: string) => void;
};

/** The stops in order, each with its next bus; a bus on its way to a stop is drawn beside it. Tap to choose. */
export const EtaStopList = ({ stops, eta, receivedAt, now, chosen, onPick }: EtaStopListProps) => (
  <ol className={styles.stops} data-testid="eta-stops">
    {stops.map((stop) => {
      const approaching = eta?.vehicles.filter((vehicle) => !vehicle.isStale && vehicle.nextStopSeq === stop.seq) ?? [];
      const isChosen = stop.stationId === chosen;
      return (
        <li key={`${stop.seq}-${stop.stationId}`} className={styles.stopRow}>
          <span className={styles.rail} aria-hidden="true">
            {approaching.length > 0 ? (
              <span className={styles.bus}>
                <TruckOutline />
              </span>
            ) : (
              <span className={styles.node} />
            )}
          </span>
          <button type="button" className={`${styles.stopButton} ${isChosen ? styles.chosen : ''}`} aria-pressed={isChosen} onClick={() => onPick(stop.stationId)}>
            <span className={styles.stopName} title={stop.name} data-testid="eta-stop-name">
              {stop.name}
            </span>
            <span className={styles.stopEta}>
              {approaching.length > 0 ? `${approaching.map((vehicle) => vehicle.plate).join('、')} 正驶向本站 · ` : ''}
              {eta ? arrivalText(stopArrival(eta, stop.stationId), receivedAt, now) : ''}
            </span>
          </button>
        </li>
      );
    })}
  </ol>
);
