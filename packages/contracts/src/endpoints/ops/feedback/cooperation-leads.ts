import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { Id } from '../../../schemas/common';
import { CooperationKind, CooperationLead, CooperationLeadStatus } from '../../../schemas/feedback';
import { PageQuery } from '../../../schemas/operators';

/** The console's 商务合作 线索 (decision 057): the leads left on business-cooperation, marked contacted or closed with a note. */

export const listCooperationLeads = defineOperatorEndpoint({
  method: 'GET',
  path: '/cooperation-leads',
  summary: 'Business cooperation leads, newest first, by state and kind',
  roles: ['admin', 'service'],
  query: z.object({ status: CooperationLeadStatus.optional(), kind: CooperationKind.optional(), ...PageQuery }),
  data: z.object({ items: z.array(CooperationLead), total: z.number().int(), fresh: z.number().int() }),
});

export const MarkCooperationLeadBody = z.object({
  leadId: Id,
  status: z.enum(['contacted', 'closed'], { error: '请选择已联系或关闭' }),
  note: z.string({ error: '请填写备注' }).trim().min(2, '请填写备注（至少 2 个字）').max(200, '备注不能超过 200 个字'),
});
export type MarkCooperationLeadBody = z.input<typeof MarkCooperationLeadBody>;

export const markCooperationLead = defineOperatorEndpoint({
  method: 'POST',
  path: '/cooperation-leads/mark',
  summary: 'Marks a lead contacted or closed, with a note',
  roles: ['admin', 'service'],
  body: MarkCooperationLeadBody,
  data: z.object({ lead: CooperationLead }),
});
