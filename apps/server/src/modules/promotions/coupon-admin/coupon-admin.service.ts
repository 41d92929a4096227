import { randomCode } from '../../../lib/secret-token';
import type { RedeemCodesQuery } from '@udian/contracts/endpoints/ops/coupons/redeem-batches';
import { maskPhone } from '@udian/contracts/masking';
import type { CouponCampaignInput, CouponCampaignUpdate, CouponTemplate, CouponTemplateInput, OpsCouponCampaign, RedeemBatch, RedeemBatchInput } from '@udian/contracts/schemas/coupon-admin';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import type { CouponCampaignTable } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { shanghaiClock, shanghaiDate } from '../../../time/shanghai-time';
import { toTermsView } from '../../buying/coupons/coupons.service';
import type { BatchAdminRow, CampaignAdminRow, CouponAdminRepository, TemplateAdminRow } from './coupon-admin.repository';

/** Redeem codes: 10 characters from an alphabet without look-alikes (no 0/O, 1/I/L), read aloud or typed. */
export const REDEEM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REDEEM_CODE_LENGTH = 10;
/** Codes written per statement; a collision (with any batch's code) is simply drawn again. */
const CODES_PER_INSERT = 1_000;
const MAX_DRAWS = 20;

export const newRedeemCode = (): string => randomCode(REDEEM_CODE_ALPHABET, REDEEM_CODE_LENGTH);

/** What a write hands the audit log, inside its transaction. */
export type AdminCommitting<T> = (tx: DbOrTx, change: { before: T | null; after: T; label: string }) => Promise<void>;

const toTemplate = (row: TemplateAdminRow, lineNames: Map<number, string>): CouponTemplate => ({
  id: String(row.id),
  ...toTermsView(row, lineNames),
  purpose: row.is_welcome ? 'welcome' : row.purpose,
  isArchived: row.is_archived,
  issuedCount: Number(row.issued_count),
  updatedAt: row.updated_at.toISOString(),
});

const campaignState = (row: CampaignAdminRow, now: Date): OpsCouponCampaign['state'] => {
  if (now >= row.ends_at) return 'ended';
  if (row.is_paused) return 'paused';
  if (now < row.starts_at) return 'notStarted';
  return row.issued_count >= row.total_stock ? 'soldOut' : 'running';
};

const toCampaign = (row: CampaignAdminRow, now: Date): OpsCouponCampaign => ({
  id: String(row.id),
  name: row.name,
  template: { id: String(row.template_id), name: row.template_name },
  totalStock: row.total_stock,
  issuedCount: row.issued_count,
  perUserLimit: row.per_user_limit,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  isPaused: row.is_paused,
  description: row.description,
  state: campaignState(row, now),
});

const toBatch = (row: BatchAdminRow): RedeemBatch => ({
  id: String(row.id),
  name: row.name,
  template: { id: String(row.template_id), name: row.template_name },
  codeCount: row.code_count,
  redeemedCount: Number(row.redeemed_count),
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  isPaused: row.is_paused,
  createdBy: row.created_by,
  createdAt: row.created_at.toISOString(),
});

/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading formula character defused. */
const csvField = (value: string): string => {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const shanghaiTime = (at: Date): string => `${shanghaiDate(at)} ${shanghaiClock(at)}`;

type TemplateInput = z.output<typeof CouponTemplateInput>;

const templateValues = (input: TemplateInput, now: Date) => ({
  name: input.name,
  kind: input.kind,
  amount_cents: input.kind === 'amount' ? input.amountCents : 0,
  ratio_percent: input.kind === 'ratio' ? input.ratioPercent : 100,
  max_discount_cents: input.kind === 'ratio' ? input.maxDiscountCents : 0,
  threshold_cents: input.thresholdCents,
  product_types: [...new Set(input.productTypes)],
  line_ids: [...new Set(input.lineIds.map(Number))],
  line_types: [...new Set(input.lineTypes)],
  valid_days: input.validDays,
  valid_from: input.fixedValidFrom ? new Date(input.fixedValidFrom) : null,
  valid_to: input.fixedValidTo ? new Date(input.fixedValidTo) : null,
  description: input.description,
  updated_at: now,
});

/**
 * The operator's coupons (decision 045): templates, 领券中心 campaigns and redeem-code batches. Each write runs
 * in one transaction with the caller's audit entry (`onCommitting`).
 */
export const createCouponAdminService = ({ db, admin, now = () => new Date() }: { db: Db; admin: CouponAdminRepository; now?: () => Date }) => {
  const lineNamesOf = async (rows: readonly TemplateAdminRow[], tx: DbOrTx = db) =>
    new Map((await admin.existingLines([...new Set(rows.flatMap((r) => r.line_ids.map(Number)))], tx)).map((l) => [Number(l.id), l.name]));

  const templateView = async (id: number, tx: DbOrTx): Promise<CouponTemplate> => {
    const row = (await admin.findTemplate(id, tx))!;
    return toTemplate(row, await lineNamesOf([row], tx));
  };

  const checkLines = async (lineIds: readonly string[], tx: DbOrTx) => {
    const ids = [...new Set(lineIds.map(Number))];
    if ((await admin.existingLines(ids, tx)).length !== ids.length) throw new AppError('couponLinesUnknown');
  };

  /** A template new campaigns and batches may use: it exists, is not archived, and is no lateness template. */
  const usableTemplate = async (templateId: string, tx: DbOrTx) => {
    const template = await admin.lockTemplate(Number(templateId), tx);
    if (!template) throw new AppError('couponTemplateNotFound');
    if (template.is_archived) throw new AppError('couponTemplateArchived');
    if (template.purpose === 'lateness') throw new AppError('couponTemplateReserved');
  };

  const campaignView = async (id: number, tx: DbOrTx) => toCampaign((await admin.findCampaign(id, tx))!, now());
  const batchView = async (id: number, tx: DbOrTx) => toBatch((await admin.findBatch(id, tx))!);

  return {
    listTemplates: async () => {
      const rows = await admin.listTemplates();
      const names = await lineNamesOf(rows);
      return { templates: rows.map((r) => toTemplate(r, names)) };
    },

    createTemplate: (input: TemplateInput, onCommitting: AdminCommitting<CouponTemplate>) =>
      db.transaction().execute(async (tx) => {
        await checkLines(input.lineIds, tx);
        const id = await admin.insertTemplate(templateValues(input, now()), tx);
        const template = await templateView(id, tx);
        await onCommitting(tx, { before: null, after: template, label: template.name });
        return { template };
      }),

    updateTemplate: (input: TemplateInput & { id: string }, onCommitting: AdminCommitting<CouponTemplate>) =>
      db.transaction().execute(async (tx) => {
        const locked = await admin.lockTemplate(Number(input.id), tx);
        if (!locked) throw new AppError('couponTemplateNotFound');
        if (locked.purpose === 'lateness') throw new AppError('couponTemplateReserved');
        await checkLines(input.lineIds, tx);
        const before = await templateView(Number(input.id), tx);
        await admin.updateTemplate(Number(input.id), templateValues(input, now()), tx);
        const template = await templateView(Number(input.id), tx);
        await onCommitting(tx, { before, after: template, label: template.name });
        return { template };
      }),

    archiveTemplate: (input: { id: string; isArchived: boolean }, onCommitting: AdminCommitting<CouponTemplate>) =>
      db.transaction().execute(async (tx) => {
        const locked = await admin.lockTemplate(Number(input.id), tx);
        if (!locked) throw new AppError('couponTemplateNotFound');
        if (locked.purpose === 'lateness') throw new AppError('couponTemplateReserved');
        const before = await templateView(Number(input.id), tx);
        await admin.updateTemplate(Number(input.id), { is_archived: input.isArchived, updated_at: now() }, tx);
        const template = await templateView(Number(input.id), tx);
        await onCommitting(tx, { before, after: template, label: template.name });
        return { template };
      }),

    listCampaigns: async () => {
      const at = now();
      return { campaigns: (await admin.listCampaigns()).map((r) => toCampaign(r, at)) };
    },

    createCampaign: (input: z.output<typeof CouponCampaignInput>, onCommitting: AdminCommitting<OpsCouponCampaign>) =>
      db.transaction().execute(async (tx) => {
        await usableTemplate(input.templateId, tx);
        const id = await admin.insertCampaign(
          {
            name: input.name,
            template_id: Number(input.templateId),
            total_stock: input.totalStock,
            per_user_limit: input.perUserLimit,
            starts_at: new Date(input.startsAt),
            ends_at: new Date(input.endsAt),
            description: input.description,
          },
          tx,
        );
        const campaign = await campaignView(id, tx);
        await onCommitting(tx, { before: null, after: campaign, label: campaign.name });
        return { campaign };
      }),

    /** Stock never below what was issued: the update is conditional on the hot row, under its lock. */
    updateCampaign: (input: z.output<typeof CouponCampaignUpdate>, onCommitting: AdminCommitting<OpsCouponCampaign>) =>
      db.transaction().execute(async (tx) => {
        const id = Number(input.id);
        const current = await admin.findCampaign(id, tx);
        if (!current) throw new AppError('couponCampaignNotFound');
        const before = toCampaign(current, now());
        const startsAt = input.startsAt ? new Date(input.startsAt) : current.starts_at;
        const endsAt = input.endsAt ? new Date(input.endsAt) : current.ends_at;
        if (endsAt <= startsAt) throw new AppError('invalidParams', '结束时间须晚于开始时间');
        const values: Updateable<CouponCampaignTable> = {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.totalStock !== undefined ? { total_stock: input.totalStock } : {}),
          ...(input.perUserLimit !== undefined ? { per_user_limit: input.perUserLimit } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          starts_at: startsAt,
          ends_at: endsAt,
          updated_at: now(),
        };
        if (!(await admin.updateCampaign(id, values, tx))) throw new AppError('couponStockBelowIssued');
        const campaign = await campaignView(id, tx);
        await onCommitting(tx, { before, after: campaign, label: campaign.name });
        return { campaign };
      }),

    pauseCampaign: (input: { id: string; isPaused: boolean }, onCommitting: AdminCommitting<OpsCouponCampaign>) =>
      db.transaction().execute(async (tx) => {
        const current = await admin.findCampaign(Number(input.id), tx);
        if (!current) throw new AppError('couponCampaignNotFound');
        await admin.updateCampaign(current.id, { is_paused: input.isPaused, updated_at: now() }, tx);
        const campaign = await campaignView(current.id, tx);
        await onCommitting(tx, { before: toCampaign(current, now()), after: campaign, label: campaign.name });
        return { campaign };
      }),

    listBatches: async () => ({ batches: (await admin.listBatches()).map(toBatch) }),

    /**
     * A batch and its codes in one transaction: random codes drawn in JavaScript, inserted with ON CONFLICT DO
     * NOTHING on the unique code, and those that collided (with any batch) drawn again until all are in.
     */
    generateBatch: (input: z.output<typeof RedeemBatchInput> & { operatorId: number | null }, onCommitting: AdminCommitting<RedeemBatch>) =>
      db.transaction().execute(async (tx) => {
        await usableTemplate(input.templateId, tx);
        const id = await admin.insertBatch(
          { name: input.name, template_id: Number(input.templateId), code_count: input.codeCount, starts_at: new Date(input.startsAt), ends_at: new Date(input.endsAt), created_by: input.operatorId },
          tx,
        );
        let missing = input.codeCount;
        for (let draw = 0; missing > 0; draw += 1) {
          if (draw >= MAX_DRAWS) throw new Error(`redeem codes still colliding after ${MAX_DRAWS} draws`);
          const drawn = [...new Set(Array.from({ length: Math.min(missing, CODES_PER_INSERT) }, newRedeemCode))];
          missing -= (await admin.insertCodes(id, drawn, tx)).length;
        }
        const batch = await batchView(id, tx);
        await onCommitting(tx, { before: null, after: batch, label: batch.name });
        return { batch };
      }),

    pauseBatch: (input: { id: string; isPaused: boolean }, onCommitting: AdminCommitting<RedeemBatch>) =>
      db.transaction().execute(async (tx) => {
        const current = await admin.findBatch(Number(input.id), tx);
        if (!current) throw new AppError('redeemBatchNotFound');
        await admin.setBatchPaused(current.id, input.isPaused, tx);
        const batch = await batchView(current.id, tx);
        await onCommitting(tx, { before: toBatch(current), after: batch, label: batch.name });
        return { batch };
      }),

    listCodes: async (query: z.output<typeof RedeemCodesQuery>) => {
      if (!(await admin.findBatch(Number(query.batchId)))) throw new AppError('redeemBatchNotFound');
      const { rows, total } = await admin.listCodes(Number(query.batchId), query.filter, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
      return {
        total,
        codes: rows.map((r) => ({ code: r.code, redeemedAt: r.redeemed_at?.toISOString() ?? null, phoneMasked: r.phone ? maskPhone(r.phone) : null })),
      };
    },

    /** Every code of a batch as CSV: 兑换码,状态,兑换时间,兑换用户 (masked), times in Asia/Shanghai. */
    exportCodes: async (batchId: string): Promise<{ batch: RedeemBatch; csv: string }> => {
      const row = await admin.findBatch(Number(batchId));
      if (!row) throw new AppError('redeemBatchNotFound');
      const { rows } = await admin.listCodes(row.id, 'all', null);
      const lines = [
        ['兑换码', '状态', '兑换时间', '兑换用户'],
        ...rows.map((r) => [r.code, r.redeemed_at ? '已兑换' : '未兑换', r.redeemed_at ? shanghaiTime(r.redeemed_at) : '', r.phone ? maskPhone(r.phone) : '']),
      ];
      return { batch: toBatch(row), csv: `\uFEFF${lines.map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n` };
    },
  };
};

export type CouponAdminService = ReturnType<typeof createCouponAdminService>;
