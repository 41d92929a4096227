import { accountMessages } from '@udian/contracts/account-rules';
import { isMobile, isNonEmpty, isVerificationCode, validate, type ValidationRule } from './validation';

/** SPEC section 5 with the messages the server answers for the same fields. */
export const phoneRules: readonly ValidationRule<string>[] = [
  { check: isNonEmpty, message: accountMessages.phoneRequired },
  { check: isMobile, message: accountMessages.phoneInvalid },
];

export const codeRules: readonly ValidationRule<string>[] = [
  { check: isNonEmpty, message: accountMessages.codeRequired },
  { check: isVerificationCode, message: accountMessages.codeInvalid },
];

export const AGREEMENT_REQUIRED_TEXT = '请先阅读并勾选同意《用户协议》和《隐私政策》';

export type LoginFields = { phone: string; code: string; isAgreed: boolean };
export type LoginErrors = Partial<Record<'phone' | 'code' | 'agreement', string>>;

export const validatePhone = (phone: string): string | null => validate(phone.trim(), phoneRules);

/** Every problem of the form at once, so the passenger can fix them together. */
export const validateLogin = ({ phone, code, isAgreed }: LoginFields): LoginErrors => {
  const errors: LoginErrors = {};
  const phoneError = validatePhone(phone);
  const codeError = validate(code.trim(), codeRules);
  if (phoneError) errors.phone = phoneError;
  if (codeError) errors.code = codeError;
  if (!isAgreed) errors.agreement = AGREEMENT_REQUIRED_TEXT;
  return errors;
};
