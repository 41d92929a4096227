import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { RedeemBatch, RedeemBatchInput, RedeemCodeUse } from '../../../schemas/coupon-admin';
import { Id } from '../../../schemas/common';

/** 兑换码: every batch of redeem codes, the newest first. */
export const listRedeemBatches = defineOperatorEndpoint({
  method: 'GET',
  path: '/coupons/redeem-batches',
  summary: 'Every redeem-code batch with how many codes were redeemed',
  roles: ['admin', 'service', 'finance'],
  data: z.object({ batches: z.array(RedeemBatch) }),
});

export type GenerateRedeemBatchBody = z.input<typeof RedeemBatchInput>;

/** Generates a batch: codeCount random single-use codes of 10 characters from an unambiguous alphabet. */
export const generateRedeemBatch = defineOperatorEndpoint({
  method: 'POST',
  path: '/coupons/redeem-batches/generate',
  summary: 'Generates a batch of single-use redeem codes',
  roles: ['admin'],
  body: RedeemBatchInput,
  data: z.object({ batch: RedeemBatch }),
});

export const PauseRedeemBatchBody = z.object({ id: Id, isPaused: z.boolean({ error: '请选择暂停或恢复' }) });
export type PauseRedeemBatchBody = z.input<typeof PauseRedeemBatchBody>;

/** Pauses a batch (its codes answer 活动已结束) or resumes it. */
export const pauseRedeemBatch = defineOperatorEndpoint({
  method: 'POST',
  path: '/coupons/redeem-batches/pause',
  summary: 'Pauses or resumes a redeem-code batch',
  roles: ['admin'],
  body: PauseRedeemBatchBody,
  data: z.object({ batch: RedeemBatch }),
});

export const RedeemCodesQuery = z.object({
  batchId: Id,
  /** redeemed: only the codes used; all by default. */
  filter: z.enum(['all', 'redeemed', 'unredeemed'], { error: '筛选条件不正确' }).default('all'),
  page: z.coerce.number().int().min(1, '页码至少为 1').default(1),
  pageSize: z.coerce.number().int().min(1).max(200, '每页最多 200 条').default(50),
});
export type RedeemCodesQuery = z.input<typeof RedeemCodesQuery>;

/** The codes of a batch and their uses (who, masked, and when). */
export const listRedeemCodes = defineOperatorEndpoint({
  method: 'GET',
  path: '/coupons/redeem-batches/codes',
  summary: "A batch's codes with who redeemed each and when",
  roles: ['admin', 'service'],
  query: RedeemCodesQuery,
  data: z.object({ codes: z.array(RedeemCodeUse), total: z.number().int() }),
});

export const RedeemCodesExportQuery = z.object({ batchId: Id });

/**
 * A batch's codes as a CSV file (兑换码,状态,兑换时间,兑换用户), UTF-8 with a byte-order mark for spreadsheet
 * programs. The one operator call that answers text/csv rather than the envelope (its failures still are).
 */
export const exportRedeemCodes = defineOperatorEndpoint({
  method: 'GET',
  path: '/coupons/redeem-batches/export',
  summary: "A batch's codes as CSV",
  roles: ['admin'],
  query: RedeemCodesExportQuery,
  data: z.string(),
});
