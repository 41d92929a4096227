import { CARPOOL_DAYS_AHEAD } from '@udian/contracts/schemas/carpool';
import { CascadePicker, type CascadePickerOption } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { usePickerWheelLabels } from '../../components/picker/use-picker-wheel-labels';
import { addDays, formatServiceDate, pad2 } from '../../lib/shanghai-time';
import styles from './carpool.module.css';

/** The fields the start form and the route search share: the two ends, the date and the time on wheels. */

export type EndName = 'from' | 'to';
export const endLabels: Record<EndName, string> = { from: '出发地', to: '目的地' };

const MINUTE_STEP = 5;

/** Every hour of the day, every five minutes: a carpool may leave at night, across midnight. */
export const clockOptions: CascadePickerOption[] = Array.from({ length: 24 }, (_, hour) => ({
  label: `${pad2(hour)}时`,
  value: pad2(hour),
  children: Array.from({ length: 60 / MINUTE_STEP }, (__, i) => ({ label: `${pad2(i * MINUTE_STEP)}分`, value: pad2(i * MINUTE_STEP) })),
}));

/** Today and the next CARPOOL_DAYS_AHEAD days. */
export const dateOptions = (today: string): CascadePickerOption[] =>
  Array.from({ length: CARPOOL_DAYS_AHEAD + 1 }, (_, i) => {
    const date = addDays(today, i);
    return { label: `${formatServiceDate(date)}${i === 0 ? '（今天）' : i === 1 ? '（明天）' : ''}`, value: date };
  });

export const FieldError = ({ text }: { text: string | undefined }) =>
  text ? (
    <p className={styles.error} role="alert">
      {text}
    </p>
  ) : null;

type PickRowProps = { label: string; value: string; isPlaceholder?: boolean; onOpen: () => void };

export const PickRow = ({ label, value, isPlaceholder = false, onOpen }: PickRowProps) => (
  <button type="button" className={styles.row} onClick={onOpen} aria-haspopup="dialog" aria-label={`${label}：${value}`}>
    <span className={styles.rowLabel}>{label}</span>
    <span className={`${styles.rowValue} ${isPlaceholder ? styles.placeholder : ''}`}>{value}</span>
    <RightOutline className={styles.chevron} aria-hidden="true" />
  </button>
);

type WheelRowProps = { label: string; text: string; options: CascadePickerOption[]; value: string[]; onChange: (value: string[]) => void };

/** A wheel (the date, or the hour and minute) behind a row. */
export const WheelRow = ({ label, text, options, value, onChange }: WheelRowProps) => {
  const [isOpen, setOpen] = useState(false);
  usePickerWheelLabels(isOpen);
  return (
    <>
      <PickRow label={label} value={text} onOpen={() => setOpen(true)} />
      <CascadePicker
        title={`选择${label}`}
        options={options}
        value={value}
        visible={isOpen}
        destroyOnClose
        onClose={() => setOpen(false)}
        onConfirm={(chosen) => (chosen.every((v) => v !== null) ? onChange(chosen as string[]) : undefined)}
      />
    </>
  );
};

export type RouteEnd = { name: string; lng: number; lat: number };

type RouteWhenProps = {
  today: string;
  from: RouteEnd | null;
  to: RouteEnd | null;
  date: string;
  time: string;
  onOpenSheet: (end: EndName) => void;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
};

/** The route search's rows: where from, where to, which day, what time. */
export const RouteWhen = ({ today, from, to, date, time, onOpenSheet, onDate, onTime }: RouteWhenProps) => (
  <>
    <PickRow label="出发地" value={from?.name ?? '选择出发地'} isPlaceholder={!from} onOpen={() => onOpenSheet('from')} />
    <PickRow label="目的地" value={to?.name ?? '选择目的地'} isPlaceholder={!to} onOpen={() => onOpenSheet('to')} />
    <WheelRow label="出发日期" text={formatServiceDate(date)} options={dateOptions(today)} value={[date]} onChange={([chosen]) => onDate(chosen!)} />
    <WheelRow label="出发时间" text={time} options={clockOptions} value={[time.slice(0, 2), time.slice(3, 5)]} onChange={([h, m]) => onTime(`${h}:${m}`)} />
  </>
);
