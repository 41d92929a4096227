import { useState } from 'react';
import { goToLogin } from '../../api/auth-failures';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { toast } from '../../app/toast';
import { useLoginInfo } from '../../lib/use-login-info';
import { COUPON_RULES_PATH, MY_COUPON_PATH } from '../../app/page-paths';
import { useClaimCoupon, useCouponCampaigns } from './api/coupon-campaigns';
import { CampaignCard } from './campaign-card';
import styles from './coupons.module.css';

/**
 * draw-coupon (领券中心): the campaigns, for visitors too. A claim by a visitor opens the login page, which
 * comes back here; a refusal is toasted in the server's words and the campaigns are asked again.
 */
export const DrawCouponPage = () => {
  const login = useLoginInfo();
  const campaigns = useCouponCampaigns(login?.userId ?? '');
  const claim = useClaimCoupon();
  const [claimingId, setClaimingId] = useState<string | null>(null);

  const onClaim = (campaignId: string) => {
    if (!login) {
      goToLogin();
      return;
    }
    if (claim.isPending) return;
    setClaimingId(campaignId);
    claim.mutate(campaignId, {
      onSuccess: ({ coupon }) => toast.success(`领取成功，「${coupon.name}」已放入我的优惠券`),
      onSettled: () => setClaimingId(null),
    });
  };

  let body;
  if (campaigns.isError) body = <ErrorState title="活动加载失败" onRetry={() => void campaigns.refetch()} />;
  else if (!campaigns.data) body = <SkeletonList rows={3} label="正在加载领券活动" />;
  else if (campaigns.data.length === 0) body = <EmptyState title="暂无可领取的优惠券" hint="新的领券活动开始后会显示在这里" />;
  else {
    body = (
      <ul className={styles.list} aria-label="领券活动">
        {campaigns.data.map((campaign) => (
          <li key={campaign.campaignId}>
            <CampaignCard campaign={campaign} isClaiming={claimingId === campaign.campaignId} onClaim={() => onClaim(campaign.campaignId)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page>
      <nav className={styles.links} aria-label="优惠券服务">
        <AppLink to={MY_COUPON_PATH} className={styles.link}>
          我的优惠券
        </AppLink>
        <AppLink to={COUPON_RULES_PATH} className={styles.link}>
          使用规则
        </AppLink>
      </nav>
      {login ? null : <p className={styles.count}>登录后即可领取优惠券</p>}
      {body}
    </Page>
  );
};
