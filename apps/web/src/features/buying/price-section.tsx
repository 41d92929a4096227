import type { OrderQuoteData } from '@udian/contracts/endpoints/orders/order-quote';
import { RightOutline } from 'antd-mobile-icons';
import { useCallback, useState } from 'react';
import { formatPrice } from '../../lib/line-summary';
import { formatServiceDate } from '../../lib/shanghai-time';
import { couponRowText, type CouponChoice } from './coupon-label';
import { CouponSheet } from './coupon-sheet';
import styles from './buying.module.css';

type PriceSectionProps = {
  quote: OrderQuoteData | undefined;
  isUpdating: boolean;
  isError: boolean;
  /** The server's refusal of the choice (该区间暂未定价): said instead of a retry, which would answer the same. */
  refusal?: string | null;
  onRetry: () => void;
  riderCount: number;
  coupon: CouponChoice;
  onCoupon: (choice: CouponChoice) => void;
  /** The enterprise paying part of the fare (decision 048), to name it; null when the quote says none. */
  payerName?: string | null;
};

/**
 * What the enterprise pays on top of the member's price (decision 048): shown for the passenger to see, not
 * part of what they pay (the total is already at the member's price).
 */
export const GroupPaysRow = ({ cents, payerName }: { cents: number; payerName: string | null }) => (
  <div className={styles.row} data-testid="group-pays">
    <span className={styles.rowLabel}>
      企业支付
      <span className={styles.rowNote}>{payerName ? `由${payerName}支付，` : ''}不计入您的应付金额</span>
    </span>
    <span className={`${styles.amount} ${styles.groupPays}`}>{formatPrice(cents)}</span>
  </div>
);

/** Per date and in total, the coupon applied (tap to change) and what is left to pay. */
export const PriceSection = ({ quote, isUpdating, isError, refusal = null, onRetry, riderCount, coupon, onCoupon, payerName = null }: PriceSectionProps) => {
  const [isSheetOpen, setSheetOpen] = useState(false);
  const closeSheet = useCallback(() => setSheetOpen(false), []);
  if (!quote) {
    return (
      <div className={styles.card}>
        {isError && refusal ? (
          <p className={styles.muted} role="alert">
            {refusal}
          </p>
        ) : isError ? (
          <p className={styles.muted}>
            价格计算失败，
            <button type="button" className={styles.textButton} onClick={onRetry}>
              点此重试
            </button>
          </p>
        ) : (
          <p className={styles.muted}>{isUpdating ? '正在计算价格…' : '选择乘车日期和乘车人后显示价格'}</p>
        )}
      </div>
    );
  }
  const row = couponRowText(quote, coupon);
  const pick = (userCouponId: string | null) => {
    onCoupon(userCouponId === null ? { kind: 'none' } : { kind: 'coupon', userCouponId });
    setSheetOpen(false);
  };
  return (
    <div className={`${styles.card} ${isUpdating ? styles.updating : ''}`} aria-busy={isUpdating} data-testid="price-section">
      {quote.dates.map((date) => (
        <div key={date.departureId} className={styles.row}>
          <span className={styles.rowLabel}>
            {formatServiceDate(date.date)} {date.time}
            <span className={styles.rowNote}>
              每人 {formatPrice(date.unitPriceCents)}，共 {riderCount} 人
            </span>
          </span>
          <span className={styles.amount}>{formatPrice(date.subtotalCents)}</span>
        </div>
      ))}
      <div className={`${styles.row} ${styles.total}`}>
        <span className={styles.rowLabel}>票价合计</span>
        <span className={styles.amount}>{formatPrice(quote.totalCents)}</span>
      </div>
      {quote.groupPaysCents > 0 ? <GroupPaysRow cents={quote.groupPaysCents} payerName={payerName} /> : null}
      <button type="button" className={styles.couponRow} onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
        <span className={styles.couponName}>优惠券{quote.appliedCoupon ? `（${quote.appliedCoupon.name}）` : ''}</span>
        <span className={`${styles.couponValue} ${row.isDiscount ? styles.discount : styles.rowLabel}`}>
          {row.text}
          <RightOutline className={styles.chevron} aria-hidden="true" />
        </span>
      </button>
      <div className={styles.row}>
        <span className={styles.rowLabel}>应付金额</span>
        <span className={`${styles.amount} ${styles.payable}`}>{formatPrice(quote.payableCents)}</span>
      </div>
      <CouponSheet
        isOpen={isSheetOpen}
        coupons={quote.coupons}
        appliedId={quote.appliedCoupon?.userCouponId ?? null}
        onPick={pick}
        onClose={closeSheet}
      />
    </div>
  );
};
