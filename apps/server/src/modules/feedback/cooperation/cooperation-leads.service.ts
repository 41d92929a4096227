import type { CooperationLeadBody } from '@udian/contracts/endpoints/feedback/cooperation-leads';
import type { MarkCooperationLeadBody } from '@udian/contracts/endpoints/ops/feedback/cooperation-leads';
import {
  checkCooperationLead,
  COOPERATION_IP_HOURLY_LIMIT,
  COOPERATION_PHONE_DAILY_LIMIT,
  type CooperationKind,
} from '@udian/contracts/feedback-rules';
import type { CooperationLead, CooperationLeadStatus } from '@udian/contracts/schemas/feedback';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { shanghaiDate, shanghaiInstant } from '../../../time/shanghai-time';
import type { CooperationLeadRow, CooperationLeadsRepository } from './cooperation-leads.repository';

const HOUR_MS = 3_600_000;

/** Runs in an operator's write before it commits: the console's audit entry. */
export type LeadCommitHook = (tx: DbOrTx, change: { before: CooperationLead; after: CooperationLead }) => Promise<void>;

const toLead = (row: CooperationLeadRow): CooperationLead => ({
  leadId: String(row.id),
  company: row.company,
  contactName: row.contact_name,
  phone: row.phone,
  kind: row.kind as CooperationKind,
  message: row.message,
  status: row.status,
  note: row.note,
  handledBy: row.handled_by_name,
  handledAt: row.handled_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/**
 * 商务合作 (decision 057): a lead checked by feedback-rules.ts as the page checks it, kept unless its phone left
 * three today (Shanghai) or its address ten in the last hour (counted under both locks, as the SMS limits
 * are); the console's list and its mark, contacted or closed with a note, audited in the same transaction.
 */
export const createCooperationLeadsService = ({ db, leads, now = () => new Date() }: { db: Db; leads: CooperationLeadsRepository; now?: () => Date }) => ({
  submit: async (body: z.output<typeof CooperationLeadBody>, sender: { ip: string; deviceId: string }) => {
    const fields = { company: body.company, contactName: body.contactName, phone: body.phone, kind: body.kind, message: body.message };
    const first = Object.values(checkCooperationLead(fields))[0];
    if (first) throw new AppError('cooperationInvalid', first);
    const phone = body.phone.trim();
    const at = now();
    const id = await db.transaction().execute(async (tx) => {
      await leads.lockSenders([`cooperation:phone:${phone}`, `cooperation:ip:${sender.ip}`], tx);
      if ((await leads.countSince('phone', phone, shanghaiInstant(shanghaiDate(at), 0), tx)) >= COOPERATION_PHONE_DAILY_LIMIT) throw new AppError('cooperationPhoneLimit');
      if ((await leads.countSince('ip', sender.ip, new Date(at.getTime() - HOUR_MS), tx)) >= COOPERATION_IP_HOURLY_LIMIT) throw new AppError('cooperationIpLimit');
      return leads.insert(
        {
          company: body.company.trim(),
          contactName: body.contactName.trim(),
          phone,
          kind: body.kind,
          message: body.message.trim(),
          ip: sender.ip,
          deviceId: sender.deviceId,
          at,
        },
        tx,
      );
    });
    const lead = toLead((await leads.find(id))!);
    return { lead: { leadId: lead.leadId, company: lead.company, kind: lead.kind, createdAt: lead.createdAt } };
  },

  page: async (query: { status?: CooperationLeadStatus; kind?: CooperationKind; page: number; pageSize: number }) => {
    const { rows, total, fresh } = await leads.page({ status: query.status, kind: query.kind, offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
    return { items: rows.map(toLead), total, fresh };
  },

  mark: (operatorId: number, input: z.output<typeof MarkCooperationLeadBody>, audit: LeadCommitHook) =>
    db.transaction().execute(async (tx) => {
      const id = Number(input.leadId);
      const locked = await leads.lock(id, tx);
      if (!locked) throw new AppError('cooperationLeadNotFound');
      if (locked.status === 'closed') throw new AppError('cooperationLeadClosed');
      const before = toLead((await leads.find(id, tx))!);
      await leads.mark(id, { status: input.status, note: input.note, operatorId, at: now() }, tx);
      const after = toLead((await leads.find(id, tx))!);
      await audit(tx, { before, after });
      return { lead: after };
    }),
});

export type CooperationLeadsService = ReturnType<typeof createCooperationLeadsService>;
