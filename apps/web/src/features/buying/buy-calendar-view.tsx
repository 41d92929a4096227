import type { BuyCalendarDay } from '@udian/contracts/endpoints/orders/buy-calendar';
import { buildMonthGrids, type DayCell } from './calendar-grid';
import styles from './buy-calendar.module.css';

const WEEK_HEADER = ['一', '二', '三', '四', '五', '六', '日'] as const;

const toneClass: Record<DayCell['tone'], string | undefined> = {
  bookable: '',
  soldOut: styles.soldOut,
  departed: styles.departed,
  off: styles.off,
};

type DayButtonProps = { cell: DayCell; isChosen: boolean; onTap: () => void };

const DayButton = ({ cell, isChosen, onTap }: DayButtonProps) => {
  return (
    <button
      type="button"
      className={`${styles.day} ${(isChosen ? styles.chosen : toneClass[cell.tone]) ?? ''}`}
      aria-pressed={isChosen}
      aria-label={cell.ariaLabel}
      disabled={!cell.isBookable && !isChosen}
      onClick={onTap}
    >
      <span className={styles.dayNumber}>{cell.dayOfMonth}</span>
      {cell.mark ? <span className={`${styles.mark} ${cell.mark === '班' ? styles.markWork : ''}`}>{cell.mark}</span> : null}
      <span className={styles.status}>{cell.status}</span>
    </button>
  );
};

type BuyCalendarViewProps = {
  days: readonly BuyCalendarDay[];
  chosen: readonly string[];
  onToggle: (day: BuyCalendarDay) => void;
};

/** Month grids of the days on sale; a bookable day toggles, the others say why they cannot be chosen. */
export const BuyCalendarView = ({ days, chosen, onToggle }: BuyCalendarViewProps) => {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const chosenSet = new Set(chosen);
  return (
    <div className={styles.calendar} data-testid="buy-calendar">
      {buildMonthGrids(days).map((month) => (
        <div key={month.month} className={styles.month} role="group" aria-label={month.title}>
          <p className={styles.monthTitle}>{month.title}</p>
          <div className={styles.grid}>
            {WEEK_HEADER.map((name, index) => (
              <span key={name} className={`${styles.weekday} ${index >= 5 ? styles.weekend : ''}`} aria-hidden="true">
                {name}
              </span>
            ))}
            {Array.from({ length: month.leadingBlanks }, (_, index) => (
              <span key={`blank-${index}`} aria-hidden="true" />
            ))}
            {month.cells.map((cell) => {
              const day = byDate.get(cell.date);
              return (
                <DayButton
                  key={cell.date}
                  cell={cell}
                  isChosen={chosenSet.has(cell.date)}
                  onTap={() => (day ? onToggle(day) : undefined)}
                />
              );
            })}
          </div>
        </div>
      ))}
      <p className={styles.legend}>“休”为法定节假日，“班”为调休上班日，数字为剩余座位；售罄和已发车的日期不可选</p>
    </div>
  );
};
