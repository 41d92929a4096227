import type { InviteActivity } from '@udian/contracts/schemas/promotions';
import { AppLink } from '../../components/app-link';
import { useLinkShare } from '../../components/use-link-share';
import { couponValueText, thresholdText } from '../../lib/coupon-text';
import { INVITE_ACTIVITY_REG_PATH } from '../../app/page-paths';
import { InvitePoster } from './invite-poster';
import { inviteLinkOf } from './invite-link';
import styles from './invite.module.css';

const shareTitle = (activity: InviteActivity) => `送你一张${couponValueText(activity.newUserCoupon)}的乘车券`;
const shareText = (activity: InviteActivity) =>
  `${activity.name}：通过我的链接注册，即得「${activity.newUserCoupon.name}」（${thresholdText(activity.newUserCoupon.thresholdCents)}）`;

/**
 * My invite link with 复制链接, the poster, and sharing: in the messaging app the share menu (chat and
 * timeline) is set to this link through the JS-SDK and the page says where it is; elsewhere the system
 * share sheet where there is one. 预览好友收到的页面 opens the friend's landing page.
 */
export const InviteShare = ({ activity, inviteCode }: { activity: InviteActivity; inviteCode: string }) => {
  const link = inviteLinkOf(inviteCode, activity.id);
  const { isWechatShareSet, canShareSheet, copy, shareBySheet } = useLinkShare({
    title: shareTitle(activity),
    text: shareText(activity),
    link,
    copiedMessage: '链接已复制，快去发给好友吧',
  });

  return (
    <section className={styles.card} aria-label="我的邀请链接">
      <h2 className={styles.cardTitle}>我的邀请链接</h2>
      <input
        className={styles.link}
        data-testid="invite-link"
        aria-label="邀请链接"
        type="url"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.primaryButton} onClick={() => void copy()}>
          复制链接
        </button>
        {canShareSheet && !isWechatShareSet ? (
          <button type="button" className={styles.secondaryButton} onClick={shareBySheet}>
            分享给好友
          </button>
        ) : null}
      </div>
      {isWechatShareSet ? <p className={styles.hint}>点击右上角「···」，即可分享给微信好友或朋友圈</p> : null}
      <InvitePoster
        content={{
          title: activity.name,
          offer: couponValueText(activity.newUserCoupon),
          offerDetail: `${activity.newUserCoupon.name} · ${thresholdText(activity.newUserCoupon.thresholdCents)}`,
          link,
        }}
      />
      <AppLink to={INVITE_ACTIVITY_REG_PATH} query={{ inviteCode, activityId: activity.id }} className={styles.textLink}>
        预览好友收到的页面
      </AppLink>
    </section>
  );
};
