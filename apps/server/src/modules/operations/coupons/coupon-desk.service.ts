import type { ArchiveCouponTemplateBody, UpdateCouponTemplateBody } from '@udian/contracts/endpoints/ops/coupons/coupon-templates';
import type { CouponCampaignInput, CouponCampaignUpdate, CouponTemplateInput, RedeemBatchInput } from '@udian/contracts/schemas/coupon-admin';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import type { CouponAdminService } from '../../promotions/coupon-admin/coupon-admin.service';
import type { AuditActor, AuditService } from '../audit/audit.service';

type Output<S extends z.ZodType> = z.output<S>;

/**
 * 优惠券 in the console: promotions' coupon administration, each write with its audit entry in the same
 * transaction, and the export of a batch's codes recorded too (the codes are worth money).
 */
export const createCouponDeskService = ({ db, coupons, audit }: { db: Db; coupons: CouponAdminService; audit: AuditService }) => ({
  listTemplates: () => coupons.listTemplates(),
  createTemplate: (actor: AuditActor, body: Output<typeof CouponTemplateInput>) =>
    coupons.createTemplate(body, (tx, { after, label }) =>
      audit.record(actor, { action: 'couponTemplate.create', targetType: 'couponTemplate', targetId: after.id, summary: `添加券模板「${label}」`, after }, tx),
    ),
  updateTemplate: (actor: AuditActor, body: Output<typeof CouponTemplateInput> & Pick<UpdateCouponTemplateBody, 'id'>) =>
    coupons.updateTemplate(body, (tx, { before, after, label }) =>
      audit.record(actor, { action: 'couponTemplate.update', targetType: 'couponTemplate', targetId: after.id, summary: `修改券模板「${label}」`, before, after }, tx),
    ),
  archiveTemplate: (actor: AuditActor, body: ArchiveCouponTemplateBody) =>
    coupons.archiveTemplate(body, (tx, { before, after, label }) =>
      audit.record(
        actor,
        { action: 'couponTemplate.archive', targetType: 'couponTemplate', targetId: after.id, summary: `${after.isArchived ? '归档' : '恢复'}券模板「${label}」`, before, after },
        tx,
      ),
    ),

  listCampaigns: () => coupons.listCampaigns(),
  createCampaign: (actor: AuditActor, body: Output<typeof CouponCampaignInput>) =>
    coupons.createCampaign(body, (tx, { after, label }) =>
      audit.record(
        actor,
        { action: 'couponCampaign.create', targetType: 'couponCampaign', targetId: after.id, summary: `添加领券活动「${label}」，库存 ${after.totalStock}，每人限领 ${after.perUserLimit}`, after },
        tx,
      ),
    ),
  updateCampaign: (actor: AuditActor, body: Output<typeof CouponCampaignUpdate>) =>
    coupons.updateCampaign(body, (tx, { before, after, label }) =>
      audit.record(actor, { action: 'couponCampaign.update', targetType: 'couponCampaign', targetId: after.id, summary: `修改领券活动「${label}」`, before, after }, tx),
    ),
  pauseCampaign: (actor: AuditActor, body: { id: string; isPaused: boolean }) =>
    coupons.pauseCampaign(body, (tx, { before, after, label }) =>
      audit.record(
        actor,
        { action: 'couponCampaign.pause', targetType: 'couponCampaign', targetId: after.id, summary: `${after.isPaused ? '暂停' : '恢复'}领券活动「${label}」`, before, after },
        tx,
      ),
    ),

  listBatches: () => coupons.listBatches(),
  generateBatch: (actor: AuditActor, body: Output<typeof RedeemBatchInput>) =>
    coupons.generateBatch({ ...body, operatorId: actor.id }, (tx, { after, label }) =>
      audit.record(
        actor,
        { action: 'redeemBatch.generate', targetType: 'redeemBatch', targetId: after.id, summary: `生成兑换码批次「${label}」${after.codeCount} 个（${after.template.name}）`, after },
        tx,
      ),
    ),
  pauseBatch: (actor: AuditActor, body: { id: string; isPaused: boolean }) =>
    coupons.pauseBatch(body, (tx, { before, after, label }) =>
      audit.record(
        actor,
        { action: 'redeemBatch.pause', targetType: 'redeemBatch', targetId: after.id, summary: `${after.isPaused ? '暂停' : '恢复'}兑换码批次「${label}」`, before, after },
        tx,
      ),
    ),
  listCodes: coupons.listCodes,

  /** The batch's codes as CSV; the export itself is in the audit log (who took the codes, when). */
  exportCodes: async (actor: AuditActor, batchId: string): Promise<{ fileName: string; csv: string }> => {
    const { batch, csv } = await coupons.exportCodes(batchId);
    await audit.record(
      actor,
      { action: 'redeemBatch.export', targetType: 'redeemBatch', targetId: batch.id, summary: `导出兑换码批次「${batch.name}」${batch.codeCount} 个` },
      db,
    );
    return { fileName: `redeem-codes-${batch.id}.csv`, csv };
  },
});

export type CouponDeskService = ReturnType<typeof createCouponDeskService>;
