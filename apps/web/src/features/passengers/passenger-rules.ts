import { accountMessages, IC_CARD_PATTERN, MOBILE_PATTERN, PASSENGER_NAME_PATTERN } from '@udian/contracts/account-rules';
import { normalizeResidentId, residentIdMessages, residentIdProblem } from '@udian/contracts/resident-id';

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
  else if (!PASSENGER_NAME_PATTERN.test(name)) errors.name = accountMessages.passengerNameInvalid;
  const idNumber = normalizeResidentId(fields.idNumber);
  if (!idNumber) {
    if (!isEditing) errors.idNumber = accountMessages.idNumberRequired;
  } else {
    const problem = residentIdProblem(idNumber);
    if (problem) errors.idNumber = residentIdMessages[problem];
  }
  const phone = fields.phone.trim();
  if (phone && !MOBILE_PATTERN.test(phone)) errors.phone = accountMessages.passengerPhoneInvalid;
  return errors;
};

/** '' unbinds the card. */
export const icCardProblem = (cardNo: string): string | null => {
  const value = cardNo.trim();
  return value === '' || IC_CARD_PATTERN.test(value) ? null : accountMessages.icCardInvalid;
};
