import { useState } from 'react';
import type { CalendarDay } from '@udian/contracts/schemas/lines';
import { formatLinePrice } from '../../lib/line-summary';
import { formatServiceDate } from '../../lib/shanghai-time';
import { useLineDepartures } from './api/line-departures';
import {
  MAKE_UP_WORKDAY_TAG,
  describeCalendarDay,
  initialCalendarDate,
  leadingBlankDays,
  seatsText,
} from './calendar-view';
import styles from './service-calendar.module.css';

const WEEK_HEADER = ['一', '二', '三', '四', '五', '六', '日'] as const;

/** How the line is priced (decision 062): 暂未定价, or a fare that differs between stops (起). */
type Pricing = { isPriced?: boolean | undefined; hasStopFares?: boolean | undefined };

/** The chosen day's departures, asked for when the day is chosen (seats read fresh). */
const DepartureList = ({ lineId, date, pricing }: { lineId: string; date: string; pricing: Pricing }) => {
  const departures = useLineDepartures(lineId, date);
  if (departures.isPending) return <p className={styles.empty}>正在加载班次…</p>;
  if (departures.isError) {
    return (
      <p className={styles.empty}>
        班次加载失败，请检查网络后
        <button type="button" className={styles.retry} onClick={() => void departures.refetch()}>
          重试
        </button>
      </p>
    );
  }
  if (departures.data.departures.length === 0) return <p className={styles.empty}>当天班次已全部发出，请选择其他日期</p>;
  return (
    <ul className={styles.departures}>
      {departures.data.departures.map((departure) => (
        <li key={departure.departureId} className={`${styles.departure} ${departure.seatsLeft > 0 ? '' : styles.departureSoldOut}`}>
          <span>{departure.time} 发车</span>
          <span>
            {seatsText(departure.seatsLeft)} · {formatLinePrice({ ...pricing, priceCents: departure.priceCents })}
          </span>
        </li>
      ))}
    </ul>
  );
};

const DayDepartures = ({ lineId, day, pricing }: { lineId: string; day: CalendarDay; pricing: Pricing }) => (
  <div className={styles.dayDetail} aria-live="polite">
    <p className={styles.dayTitle}>
      {formatServiceDate(day.date)}
      {day.holidayName ? ` · ${day.holidayName}` : day.isMakeUpWorkday ? ` · ${MAKE_UP_WORKDAY_TAG}` : ''}
    </p>
    {day.isServiceDay ? <DepartureList lineId={lineId} date={day.date} pricing={pricing} /> : <p className={styles.empty}>当天不发车，请选择其他日期</p>}
  </div>
);

/** The next 30 days: which days the line runs, holidays and make-up workdays, seats left, sold-out days. */
export const ServiceCalendar = ({ lineId, days, pricing = {} }: { lineId: string; days: readonly CalendarDay[]; pricing?: Pricing }) => {
  const [selected, setSelected] = useState(() => initialCalendarDate(days));
  const first = days[0];
  if (!first) return <p className={styles.empty}>暂无排班日历，请稍后再来看看</p>;
  const selectedDay = days.find((day) => day.date === selected);
  return (
    <div className={styles.calendar} data-testid="service-calendar">
      <div className={styles.grid} role="group" aria-label="未来30天班次日历">
        {WEEK_HEADER.map((name) => (
          <span key={name} className={styles.weekday} aria-hidden="true">
            {name}
          </span>
        ))}
        {Array.from({ length: leadingBlankDays(first.date) }, (_, index) => (
          <span key={`blank-${index}`} aria-hidden="true" />
        ))}
        {days.map((day) => {
          const cell = describeCalendarDay(day);
          const toneClass = cell.tone === 'off' ? styles.off : cell.tone === 'soldOut' ? styles.soldOut : '';
          return (
            <button
              key={cell.date}
              type="button"
              className={`${styles.day} ${toneClass} ${cell.date === selected ? styles.selected : ''}`}
              aria-pressed={cell.date === selected}
              aria-label={cell.ariaLabel}
              onClick={() => setSelected(cell.date)}
            >
              <span className={styles.dayLabel}>{cell.dayLabel}</span>
              {cell.tag ? (
                <span className={`${styles.tag} ${day.holidayName ? '' : styles.makeUp}`}>{cell.tag}</span>
              ) : null}
              <span className={styles.status}>{cell.status}</span>
            </button>
          );
        })}
      </div>
      <p className={styles.legend}>“余N座”为当天剩余座位，“调休上班”为法定调休工作日</p>
      {selectedDay ? <DayDepartures lineId={lineId} day={selectedDay} pricing={pricing} /> : null}
    </div>
  );
};
