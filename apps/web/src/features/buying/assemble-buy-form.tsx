import type { Passenger } from '@udian/contracts/schemas/accounts';
import { assemblePeriodLabels, type AssembleLine, type AssemblePlan } from '@udian/contracts/schemas/assemble';
import type { LineDetail } from '@udian/contracts/schemas/lines';
import { useEffect, useState } from 'react';
import { getHref } from '../../app/paths';
import { toast } from '../../app/toast';
import { Page, Section } from '../../components/page/page';
import { formatCompactDates, formatShanghaiMonthDayClock } from '../../lib/assemble-text';
import { buyTicketQuery, type BuyTicketDraft } from '../../lib/buy-ticket-draft';
import { formatPrice } from '../../lib/line-summary';
import { readPassengerSelection } from '../../lib/passenger-selection';
import { formatServiceDate } from '../../lib/shanghai-time';
import { useOrderQuote } from './api/order-quote';
import { readAgreement, saveAgreement } from './agreement';
import { initialPassengerIds } from './buy-defaults';
import { LineCard } from './line-card';
import { replaceOwnQuerySilently } from './page-url';
import { PassengerSection } from './passenger-section';
import { changeBoarding, type StopChoice } from './stop-choice';
import { SubmitBar } from './submit-bar';
import { StopPickers } from './time-and-stops';
import type { DraftTarget } from './use-buy-choice';
import { useSubmitOrder } from './use-submit-order';
import styles from './buying.module.css';

type AssembleBuyFormProps = {
  detail: LineDetail;
  draft: BuyTicketDraft;
  passengers: readonly Passenger[];
  assemble: AssembleLine;
  plan: AssemblePlan;
  stops: StopChoice;
  target: DraftTarget;
};

/**
 * Committing to a gathering crowdfund (decision 047), or buying a seat of a gathering carpool (decision 051): one order for every date of its first period, at its one
 * departure time, for the riders and stops chosen, without a coupon. The same order creation and payment as
 * any purchase (useSubmitOrder); the server takes nothing short of the whole period, and nothing once the
 * crowdfund ended. The riders and stops are written into the page's URL like the ordinary form's.
 */
export const AssembleBuyForm = ({ detail, draft, passengers, assemble, plan, target, ...init }: AssembleBuyFormProps) => {
  const [stops, setStops] = useState(init.stops);
  // Riders change on passenger-select, which hands its choice back when this page shows again (a new form).
  const [passengerIds] = useState(() =>
    initialPassengerIds(passengers, draft.passengerIds, readPassengerSelection().map((rider) => rider.passengerId)),
  );
  const [isAgreed, setAgreed] = useState(readAgreement);
  const order = useSubmitOrder();
  const { departureIds } = plan;
  const riderCount = passengerIds.length;

  const draftHref = (parts: Partial<BuyTicketDraft> = {}) =>
    getHref(target.path, buyTicketQuery({ lineId: target.lineId, ...stops, passengerIds, ...parts }));
  const href = draftHref();
  useEffect(() => replaceOwnQuerySilently(href), [href]);

  // No coupon on a commitment: the quote is asked for none, and the order is sent with none.
  const quoteBody = riderCount > 0 ? { lineId: plan.lineId, departureIds, ...stops, passengerCount: riderCount, userCouponId: null } : null;
  const quote = useOrderQuote(quoteBody);
  const currentQuote = quoteBody ? quote.data : undefined;
  const isQuoteFresh = currentQuote !== undefined && !quote.isPlaceholderData && !quote.isFetching;

  const onAgree = (next: boolean) => {
    setAgreed(next);
    saveAgreement(next);
  };

  const choiceKey = JSON.stringify(['assemble', plan.lineId, departureIds, stops, passengerIds]);
  const isRetry = order.isRetryFor(choiceKey);

  const onSubmit = () => {
    if (riderCount === 0) return toast.info('请选择乘车人');
    if (!isAgreed) return toast.info('请先阅读并同意《购票规则》和《乘客须知》');
    if (!isRetry && (!currentQuote || !isQuoteFresh)) return toast.info(quote.isError ? '价格计算失败，请重试' : '正在计算价格，请稍候');
    const fresh = currentQuote && {
      lineId: plan.lineId,
      departureIds,
      ...stops,
      passengerIds,
      userCouponId: null,
      expectedPayableCents: currentQuote.payableCents,
    };
    void order.submit(choiceKey, fresh ?? null);
  };

  const days = assemble.periodDates.length;
  // A carpool (decision 051) is the same crowdfund for one ride: its seat, its minimum, its own words.
  const isCarpool = assemble.kind === 'carpool';
  return (
    <Page title={isCarpool ? '加入拼车' : '参与众筹'}>
      <div className={styles.page} data-testid="assemble-buy-form">
        <LineCard line={detail.line} reverseLineId={null} passengerIds={passengerIds} isReturnTrip={false} />
        <Section title={isCarpool ? '拼车' : '众筹首期'}>
          {isCarpool ? (
            <div className={styles.card}>
              <p className={styles.chosenDates} data-testid="assemble-dates">
                {formatServiceDate(assemble.firstDay)} · {assemble.departureTime} 发车
              </p>
              <p className={styles.muted}>
                满 {assemble.target} 人即成行，车票生效；{formatShanghaiMonthDayClock(assemble.deadline)} 截止时未成行将全额退款。
              </p>
            </div>
          ) : (
            <div className={styles.card}>
              <p className={styles.chosenDates} data-testid="assemble-dates">
                {assemblePeriodLabels[assemble.periodKind]} · 共 {days} 天 · {assemble.departureTime} 发车
                <span className={styles.rowNote}>{formatCompactDates(assemble.periodDates)}</span>
              </p>
              <p className={styles.muted}>
                首班 {formatServiceDate(assemble.firstDay)}，{formatShanghaiMonthDayClock(assemble.deadline)} 截止。一次购买首期全部日期的车票，
                满 {assemble.target} 人即成团开通；未成团将全额退款。
              </p>
            </div>
          )}
        </Section>
        <Section title="上下车站点">
          <StopPickers
            stops={detail.stops}
            chosen={stops}
            time={assemble.departureTime}
            onBoard={(boardSeq) => setStops((current) => changeBoarding(detail.stops, current, boardSeq))}
            onAlight={(alightSeq) => setStops((current) => ({ ...current, alightSeq }))}
          />
        </Section>
        <Section title={`乘车人（${riderCount}）`}>
          <PassengerSection passengers={passengers} chosenIds={passengerIds} hrefWithoutRiders={draftHref({ passengerIds: [] })} />
        </Section>
        <Section title="价格明细">
          <div className={`${styles.card} ${quoteBody !== null && quote.isFetching ? styles.updating : ''}`} data-testid="assemble-price">
            <div className={styles.row}>
              <span className={styles.rowLabel}>
                {isCarpool ? '车费' : '首期车费'}
                <span className={styles.rowNote}>
                  {isCarpool ? `每座 ${formatPrice(assemble.priceCents)} × ${riderCount} 人` : `每次 ${formatPrice(assemble.priceCents)} × ${days} 天 × ${riderCount} 人`}
                </span>
              </span>
              <span className={styles.amount}>{currentQuote ? formatPrice(currentQuote.totalCents) : formatPrice(assemble.periodCents * riderCount)}</span>
            </div>
            <div className={`${styles.row} ${styles.total}`}>
              <span className={styles.rowLabel}>应付金额</span>
              <span className={`${styles.amount} ${styles.payable}`}>
                {currentQuote ? formatPrice(currentQuote.payableCents) : quote.isError ? '价格计算失败' : '--'}
              </span>
            </div>
            {quote.isError ? (
              <button type="button" className={styles.textButton} onClick={() => void quote.refetch()}>
                重新计算价格
              </button>
            ) : null}
          </div>
        </Section>
      </div>
      <SubmitBar
        payableCents={currentQuote?.payableCents ?? null}
        discountCents={0}
        isAgreed={isAgreed}
        onAgree={onAgree}
        isSubmitting={order.isSubmitting}
        isRetry={isRetry}
        onSubmit={onSubmit}
      />
    </Page>
  );
};
