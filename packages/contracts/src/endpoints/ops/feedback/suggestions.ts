import { z } from 'zod';
import { SUGGESTION_REPLY_MAX } from '../../../feedback-rules';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { Id } from '../../../schemas/common';
import { OpsSuggestion, SuggestionCategory, SuggestionStatus } from '../../../schemas/feedback';
import { PageQuery } from '../../../schemas/operators';

/**
 * The console's 投诉建议 (decision 057): the queue of passengers' complaints and suggestions by state and
 * category, assigning one to an operator, replying (the passenger reads it in the app) and closing. Customer
 * service and admins handle them; dispatchers read them (most are about drivers, buses and lines).
 */

const READERS = ['admin', 'service', 'dispatcher'] as const;
const HANDLERS = ['admin', 'service'] as const;

export const listSuggestions = defineOperatorEndpoint({
  method: 'GET',
  path: '/suggestions',
  summary: 'Complaints and suggestions, oldest open first, by state, category and assignee',
  roles: READERS,
  query: z.object({
    status: SuggestionStatus.optional(),
    category: SuggestionCategory.optional(),
    /** 'me': assigned to the caller. */
    assignee: z.enum(['me'], { error: '处理人筛选不正确' }).optional(),
    ...PageQuery,
  }),
  data: z.object({ items: z.array(OpsSuggestion), total: z.number().int(), open: z.number().int() }),
});

export const opsSuggestionDetail = defineOperatorEndpoint({
  method: 'GET',
  path: '/suggestions/detail',
  summary: 'One complaint or suggestion with its replies',
  roles: READERS,
  query: z.object({ suggestionId: Id }),
  data: z.object({ suggestion: OpsSuggestion }),
});

/** Operators a suggestion may be assigned to: active admins and customer service. */
export const listSuggestionAssignees = defineOperatorEndpoint({
  method: 'GET',
  path: '/suggestions/assignees',
  summary: 'Operators who may handle complaints and suggestions',
  roles: READERS,
  data: z.object({ items: z.array(z.object({ operatorId: Id, name: z.string(), role: z.string() })) }),
});

export const assignSuggestion = defineOperatorEndpoint({
  method: 'POST',
  path: '/suggestions/assign',
  summary: 'Assigns an open complaint or suggestion to an operator',
  roles: HANDLERS,
  body: z.object({ suggestionId: Id, operatorId: Id }),
  data: z.object({ suggestion: OpsSuggestion }),
});

export const ReplySuggestionBody = z.object({
  suggestionId: Id,
  text: z
    .string({ error: '请填写回复内容' })
    .trim()
    .min(2, '回复内容至少 2 个字')
    .max(SUGGESTION_REPLY_MAX, `回复内容不能超过 ${SUGGESTION_REPLY_MAX} 个字`),
});
export type ReplySuggestionBody = z.input<typeof ReplySuggestionBody>;

export const replySuggestion = defineOperatorEndpoint({
  method: 'POST',
  path: '/suggestions/reply',
  summary: 'Replies to an open complaint or suggestion; the passenger reads it in the app',
  roles: HANDLERS,
  body: ReplySuggestionBody,
  data: z.object({ suggestion: OpsSuggestion }),
});

export const closeSuggestion = defineOperatorEndpoint({
  method: 'POST',
  path: '/suggestions/close',
  summary: 'Closes a complaint or suggestion with an internal note',
  roles: HANDLERS,
  body: z.object({
    suggestionId: Id,
    note: z.string({ error: '备注须为文字' }).trim().max(200, '备注不能超过 200 个字').default(''),
  }),
  data: z.object({ suggestion: OpsSuggestion }),
});

/** A photo of a suggestion: the image bytes, not the envelope (failures still are). */
export const opsSuggestionPhoto = defineOperatorEndpoint({
  method: 'GET',
  path: '/suggestions/photo',
  summary: 'A photo of a complaint or suggestion (image bytes)',
  roles: READERS,
  query: z.object({ photoId: Id }),
  data: z.string(),
});
