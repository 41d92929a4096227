/**
 * The invoice form's rules, checked before sending with the contract's own patterns and messages, so the
 * passenger hears the same words from the page as from the server.
 */
import {
  EMAIL_PATTERN,
  TAX_NUMBER_PATTERN,
  type InvoiceApplyBody,
  type InvoiceTitleType,
} from '@udian/contracts/endpoints/invoices/invoice-apply';

export const TITLE_MAX_LENGTH = 100;
export const TAX_NUMBER_MAX_LENGTH = 20;
export const EMAIL_MAX_LENGTH = 100;

export type InvoiceFields = { titleType: InvoiceTitleType; title: string; taxNumber: string; email: string };
export type InvoiceErrors = Partial<Record<'title' | 'taxNumber' | 'email', string>>;

/** As typed: letters upper-cased, spaces and anything but letters and digits dropped, at most 20. */
export const normalizeTaxNumber = (value: string): string =>
  value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, TAX_NUMBER_MAX_LENGTH);

/** Counts characters as the passenger sees them (an emoji is one). */
const lengthOf = (value: string): number => [...value].length;

export const validateInvoice = (fields: InvoiceFields): InvoiceErrors => {
  const errors: InvoiceErrors = {};
  const title = fields.title.trim();
  if (!title) errors.title = fields.titleType === 'company' ? '请填写单位名称' : '请填写发票抬头';
  else if (lengthOf(title) > TITLE_MAX_LENGTH) errors.title = `发票抬头不能超过 ${TITLE_MAX_LENGTH} 个字`;
  if (fields.titleType === 'company') {
    const taxNumber = fields.taxNumber.trim();
    if (!taxNumber) errors.taxNumber = '单位抬头须填写纳税人识别号';
    else if (!TAX_NUMBER_PATTERN.test(taxNumber)) errors.taxNumber = '纳税人识别号应为 15 到 20 位大写字母或数字';
  }
  const email = fields.email.trim();
  if (!email) errors.email = '请填写接收发票的邮箱';
  else if (email.length > EMAIL_MAX_LENGTH) errors.email = `邮箱地址不能超过 ${EMAIL_MAX_LENGTH} 个字符`;
  else if (!EMAIL_PATTERN.test(email)) errors.email = '邮箱格式不正确，请检查后重新填写';
  return errors;
};

/** The request for valid fields: trimmed, and a tax number only on a company title. */
export const toInvoiceBody = (orderNo: string, fields: InvoiceFields): InvoiceApplyBody => ({
  orderNo,
  titleType: fields.titleType,
  title: fields.title.trim(),
  ...(fields.titleType === 'company' ? { taxNumber: fields.taxNumber.trim() } : {}),
  email: fields.email.trim(),
});
