import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createLatenessRepository } from './lateness/lateness.repository';
import { createLatenessService } from './lateness/lateness.service';
import { createInviteCampaignsService } from './invitations/invite-campaigns.service';
import { createInviteRewards } from './invitations/invite-rewards';
import { createInvitationsRepository } from './invitations/invitations.repository';
import { registerInvitationsRoutes } from './invitations/invitations.routes';
import { createInvitationsService } from './invitations/invitations.service';
import { createCampaignsRepository } from './campaigns/campaigns.repository';
import { registerCampaignRoutes } from './campaigns/campaigns.routes';
import { createCampaignsService } from './campaigns/campaigns.service';
import { createCouponAdminRepository } from './coupon-admin/coupon-admin.repository';
import { createCouponAdminService } from './coupon-admin/coupon-admin.service';
import { registerRedeemRoutes } from './redeem/redeem.routes';
import { createRedeemRepository } from './redeem/redeem.repository';
import { createRedeemService } from './redeem/redeem.service';
import type { PromotionsAccountsPort, PromotionsBuyingPort } from './promotions.ports';

export type PromotionsDeps = {
  config: Config;
  db: Db;
  accounts: PromotionsAccountsPort;
  buying: PromotionsBuyingPort;
  now?: () => Date;
};

/**
 * The promotions context (decision 045): 领券中心 campaigns, redeem codes, the invitation campaign and the
 * coupons that pay back a late bus (repositories → services → routes). Coupons themselves are buying's;
 * promotions hands them out through buying's port. Answers its services to the operator console and the jobs.
 */
export const registerPromotions = (app: App, { config, db, accounts, buying, now }: PromotionsDeps) => {
  // 领券中心 and redeem codes: the passengers' claims; the console's templates, campaigns and batches.
  registerCampaignRoutes(app, { campaigns: createCampaignsService({ db, campaigns: createCampaignsRepository(db), accounts, buying, now }) });
  registerRedeemRoutes(app, { redeem: createRedeemService({ db, redeem: createRedeemRepository(db), buying, now }) });
  // The invitation campaign: the passengers' calls, the rewards (the invite-rewards job settles them), the console's campaigns.
  const invitationsRepository = createInvitationsRepository(db);
  const inviteRewards = createInviteRewards({ db, invitations: invitationsRepository, accounts, buying, now });
  registerInvitationsRoutes(app, {
    invitations: createInvitationsService({ invitations: invitationsRepository, rewards: inviteRewards, accounts, buying, codeSecret: config.invitations.codeSecret, now }),
  });
  return {
    /** 优惠券 in the console: coupon templates, 领券中心 campaigns, redeem-code batches. */
    couponAdmin: createCouponAdminService({ db, admin: createCouponAdminRepository(db), now }),
    /** The inviters' rewards: the invite-rewards job runs its settle step. */
    inviteRewards,
    /** 邀请有礼 in the console: campaigns, their report and invitations. */
    inviteCampaigns: createInviteCampaignsService({ db, invitations: invitationsRepository, rewards: inviteRewards, now }),
    /** Money back when the bus is late: the lateness-compensation job runs it, the console reads its reports. */
    lateness: createLatenessService({ db, lateness: createLatenessRepository(db), buying, now }),
  };
};

export type Promotions = ReturnType<typeof registerPromotions>;
