import type { MarkCooperationLeadBody } from '@udian/contracts/endpoints/ops/feedback/cooperation-leads';
import { cooperationKindLabels, suggestionCategoryLabels, type CooperationKind, type SuggestionCategory } from '@udian/contracts/feedback-rules';
import { cooperationLeadStatusLabels, type CooperationLeadStatus, type SuggestionStatus } from '@udian/contracts/schemas/feedback';
import type { z } from 'zod';
import type { CurrentOperator } from '../../../http/request-context';
import type { CooperationLeadsService } from '../../feedback/cooperation/cooperation-leads.service';
import type { SuggestionsService } from '../../feedback/suggestions/suggestions.service';
import type { AuditService } from '../audit/audit.service';

type Operator = CurrentOperator & { ip: string };

const shorten = (text: string, max = 40) => ([...text].length > max ? `${[...text].slice(0, max).join('')}…` : text);

/**
 * The console's 投诉建议 and 商务合作 (decision 057): the queues, and every write (assign, reply, close, a lead
 * marked) audited in the transaction of the write itself, through feedback's services.
 */
export const createFeedbackDeskService = ({ suggestions, leads, audit }: { suggestions: SuggestionsService; leads: CooperationLeadsService; audit: AuditService }) => ({
  queue: (operator: Operator, query: { status?: SuggestionStatus; category?: SuggestionCategory; assignee?: 'me'; page: number; pageSize: number }) =>
    suggestions.queue(query, operator.id),
  detail: (suggestionId: string) => suggestions.opsDetail(Number(suggestionId)),
  assignees: () => suggestions.assignees(),
  photo: (photoId: string) => suggestions.photo(null, Number(photoId)),

  assign: (operator: Operator, input: { suggestionId: string; operatorId: string }) =>
    suggestions.assign(Number(input.suggestionId), Number(input.operatorId), (tx, { before, after }) =>
      audit.record(
        operator,
        {
          action: 'suggestion.assign',
          targetType: 'suggestion',
          targetId: after.suggestionId,
          summary: `将${suggestionCategoryLabels[after.category]}「${shorten(after.content)}」分派给 ${after.assignee?.name ?? ''}`,
          before: { status: before.status, assignee: before.assignee },
          after: { status: after.status, assignee: after.assignee },
        },
        tx,
      ),
    ),

  reply: (operator: Operator, input: { suggestionId: string; text: string }) =>
    suggestions.reply(Number(input.suggestionId), operator.id, input.text, (tx, { before, after }) =>
      audit.record(
        operator,
        {
          action: 'suggestion.reply',
          targetType: 'suggestion',
          targetId: after.suggestionId,
          summary: `回复${suggestionCategoryLabels[after.category]}「${shorten(after.content)}」：${shorten(input.text, 60)}`,
          before: { status: before.status, replies: before.replies.length },
          after: { status: after.status, reply: input.text },
        },
        tx,
      ),
    ),

  close: (operator: Operator, input: { suggestionId: string; note: string }) =>
    suggestions.close(Number(input.suggestionId), input.note, (tx, { before, after }) =>
      audit.record(
        operator,
        {
          action: 'suggestion.close',
          targetType: 'suggestion',
          targetId: after.suggestionId,
          summary: `关闭${suggestionCategoryLabels[after.category]}「${shorten(after.content)}」${input.note ? `：${input.note}` : ''}`,
          before: { status: before.status },
          after: { status: after.status, note: input.note },
        },
        tx,
      ),
    ),

  leads: (query: { status?: CooperationLeadStatus; kind?: CooperationKind; page: number; pageSize: number }) => leads.page(query),

  markLead: (operator: Operator, input: z.output<typeof MarkCooperationLeadBody>) =>
    leads.mark(operator.id, input, (tx, { before, after }) =>
      audit.record(
        operator,
        {
          action: 'cooperationLead.mark',
          targetType: 'cooperationLead',
          targetId: after.leadId,
          summary: `将「${after.company}」的${cooperationKindLabels[after.kind]}线索标记为${cooperationLeadStatusLabels[after.status]}：${input.note}`,
          before: { status: before.status, note: before.note },
          after: { status: after.status, note: after.note },
        },
        tx,
      ),
    ),
});

export type FeedbackDeskService = ReturnType<typeof createFeedbackDeskService>;
