import { Page } from '../../components/page/page';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { useLoginInfo } from '../../lib/use-login-info';
import { couponValueText, termsValidityText, thresholdText } from '../../lib/coupon-text';
import { useInviteActivityInfo } from './api/invite-activity';
import styles from './invite.module.css';

/** What holds for every invitation campaign, whatever its own rules add. */
export const FIXED_RULES: readonly string[] = [
  '通过您的专属邀请链接或海报二维码注册的新用户，即为您邀请的好友。',
  '好友注册成功后即可获得新人优惠券；好友完成首次购票并检票乘车后，您获得邀请奖励券，不在好友注册时发放。',
  '好友的首次乘车订单全额退票的，该次乘车不计入邀请；好友再次购票乘车后仍可计入。',
  '每位邀请人在同一活动中获得的奖励次数有上限，达到上限后邀请的好友仍可获得新人券，您不再获得奖励。',
  '使用本人手机号、本人曾使用的设备注册，或在打开邀请链接前已注册的账号，均不计为邀请，不发放奖励。',
  '奖励券和新人券的使用方法见“我的优惠券”中的使用规则；以不正当方式参与活动的，平台有权取消奖励。',
];

/** invite-activity-rule: the running campaign's own rules, then the explanations that always hold. */
export const InviteActivityRulePage = () => {
  const login = useLoginInfo();
  const activity = useInviteActivityInfo(login?.userId ?? '', {});
  const info = activity.data;
  return (
    <Page>
      <article className={styles.rules}>
        {info ? (
          <section aria-label="本期活动">
            <h2>{info.name}</h2>
            {info.rules
              .split(/\n+/)
              .filter((paragraph) => paragraph.trim() !== '')
              .map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            <p>
              新人券：{info.newUserCoupon.name}，{couponValueText(info.newUserCoupon)}，{thresholdText(info.newUserCoupon.thresholdCents)}，
              {termsValidityText(info.newUserCoupon)}。
            </p>
            <p>
              邀请奖励：{info.rewardCoupon.name}，{couponValueText(info.rewardCoupon)}，每人最多奖励{info.rewardCap}次。
            </p>
          </section>
        ) : activity.isPending ? (
          <SkeletonList rows={2} label="正在加载活动规则" />
        ) : (
          <p>当前没有进行中的邀请活动。</p>
        )}
        <section aria-label="活动说明">
          <h2>活动说明</h2>
          <ol>
            {FIXED_RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      </article>
    </Page>
  );
};
