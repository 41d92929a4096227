import { useState } from 'react';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { getIdParam, getQueryParam } from '../../app/query-params';
import { Page } from '../../components/page/page';
import { buyTicketQuery, readBuyTicketDraft, type BuyTicketDraft } from '../../lib/buy-ticket-draft';
import { formatRoute } from '../../lib/line-summary';
import { BUY_TICKET_PATH, BUY_TICKET_REVERSE_PATH } from '../../app/page-paths';
import { useLineDetail } from '../../api/queries/line-detail';
import { useBuyCalendar } from './api/buy-calendar';
import { initialTime } from './buy-defaults';
import { BuyPageLoading, LoadFailure, MissingLine, NotOnSale } from './buy-page-states';
import { DatePicker } from './date-section';
import { keepBookable } from './date-shortcuts';
import { goBackReplacing, usePageLocation } from './page-url';
import { formatChosenDates } from './service-date';
import styles from './traffic-calendar.module.css';

/** Where 确定 leads: the buying page (or the return-trip page it came from) with the new dates in its draft. */
const buyingHref = (draft: BuyTicketDraft, dates: string[]): string => {
  const reverseOf = getIdParam('reverseOf');
  return reverseOf
    ? getHref(BUY_TICKET_REVERSE_PATH, buyTicketQuery({ ...draft, lineId: reverseOf, dates }))
    : getHref(BUY_TICKET_PATH, buyTicketQuery({ ...draft, dates }));
};

type CalendarChoiceProps = { draft: BuyTicketDraft; time: string; title: string; route: string };

const CalendarChoice = ({ draft, time, title, route }: CalendarChoiceProps) => {
  const calendar = useBuyCalendar(draft.lineId, time);
  const riderCount = draft.passengerIds?.length ?? 1;
  const [chosen, setChosen] = useState<string[]>(draft.dates ?? []);
  const days = calendar.data?.days ?? null;
  const dates = days ? keepBookable(chosen, days, riderCount).dates : chosen;
  const confirm = () => {
    const href = buyingHref({ ...draft, time }, dates);
    if (getQueryParam('back') === '1') goBackReplacing(href);
    else navigateTo(href, { isReplace: true });
  };
  return (
    <Page>
      <div className={styles.page}>
        <div className={styles.head}>
          <h2 className={styles.lineName}>{title}</h2>
          <p className={styles.sub}>
            {route} · {time} 发车
          </p>
        </div>
        <p className={styles.chosen}>{formatChosenDates(dates)}</p>
        <DatePicker
          days={days}
          isError={calendar.isError}
          onRetry={() => void calendar.refetch()}
          dates={dates}
          riderCount={riderCount}
          onChange={setChosen}
        />
      </div>
      <div className={styles.bar}>
        <span className={styles.count} aria-live="polite">
          已选 {dates.length} 天
        </span>
        <button type="button" className={styles.confirm} onClick={confirm}>
          确定
        </button>
      </div>
    </Page>
  );
};

const TrafficCalendar = ({ draft }: { draft: BuyTicketDraft }) => {
  const detail = useLineDetail(draft.lineId);
  if (detail.isError) return <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} title="线路不存在或已停运" />;
  if (!detail.data) return <BuyPageLoading label="正在加载日历" />;
  const time = initialTime(detail.data.departureTimes, draft.time);
  if (!time) return <NotOnSale lineId={draft.lineId} hint="这条线路目前没有班次，请稍后再来看看" />;
  const { line } = detail.data;
  return <CalendarChoice draft={draft} time={time} title={`${line.lineCode} ${line.lineName}`} route={formatRoute(line)} />;
};

/** common/traffic-calendar: the buying calendar full-page, for the buying page's draft (same query). */
export const TrafficCalendarPage = () => {
  const draft = readBuyTicketDraft(usePageLocation().search);
  return draft ? <TrafficCalendar key={draft.lineId} draft={draft} /> : <MissingLine />;
};
