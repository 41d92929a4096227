/**
 * A yuan amount typed by the operator ('12.5', '12.50', '0.01') as integer cents, from its digits rather
 * than by multiplying a float (12.34 * 100 is 1233.9999999999998). Three or more decimals answer a
 * non-integer so that the contract says 须精确到分; text that is not a number answers NaN, which it refuses.
 * undefined stays undefined (the field is required, and the contract says so).
 */
export const yuanTextToCents = (text: unknown): number | undefined => {
  if (text === undefined || text === null) return undefined;
  const value = String(text).trim().replace(/^¥/, '');
  if (value === '') return undefined;
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) return Number.NaN;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > 2) return Number(whole) * 100 + 0.5;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
};
