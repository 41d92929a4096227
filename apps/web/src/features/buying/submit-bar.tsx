import { AppLink } from '../../components/app-link';
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
    <label className={styles.agree}>
      <input type="checkbox" checked={isAgreed} onChange={(event) => onAgree(event.target.checked)} />
      <span>
        我已阅读并同意
        <AppLink to={BUY_RULE_PATH}>《购票规则》</AppLink>和<AppLink to={PASSENGER_NOTICE_PATH}>《乘客须知》</AppLink>
      </span>
    </label>
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
