import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { RefundTier } from '../../schemas/refunds';

/** No lineId: the default rule; a line: its own rule if it has one, else the default. */
export const RefundRuleQuery = z.object({ lineId: Id.optional() });
export type RefundRuleQuery = z.input<typeof RefundRuleQuery>;

export const RefundRuleData = z.object({
  /** The line asked about, or null for the default rule. */
  lineId: Id.nullable(),
  /** Sorted by minMinutesBefore, largest first. */
  tiers: z.array(RefundTier),
  /** The rule in sentences for the refund-rule page, in Chinese, in the order shown. */
  textLines: z.array(z.string()),
});
export type RefundRuleData = z.infer<typeof RefundRuleData>;

/** The refund rule (refund-rule page): fee tiers by time before departure, for a line or the default. */
export const refundRule = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/ticket/refundRule/query',
  summary: "A line's refund rule (or the default): fee tiers by minutes before departure, and its text",
  isPublic: false,
  needsClientHeaders: true,
  query: RefundRuleQuery,
  data: RefundRuleData,
});
