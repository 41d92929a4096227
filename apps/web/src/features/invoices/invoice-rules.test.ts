import { describe, expect, it } from 'vitest';
import { normalizeTaxNumber, toInvoiceBody, validateInvoice, type InvoiceFields } from './invoice-rules';

const personal: InvoiceFields = { titleType: 'personal', title: '张三', taxNumber: '', email: 'zhangsan@example.com' };
const company: InvoiceFields = {
  titleType: 'company',
  title: '深圳市优点科技有限公司',
  taxNumber: '91440300MA5F000000',
  email: 'finance@example.com',
};

describe('invoice form rules', () => {
  it('accepts a personal title without a tax number, and a company title with one', () => {
    expect(validateInvoice(personal)).toEqual({});
    expect(validateInvoice(company)).toEqual({});
  });

  it.each<[string, Partial<InvoiceFields>, Record<string, string>]>([
    ['an empty title', { title: '  ' }, { title: '请填写发票抬头' }],
    ['a title over 100 characters', { title: '票'.repeat(101) }, { title: '发票抬头不能超过 100 个字' }],
    ['an empty email', { email: '' }, { email: '请填写接收发票的邮箱' }],
    ['an email without a domain dot', { email: 'zhangsan@example' }, { email: '邮箱格式不正确，请检查后重新填写' }],
    ['an email with a space', { email: 'zhang san@example.com' }, { email: '邮箱格式不正确，请检查后重新填写' }],
    ['an email over 100 characters', { email: `${'a'.repeat(95)}@x.com` }, { email: '邮箱地址不能超过 100 个字符' }],
  ])('a personal title refuses %s', (_name, change, errors) => {
    expect(validateInvoice({ ...personal, ...change })).toEqual(errors);
  });

  it.each<[string, Partial<InvoiceFields>, Record<string, string>]>([
    ['a missing tax number', { taxNumber: '' }, { taxNumber: '单位抬头须填写纳税人识别号' }],
    ['a tax number of 14 characters', { taxNumber: '91440300MA5F00' }, { taxNumber: '纳税人识别号应为 15 到 20 位大写字母或数字' }],
    ['a tax number with lower-case letters', { taxNumber: '91440300ma5f000000' }, { taxNumber: '纳税人识别号应为 15 到 20 位大写字母或数字' }],
    ['an empty company name', { title: '' }, { title: '请填写单位名称' }],
  ])('a company title refuses %s', (_name, change, errors) => {
    expect(validateInvoice({ ...company, ...change })).toEqual(errors);
  });

  it('reports every field at once', () => {
    expect(Object.keys(validateInvoice({ titleType: 'company', title: '', taxNumber: '', email: '' }))).toEqual(['title', 'taxNumber', 'email']);
  });

  it('upper-cases a typed tax number and drops what cannot be in one', () => {
    expect(normalizeTaxNumber('9144 0300-ma5f 000000')).toBe('91440300MA5F000000');
    expect(normalizeTaxNumber('1'.repeat(25))).toHaveLength(20);
  });

  it('sends the trimmed fields, with the tax number only on a company title', () => {
    const order = 'UD20260601081500123456';
    expect(toInvoiceBody(order, { ...personal, title: ' 张三 ', taxNumber: '91440300MA5F000000' })).toEqual({
      orderNo: order,
      titleType: 'personal',
      title: '张三',
      email: 'zhangsan@example.com',
    });
    expect(toInvoiceBody(order, company)).toEqual({ orderNo: order, ...company });
  });
});
