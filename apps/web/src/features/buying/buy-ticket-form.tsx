import type { Passenger } from '@udian/contracts/schemas/accounts';
import type { LineDetail } from '@udian/contracts/schemas/lines';
import { useState } from 'react';
import { Page, Section } from '../../components/page/page';
import type { BuyTicketDraft } from '../../lib/buy-ticket-draft';
import { toast } from '../../app/toast';
import { ApiFailure } from '../../api/query-result';
import { useOrderQuote } from './api/order-quote';
import { readAgreement, saveAgreement } from './agreement';
import { couponChoiceParam } from './coupon-label';
import { DateSection } from './date-section';
import { LineCard, type MemberPrice } from './line-card';
import { PassengerSection } from './passenger-section';
import { PriceSection } from './price-section';
import { usePreferredCoupon } from './preferred-coupon';
import type { StopChoice } from './stop-choice';
import { SubmitBar } from './submit-bar';
import { StopPickers, TimeChips } from './time-and-stops';
import { useBuyChoice, type DraftTarget } from './use-buy-choice';
import { useSubmitOrder } from './use-submit-order';
import styles from './buying.module.css';

type BuyTicketFormProps = {
  detail: LineDetail;
  draft: BuyTicketDraft;
  passengers: readonly Passenger[];
  time: string;
  stops: StopChoice;
  target: DraftTarget;
  isReturnTrip: boolean;
  /** A member of the line's enterprise on a line it pays for: its name and the member's price per ticket. */
  member?: MemberPrice | null;
};

/** The buying form: time, stops, dates, riders, price with coupon, and 提交订单. */
export const BuyTicketForm = ({ target, isReturnTrip, member = null, ...init }: BuyTicketFormProps) => {
  const choice = useBuyChoice(init, target);
  const [isAgreed, setAgreed] = useState(readAgreement);
  const order = useSubmitOrder();
  const { stops, departureIds, passengerIds } = choice;
  const quoteBody =
    departureIds.length > 0 && passengerIds.length > 0
      ? { lineId: choice.lineId, departureIds, ...stops, passengerCount: passengerIds.length, ...couponChoiceParam(choice.coupon) }
      : null;
  const quote = useOrderQuote(quoteBody);
  const currentQuote = quoteBody ? quote.data : undefined;
  const isQuoteFresh = currentQuote !== undefined && !quote.isPlaceholderData && !quote.isFetching;
  usePreferredCoupon(init.draft.userCouponId, currentQuote, isQuoteFresh, choice.coupon, choice.setCoupon);

  const onAgree = (next: boolean) => {
    setAgreed(next);
    saveAgreement(next);
  };

  // What the passenger chose, without what the server priced: a retry after a dropped connection resends
  // the same order while this stays the same, even if the price shown meanwhile changed.
  const choiceKey = JSON.stringify([choice.lineId, departureIds, stops, passengerIds, choice.coupon]);
  const isRetry = order.isRetryFor(choiceKey);

  const onSubmit = () => {
    if (departureIds.length === 0) return toast.info('请选择乘车日期');
    if (passengerIds.length === 0) return toast.info('请选择乘车人');
    if (!isAgreed) return toast.info('请先阅读并同意《购票规则》和《乘客须知》');
    if (!isRetry && (!currentQuote || !isQuoteFresh)) return toast.info(quote.isError ? '价格计算失败，请重试' : '正在计算价格，请稍候');
    const fresh = currentQuote && {
      lineId: choice.lineId,
      departureIds,
      ...stops,
      passengerIds,
      userCouponId: currentQuote.appliedCoupon?.userCouponId ?? null,
      expectedPayableCents: currentQuote.payableCents,
    };
    void order.submit(choiceKey, fresh ?? null);
  };

  return (
    <Page>
      <div className={styles.page}>
        <LineCard
          line={init.detail.line}
          reverseLineId={isReturnTrip ? null : init.detail.reverseLineId}
          passengerIds={passengerIds}
          isReturnTrip={isReturnTrip}
          member={member}
        />
        <Section title="发车时间">
          <TimeChips times={init.detail.departureTimes} chosen={choice.time} onChoose={choice.setTime} />
        </Section>
        <Section title="上下车站点">
          <StopPickers stops={init.detail.stops} chosen={stops} time={choice.time} onBoard={choice.setBoarding} onAlight={choice.setAlighting} />
        </Section>
        <DateSection choice={choice} reverseOf={isReturnTrip ? target.lineId : null} />
        <Section title={`乘车人（${passengerIds.length}）`}>
          <PassengerSection passengers={init.passengers} chosenIds={passengerIds} hrefWithoutRiders={choice.draftHref({ passengerIds: [] })} />
        </Section>
        <Section title="价格明细">
          <PriceSection
            quote={currentQuote}
            isUpdating={quoteBody !== null && quote.isFetching}
            isError={quote.isError}
            refusal={quote.error instanceof ApiFailure && !quote.error.isTransport ? quote.error.message : null}
            onRetry={() => void quote.refetch()}
            riderCount={passengerIds.length}
            coupon={choice.coupon}
            onCoupon={choice.setCoupon}
            payerName={member?.groupName ?? null}
          />
        </Section>
      </div>
      <SubmitBar
        payableCents={currentQuote?.payableCents ?? null}
        discountCents={currentQuote?.discountCents ?? 0}
        isAgreed={isAgreed}
        onAgree={onAgree}
        isSubmitting={order.isSubmitting}
        isRetry={isRetry}
        onSubmit={onSubmit}
      />
    </Page>
  );
};
