import type { InviteRegisterData } from '@udian/contracts/endpoints/activity/invite-activity';
import { AppLink } from '../../components/app-link';
import { couponValueText, lineScopeText, thresholdText, validityText } from '../../lib/coupon-text';
import { BUY_TICKET_PATH, HOME_PATH, LINE_LIST_PATH, MY_COUPON_PATH } from '../../app/page-paths';
import styles from './invite.module.css';

/**
 * What the registration brought, in words: the coupon, or why the invitation does not count (the server's
 * reason: an account that existed, the inviter's own phone, a device the inviter used).
 */
export const regResultText = (
  result: Pick<InviteRegisterData, 'isNewUser' | 'isInvitationCounted' | 'notCountedReason' | 'newUserCoupon'>,
): { title: string; message: string } => {
  if (!result.isInvitationCounted) {
    return {
      title: result.isNewUser ? '注册成功，不参与本次邀请' : '已有账号，不参与本次邀请',
      message: result.notCountedReason || '本次登录不参与邀请活动，您仍可以正常购票乘车。',
    };
  }
  return result.newUserCoupon
    ? { title: '注册成功，新人券已到账', message: '新人券已放入“我的优惠券”，购票时自动使用。' }
    : { title: '注册成功', message: '本次活动的新人券已发完，您仍可以正常购票乘车。' };
};

/** The result of registering from an invite link, with the way on: 去使用 and 查看优惠券. */
export const InviteRegResult = ({ result }: { result: InviteRegisterData }) => {
  const { title, message } = regResultText(result);
  const coupon = result.newUserCoupon;
  return (
    <section className={styles.card} aria-label="注册结果" role="status">
      <h2 className={styles.cardTitle}>{title}</h2>
      <p className={styles.hint}>{message}</p>
      {coupon ? (
        <div className={styles.offer} data-testid="new-user-coupon">
          <span className={styles.offerValue}>{couponValueText(coupon)}</span>
          <span className={styles.offerTerms}>
            {coupon.name} · {thresholdText(coupon.thresholdCents)} · {lineScopeText(coupon)}
          </span>
          <span className={styles.offerTerms}>有效期 {validityText(coupon)}</span>
        </div>
      ) : null}
      <div className={styles.actions}>
        {coupon ? (
          <AppLink
            to={coupon.useLineId ? BUY_TICKET_PATH : LINE_LIST_PATH}
            query={coupon.useLineId ? { lineId: coupon.useLineId, userCouponId: coupon.userCouponId } : undefined}
            className={styles.primaryButton}
          >
            去使用
          </AppLink>
        ) : (
          <AppLink to={HOME_PATH} className={styles.primaryButton}>
            去首页
          </AppLink>
        )}
        <AppLink to={MY_COUPON_PATH} className={styles.secondaryButton}>
          查看优惠券
        </AppLink>
      </div>
    </section>
  );
};
