/**
 * The form rules of SPEC section 5 as predicates. Messages belong to the caller (the spec fixes none), so a
 * rule pairs a predicate with the message to show when it fails.
 */

export type ValidationRule<T = unknown> = {
  check: (value: T) => boolean;
  message: string;
};

const MOBILE_PATTERN = /^1[34578]\d{9}$/;
const PHONE_PATTERN = /^1\d{10}$/;
const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
const NUMBER_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

// Inputs hand over strings, but a value loaded from the server may be a number: treat both as text.
const asText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

const matches = (pattern: RegExp, value: unknown): boolean => {
  const text = asText(value);
  return text !== null && pattern.test(text);
};

export const isRequired = (value: unknown): boolean => value !== undefined && value !== null;

/** Only the empty string fails; pair with isRequired to reject a missing value too. */
export const isNonEmpty = (value: unknown): boolean => value !== '';

/** Counts code points, so an emoji is one character as the passenger sees it. A missing value has length 0. */
export const hasMinLength = (value: string | null | undefined, min: number): boolean =>
  [...(value ?? '')].length >= min;

/** An absent value passes: "numeric if present". Whitespace, hex and exponents do not count as numbers. */
export const isNumeric = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || matches(NUMBER_PATTERN, value);

export const isEmail = (value: unknown): boolean => matches(EMAIL_PATTERN, value);

/** Mainland mobile: 1, then 3, 4, 5, 7 or 8, then nine digits. */
export const isMobile = (value: unknown): boolean => matches(MOBILE_PATTERN, value);

/** The looser check some screens use: any 11 digits starting with 1. */
export const isPhoneNumber = (value: unknown): boolean => matches(PHONE_PATTERN, value);

export const isVerificationCode = (value: unknown): boolean => matches(VERIFICATION_CODE_PATTERN, value);

/** The message of the first failing rule, or null when every rule passes. */
export function validate<T>(value: T, rules: readonly ValidationRule<T>[]): string | null {
  return rules.find((rule) => !rule.check(value))?.message ?? null;
}
