import type { GroupPayer } from '@udian/contracts/schemas/groups';
import { yuanTextToCents } from '../../lib/yuan-input';

/** The line-terms form's values as antd holds them: the member price as the yuan text typed. */
export type LineTermsValues = { lineId?: string; payer?: GroupPayer; memberPriceCents?: string };

/**
 * The form's values as SetLineGroupBody: the group the line is kept for, who pays and, when the group pays,
 * the member's price in cents (0: free). An empty price is not taken for free: it is sent as no number, so the
 * contract says 请填写员工票价. When the passenger pays, the member price is not asked (0).
 */
export const toLineTermsInput = (groupId: string, values: LineTermsValues): Record<string, unknown> => {
  const payer = values.payer;
  const cents = yuanTextToCents(values.memberPriceCents);
  return {
    lineId: values.lineId,
    groupId,
    payer,
    memberPriceCents: payer === 'group' ? (cents ?? Number.NaN) : 0,
  };
};

/** Whether a member price is above the line's fare (the server refuses it too: 员工票价不能高于线路票价). */
export const isAboveFare = (memberPriceCents: number | undefined, fareCents: number | undefined): boolean =>
  memberPriceCents !== undefined && fareCents !== undefined && Number.isFinite(memberPriceCents) && memberPriceCents > fareCents;
