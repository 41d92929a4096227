import type { InviteRegisterData } from '@udian/contracts/endpoints/activity/invite-activity';
import { useState } from 'react';
import { ApiFailure } from '../../api/query-result';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { getQueryParam } from '../../app/query-params';
import { couponValueText, lineScopeText, termsValidityText, thresholdText } from '../../lib/coupon-text';
import { useInviterInfo } from './api/inviter-info';
import { InviteRegForm } from './invite-reg-form';
import { InviteRegResult } from './invite-reg-result';
import styles from './invite.module.css';

export const INVALID_LINK_TEXT = '邀请链接无效，请向邀请人重新获取';
const inviteCodePattern = /^[A-Za-z0-9]{4,40}$/;

const Landing = ({ inviteCode }: { inviteCode: string }) => {
  const info = useInviterInfo(inviteCode);
  const [result, setResult] = useState<InviteRegisterData | null>(null);
  if (result) return <InviteRegResult result={result} />;
  if (info.isError) {
    return info.error instanceof ApiFailure && !info.error.isTransport ? (
      <EmptyState title="邀请链接无效" hint={info.error.message || INVALID_LINK_TEXT} />
    ) : (
      <ErrorState title="邀请信息加载失败" onRetry={() => void info.refetch()} />
    );
  }
  if (!info.data) return <SkeletonList rows={3} label="正在加载邀请信息" />;
  const { inviterPhoneMasked, activity } = info.data;
  const coupon = activity.newUserCoupon;
  return (
    <>
      <section className={styles.hero} aria-label="好友邀请">
        <p className={styles.heroDates}>您的好友 {inviterPhoneMasked} 邀请您参加</p>
        <h2 className={styles.heroTitle}>{activity.name}</h2>
        <div className={styles.offer}>
          <span className={styles.offerWho}>新用户注册即得</span>
          <span className={styles.offerValue}>{couponValueText(coupon)}</span>
          <span className={styles.offerTerms}>
            {coupon.name} · {thresholdText(coupon.thresholdCents)} · {lineScopeText(coupon)} · {termsValidityText(coupon)}
          </span>
        </div>
      </section>
      {activity.isOpen ? (
        <section className={styles.card} aria-label="手机号注册">
          <h2 className={styles.cardTitle}>手机号注册领券</h2>
          <InviteRegForm inviteCode={inviteCode} activityId={activity.id} onDone={setResult} />
          <p className={styles.hint}>已注册的手机号可直接登录，但不参与本次邀请活动。</p>
        </section>
      ) : (
        <EmptyState title="活动已结束" hint="本次邀请活动已结束，感谢您的关注" />
      )}
    </>
  );
};

/** invite-activity-reg?inviteCode=&activityId=: the friend's landing page from an invite link. */
export const InviteActivityRegPage = () => {
  const inviteCode = getQueryParam('inviteCode')?.trim() ?? '';
  return (
    <Page>
      {inviteCodePattern.test(inviteCode) ? <Landing key={inviteCode} inviteCode={inviteCode} /> : <EmptyState title="邀请链接无效" hint={INVALID_LINK_TEXT} />}
    </Page>
  );
};
