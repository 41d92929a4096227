import type { UserCoupon } from '@udian/contracts/schemas/orders';
import { useState, type ReactNode } from 'react';
import {
  couponEventText,
  couponFace,
  couponSourceText,
  couponValueText,
  lineScopeText,
  thresholdText,
  validityText,
} from '../../lib/coupon-text';
import styles from './coupons.module.css';

type CouponCardProps = {
  coupon: UserCoupon;
  /** The card's action (去使用), or what it says instead (已使用, 已过期). */
  action?: ReactNode;
  /** When it stopped being usable, for the invalid list: 使用于… or 过期于…. */
  endedText?: string;
  isDimmed?: boolean;
};

/** One coupon: its value in yuan, threshold, lines, validity in Shanghai time, why it was given, and its history. */
export const CouponCard = ({ coupon, action, endedText, isDimmed = false }: CouponCardProps) => {
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  const face = couponFace(coupon);
  const hasReturn = coupon.history.some((event) => event.kind === 'returned');
  return (
    <article className={`${styles.card} ${isDimmed ? styles.dimmed : ''}`} aria-label={coupon.name} data-testid="coupon-card">
      <div className={styles.cardMain}>
        <div className={styles.face} aria-label={couponValueText(coupon)}>
          <span className={styles.figure}>
            {coupon.kind === 'amount' ? <span className={styles.currency}>¥</span> : null}
            {face.figure}
          </span>
          <span className={styles.unit}>{face.unit}</span>
          <span className={styles.threshold}>{thresholdText(coupon.thresholdCents)}</span>
        </div>
        <div className={styles.body}>
          <h3 className={styles.name}>
            {coupon.name}
            {coupon.isExpiringSoon ? <span className={styles.expiring}>即将过期</span> : null}
            {hasReturn && coupon.status === 'unused' ? <span className={styles.returned}>已退回</span> : null}
          </h3>
          <p className={styles.line}>{couponValueText(coupon)} · {lineScopeText(coupon)}</p>
          <p className={styles.line}>有效期 {validityText(coupon)}</p>
          {endedText ? <p className={styles.line}>{endedText}</p> : null}
          <p className={styles.line}>来源：{couponSourceText(coupon.source)}</p>
          {coupon.note ? <p className={styles.note}>{coupon.note}</p> : null}
        </div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      {coupon.description ? <p className={styles.description}>{coupon.description}</p> : null}
      {coupon.history.length > 0 ? (
        <div className={styles.history}>
          <button type="button" className={styles.historyToggle} aria-expanded={isHistoryOpen} onClick={() => setHistoryOpen(!isHistoryOpen)}>
            {isHistoryOpen ? '收起记录' : '使用记录'}
          </button>
          {isHistoryOpen ? (
            <ol className={styles.historyList} aria-label="使用记录">
              {coupon.history.map((event) => (
                <li key={`${event.kind}-${event.at}`}>{couponEventText(event)}</li>
              ))}
            </ol>
          ) : null}
        </div>
      ) : null}
    </article>
  );
};
