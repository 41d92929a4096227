import type { BuyCalendarDay } from '@udian/contracts/endpoints/orders/buy-calendar';
import { Button } from 'antd-mobile';
import { AppLink } from '../../components/app-link';
import { Section } from '../../components/page/page';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { buyTicketQuery } from '../../lib/buy-ticket-draft';
import { toast } from '../../app/toast';
import { TRAFFIC_CALENDAR_PATH } from '../../app/page-paths';
import { shanghaiToday } from '../../lib/shanghai-time';
import { BuyCalendarView } from './buy-calendar-view';
import { thisMonthDates, thisWeekDates, toggleDate } from './date-shortcuts';
import { formatChosenDates } from './service-date';
import type { BuyChoice } from './use-buy-choice';
import styles from './buying.module.css';

type DatePickerProps = {
  days: readonly BuyCalendarDay[] | null;
  isError: boolean;
  onRetry: () => void;
  dates: readonly string[];
  riderCount: number;
  onChange: (dates: string[]) => void;
};

/** Shortcuts and the month calendar; shared by the buying page and the full-page traffic calendar. */
export const DatePicker = ({ days, isError, onRetry, dates, riderCount, onChange }: DatePickerProps) => {
  if (!days) return isError ? <ErrorState title="日历加载失败" onRetry={onRetry} /> : <SkeletonList rows={4} label="日历加载中" />;
  const today = shanghaiToday();
  const shortcut = (picked: string[], emptyText: string) => {
    if (picked.length === 0) toast.info(emptyText);
    else onChange(picked);
  };
  const onToggle = (day: BuyCalendarDay) => {
    const result = toggleDate(dates, day, riderCount);
    if (result.refusal) toast.info(result.refusal);
    else onChange(result.dates);
  };
  return (
    <>
      <div className={styles.shortcuts}>
        <Button size="small" shape="rounded" onClick={() => shortcut(thisWeekDates(days, today, riderCount), '本周已没有可购买的班次日')}>
          本周全部班次日
        </Button>
        <Button size="small" shape="rounded" onClick={() => shortcut(thisMonthDates(days, today, riderCount), '本月已没有可购买的班次日')}>
          本月全部班次日
        </Button>
        {dates.length > 0 ? (
          <Button size="small" fill="none" color="primary" onClick={() => onChange([])}>
            清空
          </Button>
        ) : null}
      </div>
      <BuyCalendarView days={days} chosen={dates} onToggle={onToggle} />
    </>
  );
};

type DateSectionProps = { choice: BuyChoice; reverseOf: string | null };

/** 乘车日期 on the buying page: what is chosen, the calendar, and the way to the full-page calendar. */
export const DateSection = ({ choice, reverseOf }: DateSectionProps) => {
  const calendarQuery = {
    ...buyTicketQuery({ lineId: choice.lineId, time: choice.time, ...choice.stops, dates: choice.dates, passengerIds: choice.passengerIds }),
    back: '1',
    reverseOf: reverseOf ?? undefined,
  };
  return (
    <Section
      title="乘车日期"
      action={
        <AppLink to={TRAFFIC_CALENDAR_PATH} query={calendarQuery} className={styles.link}>
          查看完整日历
        </AppLink>
      }
    >
      <div className={styles.card}>
        <p className={styles.chosenDates} aria-live="polite">
          {formatChosenDates(choice.dates)}
        </p>
        <DatePicker
          days={choice.days}
          isError={choice.calendar.isError}
          onRetry={() => void choice.calendar.refetch()}
          dates={choice.dates}
          riderCount={choice.passengerIds.length}
          onChange={choice.setDates}
        />
        {choice.droppedCount > 0 ? (
          <p className={styles.note}>有 {choice.droppedCount} 个已选日期在 {choice.time} 班次已售罄、已发车或余座不足，已为您移除</p>
        ) : null}
      </div>
    </Section>
  );
};
