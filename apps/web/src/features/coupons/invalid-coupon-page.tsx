import type { UserCoupon } from '@udian/contracts/schemas/orders';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { useLoginInfo } from '../../lib/use-login-info';
import { useUserCoupons } from './api/user-coupons';
import { CouponCard } from './coupon-card';
import styles from './coupons.module.css';

/** When a coupon stopped being usable: spent (usedAt), else past its end (validTo is exclusive). */
export const endedText = (coupon: UserCoupon): string =>
  coupon.status === 'used' && coupon.usedAt
    ? `使用于 ${formatShanghaiDateTime(coupon.usedAt)}`
    : `过期于 ${formatShanghaiDateTime(new Date(Date.parse(coupon.validTo) - 60_000).toISOString())}`;

const stateLabel = (coupon: UserCoupon): string => (coupon.status === 'used' ? '已使用' : '已过期');

const InvalidCoupons = ({ userId }: { userId: string }) => {
  const coupons = useUserCoupons(userId, 'invalid');
  if (coupons.isError) return <ErrorState title="优惠券加载失败" onRetry={() => void coupons.refetch()} />;
  if (!coupons.data) return <SkeletonList rows={3} label="正在加载失效优惠券" />;
  if (coupons.data.length === 0) return <EmptyState title="暂无失效优惠券" hint="已使用和已过期的优惠券会显示在这里" />;
  return (
    <ul className={styles.list} aria-label="失效优惠券">
      {coupons.data.map((coupon) => (
        <li key={coupon.userCouponId}>
          <CouponCard
            coupon={coupon}
            isDimmed
            endedText={endedText(coupon)}
            action={<span className={styles.stateTag}>{stateLabel(coupon)}</span>}
          />
        </li>
      ))}
    </ul>
  );
};

const InvalidCouponList = () => {
  const login = useLoginInfo();
  return login ? <InvalidCoupons userId={login.userId} /> : null;
};

/** invalid-coupon: the used and expired coupons, latest first, each with when it was used or expired. */
export const InvalidCouponPage = () => (
  <RequireLogin>
    <Page>
      <InvalidCouponList />
    </Page>
  </RequireLogin>
);
