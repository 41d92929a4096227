import type { HolidaysData } from '@udian/contracts/endpoints/lines/holiday-lines';
import { HOLIDAY_LINE_LIST_PATH, LINE_INFO_PATH } from '../../app/page-paths';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { formatLinePrice, formatRoute } from '../../lib/line-summary';
import { useHolidays } from './api/holiday-lines';
import { holidayDates, holidaySaleText, PROVISIONAL_NOTE } from './holiday-text';
import styles from './holiday-lines.module.css';

type HolidayWithLines = HolidaysData['holidays'][number];

const HolidaySection = ({ holiday, today }: { holiday: HolidayWithLines; today: string }) => (
  <section className={styles.holiday} aria-label={holiday.name}>
    <div className={styles.holidayHead}>
      <div>
        <h2 className={styles.holidayName}>{holiday.name}</h2>
        <p className={styles.holidayDates}>{holidayDates(holiday)}</p>
      </div>
      <span className={styles.sale}>{holidaySaleText(holiday, today)}</span>
    </div>
    {holiday.isProvisional ? <p className={styles.note}>{PROVISIONAL_NOTE}</p> : null}
    {holiday.lines.length === 0 ? (
      <p className={styles.none}>本节假日暂无假日专线开行</p>
    ) : (
      <>
        <ul className={styles.lineRows} aria-label={`${holiday.name}的假日专线`}>
          {holiday.lines.map((line) => (
            <li key={line.lineId}>
              <AppLink to={LINE_INFO_PATH} query={{ lineId: line.lineId }} className={styles.lineRow}>
                <span className={styles.lineCode}>{line.lineCode}</span>
                <span className={styles.lineText}>
                  <span className={styles.lineName}>{line.lineName}</span>
                  <span className={styles.lineRoute}>{formatRoute(line)}</span>
                </span>
                <span className={styles.linePrice}>{formatLinePrice(line)}</span>
              </AppLink>
            </li>
          ))}
        </ul>
        <AppLink to={HOLIDAY_LINE_LIST_PATH} query={{ holidayId: holiday.holidayId }} className={styles.more}>
          查看{holiday.name}每天的班次与余票
        </AppLink>
      </>
    )}
  </section>
);

/** common/holiday-line: the coming public holidays of the current city, each with the holiday lines running then. */
export const HolidayLinePage = () => {
  const city = useEffectiveCity();
  const holidays = useHolidays(city.data?.cityId);
  return (
    <Page>
      <p className={styles.lead}>
        {city.data ? `${city.data.cityName}` : ''}法定节假日开行的专线，按节日查看。和其他线路一样购票，每天的班次在发车前 30 天内开售。
      </p>
      {holidays.isPending ? (
        <SkeletonList rows={3} label="正在加载节假日线路" />
      ) : holidays.isError ? (
        <ErrorState onRetry={() => void holidays.refetch()} />
      ) : holidays.data.holidays.length === 0 ? (
        <EmptyState title="近期没有法定节假日" hint="下一年的放假安排公布后将在这里显示" />
      ) : (
        holidays.data.holidays.map((holiday) => <HolidaySection key={holiday.holidayId} holiday={holiday} today={holidays.data.today} />)
      )}
    </Page>
  );
};
