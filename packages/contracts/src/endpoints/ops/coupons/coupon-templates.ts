import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { CouponTemplate, CouponTemplateInput, CouponTemplateUpdate } from '../../../schemas/coupon-admin';
import { Id } from '../../../schemas/common';

/** 券模板: every coupon template, archived last. */
export const listCouponTemplates = defineOperatorEndpoint({
  method: 'GET',
  path: '/coupons/templates',
  summary: 'Every coupon template with how many of it passengers hold',
  roles: ['admin', 'service', 'finance'],
  data: z.object({ templates: z.array(CouponTemplate) }),
});

export type CreateCouponTemplateBody = z.input<typeof CouponTemplateInput>;

export const createCouponTemplate = defineOperatorEndpoint({
  method: 'POST',
  path: '/coupons/templates/create',
  summary: 'Adds a coupon template',
  roles: ['admin'],
  body: CouponTemplateInput,
  data: z.object({ template: CouponTemplate }),
});

export type UpdateCouponTemplateBody = z.input<typeof CouponTemplateUpdate>;

/** Changes a template's terms: coupons already held keep their own dates, and take the new terms. */
export const updateCouponTemplate = defineOperatorEndpoint({
  method: 'POST',
  path: '/coupons/templates/update',
  summary: "Changes a coupon template's terms",
  roles: ['admin'],
  body: CouponTemplateUpdate,
  data: z.object({ template: CouponTemplate }),
});

export const ArchiveCouponTemplateBody = z.object({ id: Id, isArchived: z.boolean({ error: '请选择归档或恢复' }) });
export type ArchiveCouponTemplateBody = z.input<typeof ArchiveCouponTemplateBody>;

/** Archives a template (no new campaigns or batches of it; held coupons stay valid), or brings it back. */
export const archiveCouponTemplate = defineOperatorEndpoint({
  method: 'POST',
  path: '/coupons/templates/archive',
  summary: 'Archives a coupon template or brings it back',
  roles: ['admin'],
  body: ArchiveCouponTemplateBody,
  data: z.object({ template: CouponTemplate }),
});
