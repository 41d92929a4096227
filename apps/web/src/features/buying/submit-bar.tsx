import { AppLink } from '../../components/app-link';
import { CheckRow } from '../../components/check-row/check-row';
import { formatPrice } from '../../lib/line-summary';
import { BUY_RULE_PATH, PASSENGER_NOTICE_PATH } from '../../app/page-paths';
import styles from './submit-bar.module.css';

type SubmitBarProps = {
  payableCents: number | null;
  discountCents: number;
  isAgreed: boolean;
  onAgree: (isAgreed: boolean) => void;
  isSubmitting: boolean;
  /** After a dropped connection the same order is submitted again; the button says so. */
  isRetry: boolean;
  onSubmit: () => void;
};

/** Fixed at the bottom: the agreement, the amount to pay and 提交订单. */
export const SubmitBar = ({ payableCents, discountCents, isAgreed, onAgree, isSubmitting, isRetry, onSubmit }: SubmitBarProps) => (
  <div className={styles.bar}>
    {/* The words tick the box; only the two titles open the rules. */}
    <div className={styles.agree}>
      <CheckRow isChecked={isAgreed} onChange={onAgree} className={styles.agreeCheck}>
        我已阅读并同意
      </CheckRow>
      <AppLink to={BUY_RULE_PATH}>《购票规则》</AppLink>
      <span className={styles.agreeWord} onClick={() => onAgree(!isAgreed)}>
        和
      </span>
      <AppLink to={PASSENGER_NOTICE_PATH}>《乘客须知》</AppLink>
    </div>
    <div className={styles.main}>
      <p className={styles.price}>
        应付 <span className={styles.priceValue}>{payableCents === null ? '--' : formatPrice(payableCents)}</span>
        {discountCents > 0 ? <span className={styles.discount}>已优惠 {formatPrice(discountCents)}</span> : null}
      </p>
      <button type="button" className={styles.submit} onClick={onSubmit} disabled={isSubmitting}>
        {isSubmitting ? '提交中…' : isRetry ? '重新提交' : '提交订单'}
      </button>
    </div>
  </div>
);
