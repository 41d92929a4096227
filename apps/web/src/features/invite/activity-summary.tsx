import type { InviteActivity } from '@udian/contracts/schemas/promotions';
import { couponValueText, lineScopeText, termsValidityText, thresholdText } from '../../lib/coupon-text';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import styles from './invite.module.css';

/** The campaign: its dates, what the friend gets on registering and what the inviter gets after their first ride. */
export const ActivitySummary = ({ activity }: { activity: InviteActivity }) => (
  <section className={styles.hero} aria-label="活动介绍">
    <h2 className={styles.heroTitle}>{activity.name}</h2>
    <p className={styles.heroDates}>
      {formatShanghaiDateTime(activity.startsAt)} 至 {formatShanghaiDateTime(activity.endsAt)}
      {activity.isOpen ? '' : '（活动未在进行中）'}
    </p>
    <div className={styles.offers}>
      <div className={styles.offer}>
        <span className={styles.offerWho}>好友注册得</span>
        <span className={styles.offerValue}>{couponValueText(activity.newUserCoupon)}</span>
        <span className={styles.offerTerms}>
          {activity.newUserCoupon.name} · {thresholdText(activity.newUserCoupon.thresholdCents)} · {termsValidityText(activity.newUserCoupon)}
        </span>
      </div>
      <div className={styles.offer}>
        <span className={styles.offerWho}>好友首次乘车后您得</span>
        <span className={styles.offerValue}>{couponValueText(activity.rewardCoupon)}</span>
        <span className={styles.offerTerms}>
          {activity.rewardCoupon.name} · {lineScopeText(activity.rewardCoupon)} · 最多奖励{activity.rewardCap}次
        </span>
      </div>
    </div>
  </section>
);
