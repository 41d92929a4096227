import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { CooperationLead } from '../../schemas/feedback';

/**
 * 商务合作 (business-cooperation, decision 057): a company leaves a lead, logged in or not. Checked by
 * feedback-rules.ts checkCooperationLead, the page's own checker; limited per phone and per address.
 */
export const CooperationLeadBody = z.object({
  company: z.string({ error: '请填写公司名称' }).max(200, '公司名称过长'),
  contactName: z.string({ error: '请填写联系人姓名' }).max(100, '联系人姓名过长'),
  phone: z.string({ error: '请填写联系电话' }).max(20, '请输入正确的 11 位手机号码'),
  kind: z.string({ error: '请选择合作类型' }).max(40, '请选择合作类型'),
  message: z.string({ error: '请简单介绍合作需求' }).max(2000, '合作需求过长'),
});
export type CooperationLeadBody = z.input<typeof CooperationLeadBody>;

export const submitCooperationLead = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/cooperation/lead',
  summary: 'Leaves a business cooperation lead for the operator (public; limited per phone and per address)',
  isPublic: true,
  needsClientHeaders: true,
  body: CooperationLeadBody,
  data: z.object({ lead: CooperationLead.pick({ leadId: true, company: true, kind: true, createdAt: true }) }),
});
