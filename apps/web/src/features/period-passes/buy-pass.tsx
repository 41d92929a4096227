import type { LineStop } from '@udian/contracts/schemas/lines';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import { periodPassKindLabels, type PeriodPassKind } from '@udian/contracts/schemas/pass-tag';
import type { PeriodPassChoice, PeriodPassQuote } from '@udian/contracts/schemas/period-passes';
import { Selector } from 'antd-mobile';
import { useState } from 'react';
import { navigateTo } from '../../app/navigation';
import { BUY_SUCCESS_PATH, PASSENGER_FORM_PATH, PERIOD_DETAIL_PATH, WAITING_PAID_PATH } from '../../app/page-paths';
import { getHref } from '../../app/paths';
import { useLineDetail } from '../../api/queries/line-detail';
import { usePassengerList } from '../../api/queries/passenger-list';
import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { Page, Section, pageStyles } from '../../components/page/page';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { discountText, passLabel } from '../../lib/pass-label';
import { formatServiceDate } from '../../lib/shanghai-time';
import { useCreatePeriodPass, usePeriodPassQuote } from './api/period-passes';
import { yuan } from './pass-format';
import styles from './period-passes.module.css';

type Choice = { boardSeq: number; alightSeq: number; time: string; passengerId: string };

const boarding = (stops: readonly LineStop[]) => stops.filter((s) => s.canBoard && stops.some((a) => a.canAlight && a.seq > s.seq));
const alighting = (stops: readonly LineStop[], boardSeq: number) => stops.filter((s) => s.canAlight && s.seq > boardSeq);

/** One choice as a row of chips; one is always chosen, so tapping it again keeps it. */
const Chips = ({ label, options, value, onChange }: { label: string; options: { label: string; value: string }[]; value: string; onChange: (value: string) => void }) => (
  <div className={styles.field}>
    <p className={styles.fieldLabel}>{label}</p>
    <Selector aria-label={label} options={options} value={[value]} onChange={([next]) => (next ? onChange(next) : undefined)} />
  </div>
);

const QuoteRow = ({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) => (
  <div className={styles.quoteRow}>
    <dt>{label}</dt>
    <dd className={isStrong ? styles.price : undefined}>{value}</dd>
  </div>
);

/** The quote: the period, its ride days, the weekdays without a ride and why, and the price. */
const QuoteView = ({ quote }: { quote: PeriodPassQuote }) => {
  const first = quote.days[0];
  const last = quote.days.at(-1);
  return (
    <div className={styles.quote} data-testid="period-pass-quote">
      <dl>
        <QuoteRow label="周期" value={passLabel({ kind: quote.kind, ...quote.period })} />
        <QuoteRow label="乘车日" value={`${quote.days.length} 天`} />
        {first && last ? <QuoteRow label="首末乘车日" value={`${formatServiceDate(first)} 至 ${formatServiceDate(last)}`} /> : null}
        <QuoteRow label="每次票价" value={yuan(quote.perRideCents)} />
        <QuoteRow label="原价合计" value={yuan(quote.totalCents)} />
        <QuoteRow label={`${periodPassKindLabels[quote.kind]}优惠（${discountText(quote.discountPercent)}）`} value={`-${yuan(quote.discountCents)}`} />
        <QuoteRow label="应付" value={yuan(quote.payableCents)} isStrong />
      </dl>
      {quote.daysWithoutRide.length > 0 ? (
        <>
          <p className={styles.message}>以下工作日不乘车，也不收费：</p>
          <ul className={styles.quoteList} aria-label="不乘车的工作日">
            {quote.daysWithoutRide.map(({ day, reason }) => (
              <li key={day}>
                {formatServiceDate(day)} {reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
};

/** 确认购买: the order, then the cashier (待支付) like any order's; a ¥0 pass is paid already. */
const BuyButton = ({ choice, quote, onPriceChanged }: { choice: PeriodPassChoice; quote: PeriodPassQuote; onPriceChanged: () => void }) => {
  const create = useCreatePeriodPass();
  const [refusal, setRefusal] = useState<string | null>(null);
  const buy = () => {
    if (create.isPending) return;
    setRefusal(null);
    void create.mutateAsync({ ...choice, time: quote.time, expectedPayableCents: quote.payableCents }).then((result) => {
      if (!result.ok) {
        setRefusal('meta' in result ? result.meta.desc : '网络不稳定，请再点一次确认购买（不会重复下单）');
        if ('meta' in result && result.meta.code === errorCatalogue.priceChanged.code) onPriceChanged();
        return;
      }
      const { orderNo, status } = result.data;
      navigateTo(getHref(status === 'paid' ? BUY_SUCCESS_PATH : WAITING_PAID_PATH, { orderNo }));
    });
  };
  return (
    <div className={styles.submit}>
      {refusal ? (
        <p className={styles.refusal} role="alert" data-testid="period-pass-refusal">
          {refusal}
          {refusal.includes('我的周期票') ? (
            <>
              {' '}
              <AppLink to={PERIOD_DETAIL_PATH} className={styles.textLink}>
                查看我的周期票
              </AppLink>
            </>
          ) : null}
        </p>
      ) : null}
      <button type="button" className={pageStyles.primaryButton} disabled={create.isPending} onClick={buy}>
        {create.isPending ? '正在下单…' : `确认购买 ${yuan(quote.payableCents)}`}
      </button>
    </div>
  );
};

const QuoteAndBuy = ({ userId, choice }: { userId: string; choice: PeriodPassChoice }) => {
  const quote = usePeriodPassQuote(userId, choice);
  if (quote.isError && !quote.data) {
    const { error } = quote;
    if (error instanceof ApiFailure && !error.isTransport) {
      return (
        <p className={styles.refusal} role="status" data-testid="period-pass-refusal">
          {error.message}
        </p>
      );
    }
    return <ErrorState title="价格计算失败" onRetry={() => void quote.refetch()} />;
  }
  if (!quote.data) return <SkeletonList rows={3} label="正在计算价格" />;
  return (
    <>
      <QuoteView quote={quote.data} />
      <BuyButton choice={choice} quote={quote.data} onPriceChanged={() => void quote.refetch()} />
    </>
  );
};

/**
 * Buying a line's pass (?lineId=&kind=): the stops, the departure time on a line with several, the rider, then the
 * quote (the next period's ride days, holidays left out) and 确认购买, which goes to the usual cashier.
 */
export const BuyPass = ({ userId, lineId, kind }: { userId: string; lineId: string; kind: PeriodPassKind }) => {
  const detail = useLineDetail(lineId);
  const passengers = usePassengerList();
  const [chosen, setChosen] = useState<Partial<Choice>>({});
  const title = `购买${periodPassKindLabels[kind]}`;
  if (detail.isError || passengers.isError) {
    return (
      <Page title={title}>
        <ErrorState title="线路加载失败" onRetry={() => void Promise.all([detail.refetch(), passengers.refetch()])} />
      </Page>
    );
  }
  if (!detail.data || !passengers.data) {
    return (
      <Page title={title}>
        <SkeletonList rows={4} label="正在加载线路" />
      </Page>
    );
  }
  const { line, stops, departureTimes } = detail.data;
  const boards = boarding(stops);
  const boardSeq = chosen.boardSeq ?? boards[0]?.seq ?? 0;
  const alights = alighting(stops, boardSeq);
  const alightSeq = alights.some((s) => s.seq === chosen.alightSeq) ? chosen.alightSeq! : (alights.at(-1)?.seq ?? 0);
  const time = chosen.time ?? departureTimes[0] ?? '';
  const riders = passengers.data.passengers;
  const passengerId = chosen.passengerId ?? riders[0]?.passengerId;
  const choice: PeriodPassChoice | null = passengerId ? { lineId, kind, boardSeq, alightSeq, passengerId, time } : null;
  const set = (next: Partial<Choice>) => setChosen((current) => ({ ...current, ...next }));
  return (
    <Page title={title}>
      <article className={styles.card} aria-label={`${line.lineCode} ${line.lineName}`}>
        <div className={styles.head}>
          <span className={styles.code}>{line.lineCode}</span>
          <span className={styles.name}>{line.lineName}</span>
        </div>
        <p className={styles.message}>
          {periodPassKindLabels[kind]}一次购买{kind === 'month' ? '下个月' : '下一周'}线路运营的每一天，每天占一个座位，凭当天的乘车码乘车；法定节假日不运营也不收费，未乘车的日子可按退票规则逐日退款。
        </p>
      </article>
      <Section title="选择行程">
        <Chips label="上车站点" options={boards.map((s) => ({ label: s.name, value: String(s.seq) }))} value={String(boardSeq)} onChange={(v) => set({ boardSeq: Number(v) })} />
        <Chips label="下车站点" options={alights.map((s) => ({ label: s.name, value: String(s.seq) }))} value={String(alightSeq)} onChange={(v) => set({ alightSeq: Number(v) })} />
        {departureTimes.length > 1 ? <Chips label="发车时间" options={departureTimes.map((t) => ({ label: t, value: t }))} value={time} onChange={(v) => set({ time: v })} /> : null}
        {riders.length > 0 ? (
          <Chips label="乘车人" options={riders.map((p) => ({ label: p.name, value: p.passengerId }))} value={passengerId ?? ''} onChange={(v) => set({ passengerId: v })} />
        ) : (
          <p className={styles.message}>
            请先添加乘车人。{' '}
            <AppLink to={PASSENGER_FORM_PATH} className={styles.textLink}>
              添加乘车人
            </AppLink>
          </p>
        )}
      </Section>
      {choice ? (
        <Section title="价格">
          <QuoteAndBuy userId={userId} choice={choice} />
        </Section>
      ) : null}
    </Page>
  );
};
