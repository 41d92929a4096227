import { shiftDirectionLabels, type ShiftDirection } from '@udian/contracts/schemas/groups';
import { CascadePicker, DatePicker, type CascadePickerOption } from 'antd-mobile';
import { AddOutline, CloseCircleOutline, RightOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { PlaceSheet } from '../../components/place-sheet/place-sheet';
import { usePickerWheelLabels } from '../../components/picker/use-picker-wheel-labels';
import { addDays, formatServiceDate, pad2, parseServiceDate, WEEKDAY_NAMES_MONDAY_FIRST } from '../../lib/shanghai-time';
import { SHUTTLE_LIMITS, type ShiftFields, type SiteFields } from './company-line-rules';
import styles from './company-lines.module.css';

/** The fields of the shuttle request that are more than a text box: sites, shifts, weekdays, the start date. */

export const FieldError = ({ text }: { text: string | undefined }) =>
  text ? (
    <p className={styles.error} role="alert">
      {text}
    </p>
  ) : null;

/** The red star of a field that must be filled, seen but not read out (the field's name stays its name). */
export const RequiredMark = () => (
  <span className={styles.required} aria-hidden="true">
    *
  </span>
);

const DETAIL_MAX_LENGTH = 100;

type SitesFieldProps = { sites: readonly SiteFields[]; onChange: (sites: SiteFields[]) => void; newKey: () => string; error?: string };

/**
 * 地点: where the shuttle picks up and sets down, 2–10, each chosen on the place sheet (a station or district
 * found by name, the passenger's location, a common address) and named as the enterprise calls it.
 */
export const SitesField = ({ sites, onChange, newKey, error }: SitesFieldProps) => {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const isFull = sites.length >= SHUTTLE_LIMITS.sitesMax;
  return (
    <section className={styles.formCard} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        上下车地点
      </h2>
      <p className={styles.hint}>办公地点与员工集合点，至少 2 个，最多 10 个；可修改地点名称</p>
      {sites.length > 0 ? (
        <ol className={styles.items} data-testid="shuttle-sites">
          {sites.map((site, index) => (
            <li key={site.key} className={styles.item}>
              <span className={styles.itemIndex} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.itemMain}>
                <input
                  className={styles.siteName}
                  aria-label={`第 ${index + 1} 个地点的名称`}
                  value={site.name}
                  maxLength={SHUTTLE_LIMITS.siteName}
                  onChange={(event) => onChange(sites.map((item) => (item.key === site.key ? { ...item, name: event.target.value } : item)))}
                />
                {site.detail ? <span className={styles.itemDetail}>{site.detail}</span> : null}
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`删除第 ${index + 1} 个地点`}
                onClick={() => onChange(sites.filter((item) => item.key !== site.key))}
              >
                <CloseCircleOutline />
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <button type="button" className={styles.add} onClick={() => setOpen(true)} disabled={isFull} aria-haspopup="dialog">
        <AddOutline aria-hidden="true" />
        {isFull ? '已添加 10 个地点' : '添加地点'}
      </button>
      <FieldError text={error} />
      <PlaceSheet
        title="添加地点"
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        nameMaxLength={SHUTTLE_LIMITS.siteName}
        detailMaxLength={DETAIL_MAX_LENGTH}
        onChoose={(place) => onChange([...sites, { key: newKey(), name: place.name, detail: place.detail, lng: place.lng, lat: place.lat }])}
      />
    </section>
  );
};

const MINUTE_STEP = 5;

/** Every hour of the day and every five minutes: shifts start at any hour, night shifts too. */
const clockOptions: CascadePickerOption[] = Array.from({ length: 24 }, (_, hour) => ({
  label: `${pad2(hour)}时`,
  value: pad2(hour),
  children: Array.from({ length: 60 / MINUTE_STEP }, (__, index) => ({ label: `${pad2(index * MINUTE_STEP)}分`, value: pad2(index * MINUTE_STEP) })),
}));

const directions: readonly ShiftDirection[] = ['toWork', 'offWork'];

const ShiftRow = ({ shift, index, onChange, onRemove }: { shift: ShiftFields; index: number; onChange: (shift: ShiftFields) => void; onRemove: () => void }) => {
  const [isOpen, setOpen] = useState(false);
  usePickerWheelLabels(isOpen);
  return (
    <li className={styles.item}>
      <span className={styles.itemIndex} aria-hidden="true">
        {index + 1}
      </span>
      <button type="button" className={styles.pickRow} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={`第 ${index + 1} 个班次的时间：${shift.time}`}>
        <span className={styles.pickValue}>{shift.time}</span>
        <RightOutline className={styles.chevron} aria-hidden="true" />
      </button>
      <span className={styles.directions} role="group" aria-label={`第 ${index + 1} 个班次是上班还是下班`}>
        {directions.map((direction) => (
          <button
            key={direction}
            type="button"
            className={`${styles.chip} ${shift.direction === direction ? styles.chipOn : ''}`}
            aria-pressed={shift.direction === direction}
            onClick={() => onChange({ ...shift, direction })}
          >
            {shiftDirectionLabels[direction]}
          </button>
        ))}
      </span>
      <button type="button" className={styles.remove} aria-label={`删除第 ${index + 1} 个班次`} onClick={onRemove}>
        <CloseCircleOutline />
      </button>
      <CascadePicker
        title="选择班次时间"
        options={clockOptions}
        value={[shift.time.slice(0, 2), shift.time.slice(3, 5)]}
        visible={isOpen}
        destroyOnClose
        onClose={() => setOpen(false)}
        onConfirm={([hour, minute]) => (hour && minute ? onChange({ ...shift, time: `${hour}:${minute}` }) : undefined)}
      />
    </li>
  );
};

type ShiftsFieldProps = { shifts: readonly ShiftFields[]; onChange: (shifts: ShiftFields[]) => void; newKey: () => string; error?: string };

/** 班次: 1–6 times of the day, each 上班 (to the workplace) or 下班 (from it). */
export const ShiftsField = ({ shifts, onChange, newKey, error }: ShiftsFieldProps) => {
  const id = useId();
  const isFull = shifts.length >= SHUTTLE_LIMITS.shiftsMax;
  const last = shifts.at(-1);
  const add = () => onChange([...shifts, { key: newKey(), time: last?.direction === 'toWork' ? '18:00' : '08:30', direction: last?.direction === 'toWork' ? 'offWork' : 'toWork' }]);
  return (
    <section className={styles.formCard} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        班次
      </h2>
      <p className={styles.hint}>上班为到达办公地点的时间，下班为从办公地点出发的时间</p>
      {shifts.length > 0 ? (
        <ol className={styles.items} data-testid="shuttle-shifts">
          {shifts.map((shift, index) => (
            <ShiftRow
              key={shift.key}
              shift={shift}
              index={index}
              onChange={(changed) => onChange(shifts.map((item) => (item.key === shift.key ? changed : item)))}
              onRemove={() => onChange(shifts.filter((item) => item.key !== shift.key))}
            />
          ))}
        </ol>
      ) : null}
      <button type="button" className={styles.add} onClick={add} disabled={isFull}>
        <AddOutline aria-hidden="true" />
        {isFull ? '已添加 6 个班次' : '添加班次'}
      </button>
      <FieldError text={error} />
    </section>
  );
};

/** 运营日: the days of the week the shuttle runs, as seven toggles (Monday first). */
export const WeekdaysField = ({ weekdays, onChange, error }: { weekdays: readonly number[]; onChange: (weekdays: number[]) => void; error?: string }) => {
  const toggle = (day: number) => onChange(weekdays.includes(day) ? weekdays.filter((item) => item !== day) : [...weekdays, day].sort((a, b) => a - b));
  return (
    <>
      <div className={styles.weekdays} role="group" aria-label="运营日">
        {WEEKDAY_NAMES_MONDAY_FIRST.map((name, index) => (
          <button key={name} type="button" className={`${styles.chip} ${weekdays.includes(index + 1) ? styles.chipOn : ''}`} aria-pressed={weekdays.includes(index + 1)} onClick={() => toggle(index + 1)}>
            {name}
          </button>
        ))}
      </div>
      <FieldError text={error} />
    </>
  );
};

/** How far ahead a shuttle may be asked to start. */
const START_DAYS_AHEAD = 180;

const localDate = (date: string): Date => {
  const { year, month, day } = parseServiceDate(date);
  return new Date(year, month - 1, day);
};

const dateText = (date: Date): string => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

const wheelUnits = { year: '年', month: '月', day: '日' } as const;

/** 开始日期: from today (Asia/Shanghai) to half a year ahead, on antd-mobile's date wheel. */
export const StartDateField = ({ value, today, onChange, error }: { value: string; today: string; onChange: (date: string) => void; error?: string }) => {
  const [isOpen, setOpen] = useState(false);
  usePickerWheelLabels(isOpen);
  return (
    <>
      <div className={styles.row}>
        <span className={styles.rowLabel}>
          开始日期
          <RequiredMark />
        </span>
        <button type="button" className={styles.pickRow} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={`开始日期：${value ? formatServiceDate(value) : '请选择'}`}>
          <span className={`${styles.pickValue} ${value ? '' : styles.placeholder}`}>{value ? `${value} ${formatServiceDate(value).split(' ')[1] ?? ''}` : '请选择'}</span>
          <RightOutline className={styles.chevron} aria-hidden="true" />
        </button>
      </div>
      <FieldError text={error} />
      <DatePicker
        title="选择开始日期"
        visible={isOpen}
        precision="day"
        min={localDate(today)}
        max={localDate(addDays(today, START_DAYS_AHEAD))}
        value={value ? localDate(value) : localDate(today)}
        renderLabel={(type, data) => `${data}${type in wheelUnits ? wheelUnits[type as keyof typeof wheelUnits] : ''}`}
        destroyOnClose
        onClose={() => setOpen(false)}
        onConfirm={(date) => onChange(dateText(date))}
      />
    </>
  );
};
