import { z } from 'zod';
import { Id } from './common';
import { LineType } from './lines';
import { CouponKind, CouponTerms } from './orders';

/**
 * The operator console's coupons (decision 045): templates, 领券中心 campaigns and redeem-code batches. Money
 * is integer cents; instants are ISO strings (UTC), shown in Asia/Shanghai.
 */

/** An instant as the console sends it: ISO 8601 with its offset. */
export const Instant = z.iso.datetime({ offset: true, error: '时间格式不正确' });

const Cents = (label: string, max: number) =>
  z.number({ error: `请输入${label}` }).int(`${label}须精确到分`).min(0, `${label}不能为负`).max(max, `${label}不能超过 ${max / 100} 元`);

export const CouponTemplateFields = z.object({
  name: z.string({ error: '请输入券名称' }).trim().min(1, '请输入券名称').max(30, '券名称不能超过 30 个字'),
  kind: CouponKind,
  amountCents: Cents('减免金额', 100_000).default(0),
  ratioPercent: z.number().int('折扣须为整数').min(1, '折扣须在 1% 到 99% 之间').max(100, '折扣须在 1% 到 99% 之间').default(100),
  maxDiscountCents: Cents('最高减免', 100_000).default(0),
  thresholdCents: Cents('使用门槛', 1_000_000).default(0),
  productTypes: z.array(z.number().int().min(1).max(999)).min(1, '请选择适用的产品类型').default([5]),
  lineIds: z.array(Id).max(200, '适用线路不能超过 200 条').default([]),
  lineTypes: z.array(LineType).default([]),
  /** Valid for this many days from receipt; null when the fixed window below is used. */
  validDays: z.number().int('有效天数须为整数').min(1, '有效天数至少 1 天').max(365, '有效天数不能超过 365 天').nullable().default(null),
  fixedValidFrom: Instant.nullable().default(null),
  fixedValidTo: Instant.nullable().default(null),
  description: z.string().trim().max(200, '使用说明不能超过 200 个字').default(''),
});

/** The rules a template's fields must keep together, on create and on update alike. */
const templateRules = (t: z.output<typeof CouponTemplateFields>, ctx: z.core.$RefinementCtx) => {
  if (t.kind === 'amount' && t.amountCents < 1) ctx.addIssue({ code: 'custom', path: ['amountCents'], message: '请输入减免金额' });
  if (t.kind === 'ratio' && t.ratioPercent > 99) ctx.addIssue({ code: 'custom', path: ['ratioPercent'], message: '折扣须在 1% 到 99% 之间' });
  const hasFixed = t.fixedValidFrom !== null || t.fixedValidTo !== null;
  if (t.validDays === null && !hasFixed) ctx.addIssue({ code: 'custom', path: ['validDays'], message: '请填写有效天数，或固定的有效期' });
  if (t.validDays !== null && hasFixed) ctx.addIssue({ code: 'custom', path: ['validDays'], message: '有效天数与固定有效期只能二选一' });
  if (hasFixed && (t.fixedValidFrom === null || t.fixedValidTo === null)) ctx.addIssue({ code: 'custom', path: ['fixedValidTo'], message: '请填写有效期的开始和结束' });
  if (t.fixedValidFrom && t.fixedValidTo && new Date(t.fixedValidTo) <= new Date(t.fixedValidFrom)) {
    ctx.addIssue({ code: 'custom', path: ['fixedValidTo'], message: '有效期结束须晚于开始' });
  }
};

export const CouponTemplateInput = CouponTemplateFields.superRefine(templateRules);
export const CouponTemplateUpdate = CouponTemplateFields.extend({ id: Id }).superRefine(templateRules);

export const CouponTemplate = CouponTerms.extend({
  id: Id,
  /** welcome: granted to every account (新人券); lateness: the compensation of a late bus. Neither is edited here. */
  purpose: z.enum(['general', 'welcome', 'lateness']),
  isArchived: z.boolean(),
  /** Coupons of it held by passengers, any state. */
  issuedCount: z.number().int(),
  updatedAt: z.string(),
});
export type CouponTemplate = z.infer<typeof CouponTemplate>;

const Stock = z.number({ error: '请输入总库存' }).int('总库存须为整数').min(1, '总库存至少为 1').max(10_000_000, '总库存不能超过 1000 万');
const PerUserLimit = z.number({ error: '请输入每人限领' }).int('每人限领须为整数').min(1, '每人限领至少 1 张').max(100, '每人限领不能超过 100 张');
const CampaignName = z.string({ error: '请输入活动名称' }).trim().min(1, '请输入活动名称').max(30, '活动名称不能超过 30 个字');

const endsAfterStart = (b: { startsAt?: string; endsAt?: string }, ctx: z.core.$RefinementCtx) => {
  if (b.startsAt && b.endsAt && new Date(b.endsAt) <= new Date(b.startsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '结束时间须晚于开始时间' });
};

export const CouponCampaignInput = z
  .object({
    name: CampaignName,
    templateId: Id,
    totalStock: Stock,
    perUserLimit: PerUserLimit.default(1),
    startsAt: Instant,
    endsAt: Instant,
    description: z.string().trim().max(200, '活动说明不能超过 200 个字').default(''),
  })
  .superRefine(endsAfterStart);

/** Changes a campaign; its stock can never go below what was already issued (库存不能少于已领数量). */
export const CouponCampaignUpdate = z
  .object({
    id: Id,
    name: CampaignName.optional(),
    totalStock: Stock.optional(),
    perUserLimit: PerUserLimit.optional(),
    startsAt: Instant.optional(),
    endsAt: Instant.optional(),
    description: z.string().trim().max(200, '活动说明不能超过 200 个字').optional(),
  })
  .superRefine(endsAfterStart);

export const OpsCouponCampaign = z.object({
  id: Id,
  name: z.string(),
  template: z.object({ id: Id, name: z.string() }),
  totalStock: z.number().int(),
  issuedCount: z.number().int(),
  perUserLimit: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  isPaused: z.boolean(),
  description: z.string(),
  /** notStarted, running, paused, ended, soldOut: what 领券中心 shows of it now. */
  state: z.enum(['notStarted', 'running', 'paused', 'ended', 'soldOut']),
});
export type OpsCouponCampaign = z.infer<typeof OpsCouponCampaign>;

export const RedeemBatchInput = z
  .object({
    name: z.string({ error: '请输入批次名称' }).trim().min(1, '请输入批次名称').max(30, '批次名称不能超过 30 个字'),
    templateId: Id,
    codeCount: z.number({ error: '请输入生成数量' }).int('生成数量须为整数').min(1, '生成数量至少为 1').max(10_000, '一次最多生成 10000 个兑换码'),
    startsAt: Instant,
    endsAt: Instant,
  })
  .superRefine(endsAfterStart);

export const RedeemBatch = z.object({
  id: Id,
  name: z.string(),
  template: z.object({ id: Id, name: z.string() }),
  codeCount: z.number().int(),
  redeemedCount: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  isPaused: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type RedeemBatch = z.infer<typeof RedeemBatch>;

/** A code of a batch and its use: who (masked phone) and when. */
export const RedeemCodeUse = z.object({
  code: z.string(),
  redeemedAt: z.string().nullable(),
  phoneMasked: z.string().nullable(),
});
export type RedeemCodeUse = z.infer<typeof RedeemCodeUse>;
