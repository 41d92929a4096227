import { CascadePicker, type CascadePickerOption } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { DEMAND_EARLIEST_MINUTES, DEMAND_LATEST_MINUTES } from '@udian/contracts/schemas/demand';
import { usePickerWheelLabels } from '../../components/picker/use-picker-wheel-labels';
import { pad2 } from '../../lib/shanghai-time';
import styles from './demand.module.css';

/** Minutes on the wheel: every five, finer than any bus timetable needs, coarse enough to scroll. */
export const CLOCK_STEP_MINUTES = 5;

/** The wheel's hours and minutes, 05:00 to 23:00 and nothing outside (the contract's window). */
export const clockOptions = (): CascadePickerOption[] => {
  const options: CascadePickerOption[] = [];
  for (let hour = DEMAND_EARLIEST_MINUTES / 60; hour <= DEMAND_LATEST_MINUTES / 60; hour += 1) {
    const minutes: CascadePickerOption[] = [];
    for (let minute = 0; minute < 60; minute += CLOCK_STEP_MINUTES) {
      if (hour * 60 + minute > DEMAND_LATEST_MINUTES) break;
      minutes.push({ label: `${pad2(minute)}分`, value: pad2(minute) });
    }
    options.push({ label: `${pad2(hour)}时`, value: pad2(hour), children: minutes });
  }
  return options;
};

const options = clockOptions();

type ClockFieldProps = { label: string; value: string; onChange: (clock: string) => void; error?: string };

/** A time of the window on a wheel of hours and minutes within 05:00–23:00. */
export const ClockField = ({ label, value, onChange, error }: ClockFieldProps) => {
  const [isOpen, setOpen] = useState(false);
  usePickerWheelLabels(isOpen);
  return (
    <>
      <button type="button" className={styles.fieldRow} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={`${label}：${value}`}>
        <span className={styles.fieldLabel}>{label}</span>
        <span className={styles.fieldValue}>{value}</span>
        <RightOutline className={styles.chevron} aria-hidden="true" />
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <CascadePicker
        title={`选择${label}`}
        options={options}
        value={[value.slice(0, 2), value.slice(3, 5)]}
        visible={isOpen}
        destroyOnClose
        onClose={() => setOpen(false)}
        onConfirm={([hour, minute]) => (hour && minute ? onChange(`${hour}:${minute}`) : undefined)}
      />
    </>
  );
};
