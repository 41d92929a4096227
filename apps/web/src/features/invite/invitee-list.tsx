import type { MyInviteUsersData } from '@udian/contracts/endpoints/activity/invite-activity';
import type { InvitedUser } from '@udian/contracts/schemas/promotions';
import { couponValueText, validityText } from '../../lib/coupon-text';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import styles from './invite.module.css';

/** An invitee's reward, as the inviter reads it; a refused one says why. */
export const rewardStateText = (user: Pick<InvitedUser, 'rewardState' | 'refusedReason'>): string => {
  switch (user.rewardState) {
    case 'waiting':
      return '待首次乘车';
    case 'rewarded':
      return '已获得奖励';
    case 'capped':
      return '奖励已达上限';
    case 'refused':
      return user.refusedReason ? `不发放奖励：${user.refusedReason}` : '不发放奖励';
  }
};

/** My invitees (masked phone, registered, first ride, reward) and my rewards, with the counts. */
export const InviteeList = ({ invites }: { invites: MyInviteUsersData }) => (
  <>
    <section className={styles.card} aria-label="我的邀请">
      <h2 className={styles.cardTitle}>我的邀请</h2>
      <dl className={styles.counts}>
        <div>
          <dt>已注册</dt>
          <dd>{invites.registeredCount}</dd>
        </div>
        <div>
          <dt>已乘车</dt>
          <dd>{invites.riddenCount}</dd>
        </div>
        <div>
          <dt>已奖励</dt>
          <dd>{invites.rewardedCount}</dd>
        </div>
      </dl>
      {invites.users.length === 0 ? (
        <p className={styles.hint}>还没有好友通过您的链接注册，快去邀请吧</p>
      ) : (
        <ul className={styles.rows} aria-label="邀请的好友">
          {invites.users.map((user) => (
            <li key={`${user.phoneMasked}-${user.registeredAt}`} className={styles.row} data-testid="invitee">
              <span className={styles.phone}>{user.phoneMasked}</span>
              <span className={styles.rowDetail}>注册于 {formatShanghaiDateTime(user.registeredAt)}</span>
              <span className={styles.rowDetail}>
                {user.firstRideAt ? `首次乘车 ${formatShanghaiDateTime(user.firstRideAt)}` : '尚未乘车'}
              </span>
              <span className={user.rewardState === 'refused' ? styles.refused : styles.reward}>{rewardStateText(user)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
    <section className={styles.card} aria-label="我的奖励">
      <h2 className={styles.cardTitle}>我的奖励</h2>
      {invites.rewards.length === 0 ? (
        <p className={styles.hint}>好友首次乘车检票后，奖励券将发放到您的优惠券中</p>
      ) : (
        <ul className={styles.rows} aria-label="奖励优惠券">
          {invites.rewards.map((coupon) => (
            <li key={coupon.userCouponId} className={styles.row}>
              <span className={styles.phone}>{coupon.name}</span>
              <span className={styles.rowDetail}>{couponValueText(coupon)}</span>
              <span className={styles.rowDetail}>有效期 {validityText(coupon)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  </>
);
