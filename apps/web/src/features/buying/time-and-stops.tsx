import type { LineStop } from '@udian/contracts/schemas/lines';
import { addMinutesToClock } from '../../lib/line-summary';
import { alightingStops, boardingStops, type StopChoice } from './stop-choice';
import styles from './buying.module.css';

type TimeChipsProps = { times: readonly string[]; chosen: string; onChoose: (time: string) => void };

/** The line's departure times (at its first stop); one is always chosen. */
export const TimeChips = ({ times, chosen, onChoose }: TimeChipsProps) => (
  <div className={styles.chips} role="group" aria-label="发车时间">
    {times.map((time) => (
      <button key={time} type="button" className={styles.chip} aria-pressed={time === chosen} onClick={() => onChoose(time)}>
        {time}
      </button>
    ))}
  </div>
);

const stopOption = (stop: LineStop, time: string) => (
  <option key={stop.seq} value={stop.seq}>
    {stop.name} {addMinutesToClock(time, stop.minutesFromStart) ?? ''}
  </option>
);

type StopPickersProps = {
  stops: readonly LineStop[];
  chosen: StopChoice;
  time: string;
  onBoard: (seq: number) => void;
  onAlight: (seq: number) => void;
};

/**
 * Boarding and alighting stops as the phone's own pickers, each with the time the bus is due there. Only
 * stops where passengers may get on, and after it where they may get off, are offered.
 */
export const StopPickers = ({ stops, chosen, time, onBoard, onAlight }: StopPickersProps) => (
  <div className={styles.card}>
    <label className={styles.field}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.fieldLabel}>上车站点</span>
      <select className={styles.select} value={chosen.boardSeq} onChange={(event) => onBoard(Number(event.target.value))}>
        {boardingStops(stops).map((stop) => stopOption(stop, time))}
      </select>
    </label>
    <label className={styles.field}>
      <span className={`${styles.dot} ${styles.dotAlight}`} aria-hidden="true" />
      <span className={styles.fieldLabel}>下车站点</span>
      <select className={styles.select} value={chosen.alightSeq} onChange={(event) => onAlight(Number(event.target.value))}>
        {alightingStops(stops, chosen.boardSeq).map((stop) => stopOption(stop, time))}
      </select>
    </label>
  </div>
);
