import type { LineEta } from '@udian/contracts/schemas/eta';
import { arrivalText, stopArrival } from '../../lib/eta-countdown';
import { boardingSourceText, type BoardingSource } from './boarding-stop';
import styles from './live.module.css';

type MyStopCardProps = {
  stop: { stationId: string; name: string } | null;
  source: BoardingSource | null;
  isChoosing: boolean;
  eta: Pick<LineEta, 'isLive' | 'vehicles' | 'stops'> | null;
  /** When the ETA answer arrived on this device (ms); the countdown runs from there. */
  receivedAt: number;
  now: number;
};

/** The ETA at the passenger's boarding stop, counted down every second between polls. */
export const MyStopCard = ({ stop, source, isChoosing, eta, receivedAt, now }: MyStopCardProps) => {
  if (!stop) {
    return (
      <section className={styles.myStop} aria-label="我的上车站" data-testid="my-stop">
        <p className={styles.myStopHint}>{isChoosing ? '正在确定你的上车站…' : '点击下方站点，查看车辆到达该站的时间'}</p>
      </section>
    );
  }
  const arrival = eta ? stopArrival(eta, stop.stationId) : null;
  return (
    <section className={styles.myStop} aria-label="我的上车站" data-testid="my-stop">
      <p className={styles.myStopName}>
        <span>{stop.name}</span>
        {source ? <span className={styles.source}>{boardingSourceText[source]}</span> : null}
      </p>
      <p className={styles.myStopEta} aria-live="off" data-testid="my-stop-eta">
        {arrival ? arrivalText(arrival, receivedAt, now) : '正在获取到站时间…'}
      </p>
      {arrival?.kind === 'eta' && arrival.vehicle ? <p className={styles.myStopHint}>车辆 {arrival.vehicle.plate}</p> : null}
    </section>
  );
};
