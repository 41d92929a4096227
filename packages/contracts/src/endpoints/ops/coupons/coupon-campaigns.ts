import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { CouponCampaignInput, CouponCampaignUpdate, OpsCouponCampaign } from '../../../schemas/coupon-admin';
import { Id } from '../../../schemas/common';

/** 领券活动: every campaign of 领券中心, the newest first. */
export const listCouponCampaigns = defineOperatorEndpoint({
  method: 'GET',
  path: '/coupons/campaigns',
  summary: 'Every coupon campaign with its stock and what was claimed',
  roles: ['admin', 'service', 'finance'],
  data: z.object({ campaigns: z.array(OpsCouponCampaign) }),
});

export type CreateCouponCampaignBody = z.input<typeof CouponCampaignInput>;

export const createCouponCampaign = defineOperatorEndpoint({
  method: 'POST',
  path: '/coupons/campaigns/create',
  summary: 'Adds a coupon campaign (a template, a stock, a per-passenger limit, dates)',
  roles: ['admin'],
  body: CouponCampaignInput,
  data: z.object({ campaign: OpsCouponCampaign }),
});

export type UpdateCouponCampaignBody = z.input<typeof CouponCampaignUpdate>;

/** Changes a campaign: name, stock (never below what was claimed), limit, dates, description. */
export const updateCouponCampaign = defineOperatorEndpoint({
  method: 'POST',
  path: '/coupons/campaigns/update',
  summary: "Changes a coupon campaign's stock, limit or dates",
  roles: ['admin'],
  body: CouponCampaignUpdate,
  data: z.object({ campaign: OpsCouponCampaign }),
});

export const PauseCouponCampaignBody = z.object({ id: Id, isPaused: z.boolean({ error: '请选择暂停或恢复' }) });
export type PauseCouponCampaignBody = z.input<typeof PauseCouponCampaignBody>;

/** Pauses a campaign (passengers are told 活动已结束) or resumes it. */
export const pauseCouponCampaign = defineOperatorEndpoint({
  method: 'POST',
  path: '/coupons/campaigns/pause',
  summary: 'Pauses or resumes a coupon campaign',
  roles: ['admin'],
  body: PauseCouponCampaignBody,
  data: z.object({ campaign: OpsCouponCampaign }),
});
