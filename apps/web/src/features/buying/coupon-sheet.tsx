import type { QuoteCoupon } from '@udian/contracts/endpoints/orders/order-quote';
import { Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect } from 'react';
import { formatYuan } from '../../lib/format';
import { couponValueText, lineScopeText, productTypesText, thresholdText, validityText } from '../../lib/coupon-text';
import styles from './coupon-sheet.module.css';

type CouponOptionProps = { item: QuoteCoupon; isChecked: boolean; onPick: () => void };

const CouponOption = ({ item, isChecked, onPick }: CouponOptionProps) => {
  const { coupon } = item;
  return (
    <li>
      <button
        type="button"
        role="radio"
        aria-checked={isChecked}
        disabled={!item.isUsable}
        className={`${styles.option} ${item.isUsable ? '' : styles.unusable}`}
        onClick={onPick}
      >
        <span className={styles.value}>{couponValueText(coupon)}</span>
        <span className={styles.body}>
          <span className={styles.name}>{coupon.name}</span>
          <span className={styles.line}>
            {thresholdText(coupon.thresholdCents)} · {productTypesText(coupon.productTypes)}
          </span>
          <span className={styles.line}>{lineScopeText(coupon)}</span>
          <span className={styles.line}>有效期 {validityText(coupon)}</span>
          {item.isUsable ? (
            <span className={styles.saving}>本单可减 {formatYuan(item.discountCents)} 元</span>
          ) : (
            <span className={styles.reason}>不可用：{item.reason ?? '不满足使用条件'}</span>
          )}
        </span>
        {item.isUsable ? <span className={styles.radio} aria-hidden="true" /> : null}
      </button>
    </li>
  );
};

type CouponSheetProps = {
  isOpen: boolean;
  coupons: readonly QuoteCoupon[];
  appliedId: string | null;
  onPick: (userCouponId: string | null) => void;
  onClose: () => void;
};

/** The passenger's coupons for this order, on antd-mobile's bottom Popup: usable ones to pick, the others greyed with the reason. */
export const CouponSheet = ({ isOpen, coupons, appliedId, onPick, onClose }: CouponSheetProps) => {
  useEffect(() => {
    if (!isOpen) return undefined;
    const onKey = (event: KeyboardEvent) => (event.key === 'Escape' ? onClose() : undefined);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen, onClose]);
  const usable = coupons.filter((item) => item.isUsable);
  const unusable = coupons.filter((item) => !item.isUsable);
  return (
    <Popup visible={isOpen} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName={styles.sheet}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-label="选择优惠券">
        <div className={styles.head}>
          <h2 className={styles.title}>选择优惠券</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="关闭">
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
        <ul className={styles.list} role="radiogroup" aria-label="优惠券">
          <li>
            <button type="button" role="radio" aria-checked={appliedId === null} className={styles.option} onClick={() => onPick(null)}>
              <span className={styles.body}>
                <span className={styles.name}>不使用优惠券</span>
              </span>
              <span className={styles.radio} aria-hidden="true" />
            </button>
          </li>
          {usable.map((item) => (
            <CouponOption
              key={item.coupon.userCouponId}
              item={item}
              isChecked={item.coupon.userCouponId === appliedId}
              onPick={() => onPick(item.coupon.userCouponId)}
            />
          ))}
          {unusable.length > 0 ? <li className={styles.groupTitle}>不可用优惠券（{unusable.length}张）</li> : null}
          {unusable.map((item) => (
            <CouponOption key={item.coupon.userCouponId} item={item} isChecked={false} onPick={() => undefined} />
          ))}
        </ul>
      </div>
    </Popup>
  );
};
