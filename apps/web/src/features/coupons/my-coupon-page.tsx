import type { UserCoupon } from '@udian/contracts/schemas/orders';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { useLoginInfo } from '../../lib/use-login-info';
import { BUY_TICKET_PATH, DRAW_COUPON_PATH, LINE_LIST_PATH } from '../../app/page-paths';
import { useUserCoupons } from './api/user-coupons';
import { CouponCard } from './coupon-card';
import { CouponLinks } from './coupon-links';
import { RedeemBox } from './redeem-box';
import styles from './coupons.module.css';

/**
 * 去使用: the buy page of a line the coupon applies to, with the coupon preferred there; every line when
 * none runs. A coupon held by an unpaid order says so instead.
 */
export const UseCouponAction = ({ coupon }: { coupon: UserCoupon }) => {
  if (coupon.status === 'locked') return <span className={styles.stateTag}>待支付订单占用中</span>;
  return coupon.useLineId ? (
    <AppLink to={BUY_TICKET_PATH} query={{ lineId: coupon.useLineId, userCouponId: coupon.userCouponId }} className={styles.useButton}>
      去使用
    </AppLink>
  ) : (
    <AppLink to={LINE_LIST_PATH} className={styles.useButton}>
      去使用
    </AppLink>
  );
};

const UsableCoupons = ({ userId }: { userId: string }) => {
  const coupons = useUserCoupons(userId, 'usable');
  if (coupons.isError) return <ErrorState title="优惠券加载失败" onRetry={() => void coupons.refetch()} />;
  if (!coupons.data) return <SkeletonList rows={3} label="正在加载优惠券" />;
  if (coupons.data.length === 0) {
    return (
      <EmptyState
        title="暂无可用优惠券"
        hint="去领券中心看看，或输入兑换码兑换"
        action={
          <AppLink to={DRAW_COUPON_PATH} className={emptyActionClass}>
            去领券
          </AppLink>
        }
      />
    );
  }
  return (
    <>
      <p className={styles.count}>共{coupons.data.length}张可用，按到期时间排列</p>
      <ul className={styles.list} aria-label="可用优惠券">
        {coupons.data.map((coupon) => (
          <li key={coupon.userCouponId}>
            <CouponCard coupon={coupon} action={<UseCouponAction coupon={coupon} />} />
          </li>
        ))}
      </ul>
    </>
  );
};

const MyCoupons = () => {
  const login = useLoginInfo();
  return (
    <>
      <CouponLinks />
      <RedeemBox />
      {login ? <UsableCoupons userId={login.userId} /> : null}
    </>
  );
};

/** coupon/my-coupon, my-coupon and /ydbus/coupon: the passenger's usable coupons and the redeem box. */
export const MyCouponPage = () => (
  <RequireLogin>
    <Page>
      <MyCoupons />
    </Page>
  </RequireLogin>
);
