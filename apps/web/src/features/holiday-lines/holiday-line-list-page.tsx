import type { HolidayLine } from '@udian/contracts/endpoints/lines/holiday-lines';
import { BUY_TICKET_PATH, HOLIDAY_LINE_PATH } from '../../app/page-paths';
import { getQueryParam } from '../../app/query-params';
import { ApiFailure } from '../../api/query-result';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { AppLink } from '../../components/app-link';
import { LineCard } from '../../components/line-card/line-card';
import { Page, pageStyles } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { buyTicketQuery } from '../../lib/buy-ticket-draft';
import { formatServiceDate } from '../../lib/shanghai-time';
import { useHolidayLines } from './api/holiday-lines';
import { dayStateText, holidayDates, holidaySaleText, PROVISIONAL_NOTE } from './holiday-text';
import styles from './holiday-lines.module.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const BackToHolidays = () => (
  <AppLink to={HOLIDAY_LINE_PATH} className={emptyActionClass}>
    查看全部节假日
  </AppLink>
);

/** A line of the holiday: its card (to its page), each day it runs with seats or when it sells, and 购票. */
const HolidayLineItem = ({ item }: { item: HolidayLine }) => {
  const onSale = item.days.filter((day) => day.state === 'onSale').map((day) => day.date);
  return (
    <article className={styles.lineItem} aria-label={`${item.line.lineCode} ${item.line.lineName}`}>
      <LineCard line={item.line} />
      <ul className={styles.days} aria-label={`${item.line.lineCode}开行日期`}>
        {item.days.map((day) => (
          <li key={day.date} className={`${styles.day} ${day.state === 'onSale' ? styles.dayOnSale : ''}`}>
            <span>{formatServiceDate(day.date)}</span>
            <span className={styles.dayState}>{dayStateText(day)}</span>
          </li>
        ))}
      </ul>
      {onSale.length > 0 ? (
        <AppLink to={BUY_TICKET_PATH} query={buyTicketQuery({ lineId: item.line.lineId, dates: onSale.slice(0, 1) })} className={pageStyles.primaryButton}>
          购票
        </AppLink>
      ) : null}
    </article>
  );
};

/** common/holiday-line/list?holidayId=: one holiday's lines, each bought like any line on its page or the buying page. */
export const HolidayLineListPage = () => {
  const raw = getQueryParam('holidayId');
  const holidayId = raw !== null && DATE.test(raw) ? raw : null;
  const city = useEffectiveCity();
  const lines = useHolidayLines(city.data?.cityId, holidayId);
  const holiday = lines.data?.holiday;
  if (!holidayId) {
    return (
      <Page>
        <EmptyState title="没有指定节假日" hint="请从节假日列表中选择" action={<BackToHolidays />} />
      </Page>
    );
  }
  return (
    <Page title={holiday ? `${holiday.name}假日专线` : undefined}>
      {lines.isPending ? (
        <SkeletonList rows={3} label="正在加载假日专线" />
      ) : lines.isError ? (
        lines.error instanceof ApiFailure && !lines.error.isTransport ? (
          <EmptyState title={lines.error.message} action={<BackToHolidays />} />
        ) : (
          <ErrorState onRetry={() => void lines.refetch()} />
        )
      ) : (
        <>
          <section className={styles.holiday} aria-label={lines.data.holiday.name}>
            <div className={styles.holidayHead}>
              <div>
                <h2 className={styles.holidayName}>{lines.data.holiday.name}</h2>
                <p className={styles.holidayDates}>{holidayDates(lines.data.holiday)}</p>
              </div>
              <span className={styles.sale}>{holidaySaleText(lines.data.holiday, lines.data.today)}</span>
            </div>
            {lines.data.holiday.isProvisional ? <p className={styles.note}>{PROVISIONAL_NOTE}</p> : null}
            <p className={styles.note}>每天的班次在发车前 30 天内开售，购票、退票与其他线路相同。</p>
          </section>
          {lines.data.lines.length === 0 ? (
            <EmptyState title={`${lines.data.holiday.name}期间暂无假日专线开行`} hint="可以看看其他节假日" action={<BackToHolidays />} />
          ) : (
            lines.data.lines.map((item) => <HolidayLineItem key={item.line.lineId} item={item} />)
          )}
        </>
      )}
    </Page>
  );
};
