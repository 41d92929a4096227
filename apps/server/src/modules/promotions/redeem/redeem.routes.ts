import { receiveRedeem } from '@udian/contracts/endpoints/coupons/receive-coupon';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { RedeemService } from './redeem.service';

/** 兑换优惠券: a code for its batch's coupon; the device id of the client headers counts toward the lock. */
export const registerRedeemRoutes = (app: App, { redeem }: { redeem: RedeemService }) => {
  registerEndpoint(app, receiveRedeem, ({ session, body, request }) => redeem.redeem(session.userId, request.clientInfo.deviceId ?? '', body.code));
};
