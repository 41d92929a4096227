import { couponSummary } from '@udian/contracts/endpoints/coupons/coupon-summary';
import { userCouponList } from '@udian/contracts/endpoints/coupons/user-coupon-list';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { CouponService } from './coupons.service';

export const registerCouponRoutes = (app: App, { couponService }: { couponService: CouponService }) => {
  registerEndpoint(app, userCouponList, ({ session, query }) => couponService.list(session.userId, query));
  registerEndpoint(app, couponSummary, ({ session }) => couponService.summary(session.userId));
};
