import { goToLogin } from '../../api/auth-failures';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { statusActionClass } from '../../components/status-screen';
import { useLoginInfo } from '../../lib/use-login-info';
import { INVITE_ACTIVITY_RULE_PATH, MY_COUPON_PATH } from '../../app/page-paths';
import { readActivityQuery, useActivityState } from './activity-state';
import { ActivitySummary } from './activity-summary';
import { InviteShare } from './invite-share';
import { InviteeList } from './invitee-list';
import styles from './invite.module.css';

const RuleLinks = () => (
  <nav className={styles.footerLinks} aria-label="邀请有礼服务">
    <AppLink to={INVITE_ACTIVITY_RULE_PATH} className={styles.textLink}>
      邀请规则
    </AppLink>
    <AppLink to={MY_COUPON_PATH} className={styles.textLink}>
      我的优惠券
    </AppLink>
  </nav>
);

const LoginPrompt = () => (
  <section className={styles.card} aria-label="登录后邀请">
    <p className={styles.hint}>登录后即可获取您的专属邀请链接和海报，查看邀请记录和奖励</p>
    <button type="button" className={statusActionClass} onClick={() => goToLogin()}>
      登录后邀请好友
    </button>
  </section>
);

/**
 * invite-activity (SPEC section 4): the campaign running now, my invite link and poster, my invitees and
 * rewards. Its query (userId, cityId, oldUserPhoneNum: the "my invitation" deep link) is sent on as it came.
 */
export const InviteActivityPage = () => {
  const login = useLoginInfo();
  const query = readActivityQuery(window.location.search);
  const state = useActivityState(login?.userId ?? '', query);
  const { activityInfo } = state;

  let body;
  if (state.isError) body = <ErrorState title="活动加载失败" onRetry={state.retry} />;
  else if (state.isLoading) body = <SkeletonList rows={4} label="正在加载邀请活动" />;
  else if (!activityInfo) body = <EmptyState title="暂无进行中的邀请活动" hint="新的邀请活动开始后会显示在这里" />;
  else {
    body = (
      <>
        <ActivitySummary activity={activityInfo} />
        {!login ? <LoginPrompt /> : null}
        {login && activityInfo.inviteCode && activityInfo.isOpen ? <InviteShare activity={activityInfo} inviteCode={activityInfo.inviteCode} /> : null}
        {state.myInvites ? <InviteeList invites={state.myInvites} /> : null}
      </>
    );
  }
  return (
    <Page>
      {body}
      <RuleLinks />
    </Page>
  );
};
