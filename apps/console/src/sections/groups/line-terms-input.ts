import type { GroupPayer } from '@udian/contracts/schemas/groups';

/** The line-terms form's values as antd holds them: the member price as the yuan text typed. */
export type LineTermsValues = { lineId?: string; payer?: GroupPayer; memberPriceCents?: string };

/** What the price box accepts: yuan with at most two decimals. */
export const YUAN_PATTERN = /^\d+(\.\d{1,2})?$/;

/**
 * A yuan amount typed by the operator as integer cents, from its digits (never float arithmetic: 12.34 * 100
 * is 1233.9999999999998). More than two decimals answer a non-integer, so the contract refuses it; text that is
 * no amount answers NaN; an empty box answers undefined.
 */
export const yuanTextToCents = (text: unknown): number | undefined => {
  if (text === undefined || text === null) return undefined;
  const value = String(text).trim().replace(/^¥/, '');
  if (value === '') return undefined;
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) return Number.NaN;
  const [, whole, fraction = ''] = match;
  if (fraction.length > 2) return Number(whole) * 100 + 0.5;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Integer cents as the price box shows them: 1250 → '12.50', 0 → '0'. */
export const centsToYuanText = (cents: number): string => (cents === 0 ? '0' : (cents / 100).toFixed(2));

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
