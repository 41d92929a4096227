import { passDayStateLabels } from '@udian/contracts/pass-day-state';
import type { PeriodPass, PeriodPassDay } from '@udian/contracts/schemas/period-passes';
import { useState } from 'react';
import { CHECK_TICKET_PATH, ORDER_DETAIL_PATH, PERIOD_DETAIL_PATH, REFUND_RULE_PATH, WAITING_PAID_PATH } from '../../app/page-paths';
import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { Page, Section } from '../../components/page/page';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { StatusScreen, statusActionClass } from '../../components/status-screen';
import { discountText, passLabel } from '../../lib/pass-label';
import { formatServiceDate, instantMs, shanghaiClockOf } from '../../lib/shanghai-time';
import { usePeriodPass } from './api/period-passes';
import { PassRefund } from './pass-refund';
import { passStatusText, yuan } from './pass-format';
import styles from './period-passes.module.css';

const clockOf = (iso: string | null): string => {
  const ms = instantMs(iso);
  return Number.isNaN(ms) ? '' : shanghaiClockOf(ms).clock;
};

const DayRow = ({ day }: { day: PeriodPassDay }) => (
  <li className={styles.day} aria-label={`${formatServiceDate(day.serviceDate)} ${passDayStateLabels[day.state]}`}>
    <span className={styles.dayDate}>
      {formatServiceDate(day.serviceDate)} {clockOf(day.departsAt)}
    </span>
    <span className={styles.dayState} data-state={day.state}>
      {passDayStateLabels[day.state]}
      {day.state === 'checkedIn' && day.checkedAt ? ` ${clockOf(day.checkedAt)}` : ''}
    </span>
    {day.state === 'toRide' ? (
      <AppLink to={CHECK_TICKET_PATH} query={{ ticketId: day.ticketId }} className={styles.textLink}>
        乘车码
      </AppLink>
    ) : null}
  </li>
);

const Summary = ({ pass }: { pass: PeriodPass }) => {
  const isPayable = pass.orderStatus === 'pending' && Date.parse(pass.expiresAt) > Date.now();
  return (
    <article className={styles.card} aria-label="周期票" data-testid="period-pass-summary">
      <div className={styles.head}>
        <span className={styles.code}>{pass.line.lineCode}</span>
        <span className={styles.name}>{pass.line.lineName}</span>
        <span className={styles.status} data-status={pass.orderStatus}>
          {passStatusText(pass.orderStatus, { expiresAt: pass.expiresAt, nowMs: Date.now() })}
        </span>
      </div>
      <p className={styles.passName}>{passLabel({ kind: pass.kind, ...pass.period })}</p>
      <div className={styles.facts}>
        <p>
          {pass.board.time} {pass.board.name} 上车 → {pass.alight.time} {pass.alight.name} 下车
        </p>
        <p>
          乘车人 {pass.passengerName} · {discountText(pass.discountPercent)} · 实付 <span className={styles.price}>{yuan(pass.payableCents)}</span>
          {pass.refundedCents > 0 ? ` · 已退款 ${yuan(pass.refundedCents)}` : ''}
        </p>
      </div>
      <dl className={styles.counts}>
        <div className={styles.count}>
          <dt>已乘车</dt>
          <dd data-testid="rides-used">{pass.ridesUsed}</dd>
        </div>
        <div className={styles.count}>
          <dt>待乘车</dt>
          <dd>{pass.daysToRide}</dd>
        </div>
        <div className={styles.count}>
          <dt>乘车日</dt>
          <dd>{pass.dayCount}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {isPayable ? (
          <AppLink to={WAITING_PAID_PATH} query={{ orderNo: pass.orderNo }} className={styles.button}>
            去支付
          </AppLink>
        ) : null}
        <AppLink to={ORDER_DETAIL_PATH} query={{ orderNo: pass.orderNo }} className={styles.button}>
          查看订单
        </AppLink>
        <AppLink to={REFUND_RULE_PATH} query={{ lineId: pass.line.lineId }} className={styles.button}>
          退票规则
        </AppLink>
      </div>
    </article>
  );
};

/** One pass (?orderNo=): what it is, its days with their state and ride codes, and the refund of the days left. */
export const PassDetail = ({ userId, orderNo }: { userId: string; orderNo: string }) => {
  const pass = usePeriodPass(userId, orderNo);
  // What was just refunded: the days' rows say 已退票 afterwards, and this says how much went back.
  const [refunded, setRefunded] = useState<number | null>(null);
  if (pass.isError && !pass.data) {
    const { error } = pass;
    if (error instanceof ApiFailure && !error.isTransport) {
      return (
        <StatusScreen
          title="周期票不存在"
          message={error.message}
          action={
            <AppLink to={PERIOD_DETAIL_PATH} className={statusActionClass}>
              查看我的周期票
            </AppLink>
          }
        />
      );
    }
    return (
      <Page title="周期票详情">
        <ErrorState title="周期票加载失败" onRetry={() => void pass.refetch()} />
      </Page>
    );
  }
  if (!pass.data) {
    return (
      <Page title="周期票详情">
        <SkeletonList rows={4} label="正在加载周期票" />
      </Page>
    );
  }
  const data = pass.data;
  const refundable = data.days.filter((day) => day.isRefundable);
  const onRefunded = (cents: number) => setRefunded(cents);
  return (
    <Page title={`${data.kind === 'month' ? '月票' : '周票'}详情`}>
      <Summary pass={data} />
      {refunded !== null ? (
        <p className={styles.done} role="status" data-testid="pass-refunded">
          已退款 {yuan(refunded)}，原路退回支付账户
        </p>
      ) : null}
      <Section title={`乘车日（${data.days.length} 天）`} testId="pass-days">
        <ul className={styles.days} aria-label="乘车日">
          {data.days.map((day) => (
            <DayRow key={day.ticketId} day={day} />
          ))}
        </ul>
      </Section>
      {refundable.length > 0 ? (
        <Section title="退还未乘车的日子" testId="pass-refund">
          <PassRefund key={refundable.map((day) => day.ticketId).join(',')} orderNo={data.orderNo} days={refundable} onRefunded={onRefunded} />
        </Section>
      ) : null}
    </Page>
  );
};
