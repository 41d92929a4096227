/** What a price box accepts: yuan with at most two decimals ('0', '2.5', '12.34'). */
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

/** Integer cents as a price box shows them: 1250 → '12.50', 0 → '0'. */
export const centsToYuanText = (cents: number): string => (cents === 0 ? '0' : (cents / 100).toFixed(2));
