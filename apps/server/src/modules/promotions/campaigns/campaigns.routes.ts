import { receiveCoupon, receiveCouponInfo } from '@udian/contracts/endpoints/coupons/receive-coupon';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { CampaignsService } from './campaigns.service';

/** 领券中心 (draw-coupon): the campaigns, public (claimedByMe when logged in), and the claim. */
export const registerCampaignRoutes = (app: App, { campaigns }: { campaigns: CampaignsService }) => {
  registerEndpoint(app, receiveCouponInfo, ({ request }) => campaigns.info(request.session?.userId ?? null));
  registerEndpoint(app, receiveCoupon, ({ session, body }) => campaigns.claim(session.userId, body.campaignId));
};
