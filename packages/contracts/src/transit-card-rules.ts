/**
 * City transit cards (交通卡) a passenger binds to the account (decision 053): the card schemes, the number
 * each prints on its face, and what is checked. No zod here, so that the browser checks a number with exactly
 * the rule the server applies (decision 015).
 *
 * What is known, and therefore checked:
 * - 深圳通 (the Shenzhen Tong card): the face prints the card's serial, then one check digit in brackets,
 *   e.g. 684523981(4). The digit makes the sum of all the digits a multiple of ten; open-source card readers
 *   (Metrodroid's Shenzhen Tong reader) print the number that way. 深圳通 itself publishes no numbering rule, so
 *   the bracketed digit is checked only when it is typed; the serial alone (9 or 10 digits) is accepted as it is.
 * - 交通联合 (T-Union, the national interoperable card of JT/T 978): 19 digits, the card's application serial
 *   number as readers show it. No public check-digit rule is known to us: the format alone is checked.
 * - 岭南通 and other cities' cards: no public numbering rule is known to us: 8 to 20 digits, as the passenger
 *   IC card field already takes (account-rules.ts IC_CARD_PATTERN).
 */
import { IC_CARD_PATTERN } from './account-rules';

export const TRANSIT_CARD_SCHEMES = ['shenzhenTong', 'tUnion', 'lingnanTong', 'other'] as const;
export type TransitCardScheme = (typeof TRANSIT_CARD_SCHEMES)[number];

/** A passenger binds at most this many cards. */
export const TRANSIT_CARD_LIMIT = 5;

export type TransitCardSchemeInfo = {
  label: string;
  /** What to type, shown under the field. */
  hint: string;
  /** The longest input the field takes (digits, spaces and the bracketed check digit). */
  maxInput: number;
};

export const transitCardSchemes: Readonly<Record<TransitCardScheme, TransitCardSchemeInfo>> = {
  shenzhenTong: { label: '深圳通', hint: '卡背面印刷的卡号（9 位左右）；括号内的校验位可一并填写，如 684523981(4)', maxInput: 16 },
  tUnion: { label: '交通联合', hint: '卡面带“交通联合”标识的 19 位卡号', maxInput: 24 },
  lingnanTong: { label: '岭南通', hint: '卡面印刷的卡号，8-20 位数字', maxInput: 25 },
  other: { label: '其他城市交通卡', hint: '卡面印刷的卡号，8-20 位数字', maxInput: 25 },
};

export type TransitCardProblem =
  | 'empty'
  | 'notDigits'
  | 'shenzhenTongLength'
  | 'shenzhenTongCheckDigit'
  | 'tUnionLength'
  | 'genericLength';

/** The Chinese text of each problem: the page shows it under the field, the server answers it in meta.desc. */
export const transitCardMessages: Readonly<Record<TransitCardProblem, string>> = {
  empty: '请输入交通卡号',
  notDigits: '卡号只能包含数字（深圳通的校验位写在括号内）',
  shenzhenTongLength: '深圳通卡号为 9-10 位数字，请核对卡背面的号码',
  shenzhenTongCheckDigit: '括号内的校验位与卡号不符，请核对卡号；也可以只填写括号前的数字',
  tUnionLength: '交通联合卡号为 19 位数字，请核对卡面号码',
  genericLength: '交通卡号须为 8-20 位数字，请核对卡面号码',
};

/** Full-width digits and brackets, as a Chinese keyboard types them, read as their ASCII twins. */
const toHalfWidth = (text: string): string =>
  text.replace(/[\uFF10-\uFF19\uFF08\uFF09]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));

/** Spaces, hyphens and dots people type between groups of digits. */
const SEPARATORS = /[\s\-.·]/g;

/** The digit that makes the sum of all the digits of a Shenzhen Tong number a multiple of ten. */
export const shenzhenTongCheckDigit = (serial: string): number => {
  const sum = [...serial].reduce((total, digit) => total + Number(digit), 0);
  return (10 - (sum % 10)) % 10;
};

export type TransitCardCheck = { ok: true; number: string } | { ok: false; problem: TransitCardProblem };

/**
 * Reads a typed number for a scheme: separators dropped, full-width characters read as ASCII. A valid one
 * answers the number as stored (digits only; a Shenzhen Tong card's serial without its check digit, which
 * is derived), so that the same card typed two ways is one card.
 */
export const checkTransitCardNumber = (scheme: TransitCardScheme, typed: string): TransitCardCheck => {
  const text = toHalfWidth(typed).replace(SEPARATORS, '');
  if (text === '') return { ok: false, problem: 'empty' };
  if (scheme === 'shenzhenTong') {
    const match = /^(\d+)(?:\((\d)\))?$/.exec(text);
    if (!match) return { ok: false, problem: 'notDigits' };
    const serial = match[1] ?? '';
    if (serial.length < 9 || serial.length > 10) return { ok: false, problem: 'shenzhenTongLength' };
    const typedCheck = match[2];
    if (typedCheck !== undefined && Number(typedCheck) !== shenzhenTongCheckDigit(serial)) return { ok: false, problem: 'shenzhenTongCheckDigit' };
    return { ok: true, number: serial };
  }
  if (!/^\d+$/.test(text)) return { ok: false, problem: 'notDigits' };
  if (scheme === 'tUnion') return text.length === 19 ? { ok: true, number: text } : { ok: false, problem: 'tUnionLength' };
  return IC_CARD_PATTERN.test(text) ? { ok: true, number: text } : { ok: false, problem: 'genericLength' };
};

/** The problem's text, or null for a number that is fine. */
export const transitCardProblem = (scheme: TransitCardScheme, typed: string): string | null => {
  const check = checkTransitCardNumber(scheme, typed);
  return check.ok ? null : transitCardMessages[check.problem];
};

/** A stored number as the card prints it: a Shenzhen Tong card with its bracketed digit, others in fours. */
export const formatTransitCardNumber = (scheme: TransitCardScheme, number: string): string =>
  scheme === 'shenzhenTong' ? `${number}(${shenzhenTongCheckDigit(number)})` : (number.match(/.{1,4}/g) ?? []).join(' ');

/** The last four digits, which a ticket shows so that the driver can match the card that is swiped. */
export const transitCardTail = (number: string): string => number.slice(-4);
