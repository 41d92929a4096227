import type { LineStop } from '@udian/contracts/schemas/lines';
import { Picker, Selector } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { addMinutesToClock } from '../../lib/line-summary';
import { alightingStops, boardingStops, type StopChoice } from './stop-choice';
import { usePickerWheelLabels } from '../../components/picker/use-picker-wheel-labels';
import styles from './buying.module.css';

type TimeChipsProps = { times: readonly string[]; chosen: string; onChoose: (time: string) => void };

/** The line's departure times (at its first stop); one is always chosen, so tapping it again keeps it. */
export const TimeChips = ({ times, chosen, onChoose }: TimeChipsProps) => (
  <Selector
    className={styles.times}
    aria-label="发车时间"
    options={times.map((time) => ({ label: time, value: time }))}
    value={[chosen]}
    onChange={([time]) => (time ? onChoose(time) : undefined)}
  />
);

const clockAt = (stop: LineStop, time: string): string => addMinutesToClock(time, stop.minutesFromStart) ?? '';

type StopFieldProps = {
  label: string;
  isAlighting: boolean;
  stops: readonly LineStop[];
  chosenSeq: number;
  time: string;
  onChoose: (seq: number) => void;
};

/** One stop: its name (the whole name on a long press or hover), the time the bus is due, and the picker. */
const StopField = ({ label, isAlighting, stops, chosenSeq, time, onChoose }: StopFieldProps) => {
  const [isOpen, setOpen] = useState(false);
  usePickerWheelLabels(isOpen);
  const chosen = stops.find((stop) => stop.seq === chosenSeq);
  // Time first: a long name is cut at its end in the wheel, never the time.
  const columns = [stops.map((stop) => ({ label: `${clockAt(stop, time)}  ${stop.name}`, value: String(stop.seq) }))];
  return (
    <>
      <button type="button" className={styles.field} onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid={isAlighting ? 'alight-stop' : 'board-stop'}>
        <span className={`${styles.dot} ${isAlighting ? styles.dotAlight : ''}`} aria-hidden="true" />
        <span className={styles.fieldLabel}>{label}</span>
        <span className={styles.stopName} title={chosen?.name}>
          {chosen?.name ?? '请选择'}
        </span>
        {chosen ? <span className={styles.stopTime}>{clockAt(chosen, time)}</span> : null}
        <RightOutline className={styles.chevron} aria-hidden="true" />
      </button>
      <Picker
        title={`选择${label}`}
        columns={columns}
        value={[String(chosenSeq)]}
        visible={isOpen}
        destroyOnClose
        onClose={() => setOpen(false)}
        onConfirm={([seq]) => (seq ? onChoose(Number(seq)) : undefined)}
      />
    </>
  );
};

type StopPickersProps = {
  stops: readonly LineStop[];
  chosen: StopChoice;
  time: string;
  onBoard: (seq: number) => void;
  onAlight: (seq: number) => void;
};

/**
 * Boarding and alighting stops, each chosen on a picker with the time the bus is due there. Only stops where
 * passengers may get on, and after it where they may get off, are offered.
 */
export const StopPickers = ({ stops, chosen, time, onBoard, onAlight }: StopPickersProps) => (
  <div className={styles.card}>
    <StopField label="上车站点" isAlighting={false} stops={boardingStops(stops)} chosenSeq={chosen.boardSeq} time={time} onChoose={onBoard} />
    <StopField label="下车站点" isAlighting stops={alightingStops(stops, chosen.boardSeq)} chosenSeq={chosen.alightSeq} time={time} onChoose={onAlight} />
  </div>
);
