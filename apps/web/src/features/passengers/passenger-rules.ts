import {
  accountMessages,
  IC_CARD_PATTERN,
  MOBILE_PATTERN,
  PASSENGER_NAME_MAX_LENGTH,
  PASSENGER_NAME_MIN_LENGTH,
  PASSENGER_NAME_PATTERN,
} from '@udian/contracts/account-rules';
import { normalizeResidentId, residentIdMessages, residentIdProblem } from '@udian/contracts/resident-id';

export { PASSENGER_NAME_MAX_LENGTH };

const MOBILE_LENGTH = 11;
const NAME_CHARACTER = /[\u3400-\u9fffA-Za-z·• ]/u;

/** What is wrong with a name the server's pattern refuses, said as precisely as the form can. */
const nameProblem = (name: string): string => {
  const length = [...name].length;
  if (length < PASSENGER_NAME_MIN_LENGTH) return `姓名至少 ${PASSENGER_NAME_MIN_LENGTH} 个字`;
  if (length > PASSENGER_NAME_MAX_LENGTH) return `姓名不能超过 ${PASSENGER_NAME_MAX_LENGTH} 个字`;
  if ([...name].some((character) => !NAME_CHARACTER.test(character))) return '姓名只能包含汉字、字母、空格和间隔号“·”';
  return accountMessages.passengerNameInvalid;
};

/** What is wrong with a phone the server's pattern refuses. */
const phoneProblem = (phone: string): string => {
  if (!/^\d+$/.test(phone)) return '手机号码只能包含数字';
  if (phone.length !== MOBILE_LENGTH) return `手机号码应为 ${MOBILE_LENGTH} 位，当前为 ${phone.length} 位`;
  return '手机号码号段不正确，应以 13、14、15、17 或 18 开头';
};

export type PassengerFields = { name: string; idNumber: string; phone: string; isSelf: boolean };
export type PassengerErrors = Partial<Record<'name' | 'idNumber' | 'phone', string>>;

/**
 * The server's rules, checked before sending (the same modules it uses). When editing, an empty ID number
 * keeps the stored one: the page only ever has the masked number.
 */
export const validatePassenger = (fields: PassengerFields, { isEditing }: { isEditing: boolean }): PassengerErrors => {
  const errors: PassengerErrors = {};
  const name = fields.name.trim();
  if (!name) errors.name = '请输入姓名';
  else if (!PASSENGER_NAME_PATTERN.test(name)) errors.name = nameProblem(name);
  const idNumber = normalizeResidentId(fields.idNumber);
  if (!idNumber) {
    if (!isEditing) errors.idNumber = accountMessages.idNumberRequired;
  } else {
    const problem = residentIdProblem(idNumber);
    if (problem) errors.idNumber = residentIdMessages[problem];
  }
  const phone = fields.phone.trim();
  if (phone && !MOBILE_PATTERN.test(phone)) errors.phone = phoneProblem(phone);
  return errors;
};

const IC_CARD_MIN_DIGITS = 8;
const IC_CARD_MAX_DIGITS = 20;

/** '' unbinds the card; otherwise the server's 8-20 digits, and what is wrong when not. */
export const icCardProblem = (cardNo: string): string | null => {
  const value = cardNo.trim();
  if (value === '' || IC_CARD_PATTERN.test(value)) return null;
  if (!/^\d+$/.test(value)) return '交通卡号只能包含数字';
  if (value.length < IC_CARD_MIN_DIGITS) return `交通卡号至少 ${IC_CARD_MIN_DIGITS} 位数字，当前为 ${value.length} 位`;
  if (value.length > IC_CARD_MAX_DIGITS) return `交通卡号最多 ${IC_CARD_MAX_DIGITS} 位数字，当前为 ${value.length} 位`;
  return accountMessages.icCardInvalid;
};
