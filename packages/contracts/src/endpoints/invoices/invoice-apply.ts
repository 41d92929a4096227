import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { OrderNo } from '../../schemas/orders';

export const InvoiceTitleType = z.enum(['personal', 'company'], { error: '请选择发票抬头类型（个人或单位）' });
export type InvoiceTitleType = z.infer<typeof InvoiceTitleType>;

/** 开票中: no e-invoice provider is connected yet, so a request stays here until one issues it. */
export const InvoiceStatus = z.enum(['requested']);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** The unified social credit code (18) or an older taxpayer number (15 to 20), upper-case letters and digits. */
export const TAX_NUMBER_PATTERN = /^[0-9A-Z]{15,20}$/;
/** SPEC section 5's email shape: local@domain, with a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const Invoice = z.object({
  invoiceId: Id,
  orderNo: z.string(),
  titleType: InvoiceTitleType,
  title: z.string(),
  taxNumber: z.string().nullable(),
  email: z.string(),
  /** What the order paid, less what was refunded to the passenger. */
  amountCents: z.number().int(),
  status: InvoiceStatus,
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceApplyBody = z
  .object({
    orderNo: OrderNo,
    titleType: InvoiceTitleType,
    title: z.string({ error: '请填写发票抬头' }).trim().min(1, '请填写发票抬头').max(100, '发票抬头不能超过 100 个字'),
    /** Company titles only; ignored for a personal title. */
    taxNumber: z.string({ error: '请填写纳税人识别号' }).trim().max(40, '纳税人识别号应为 15 到 20 位大写字母或数字').optional(),
    email: z
      .string({ error: '请填写接收发票的邮箱' })
      .trim()
      .min(1, '请填写接收发票的邮箱')
      .max(100, '邮箱地址不能超过 100 个字符')
      .regex(EMAIL_PATTERN, '邮箱格式不正确，请检查后重新填写'),
  })
  .superRefine((body, ctx) => {
    if (body.titleType !== 'company') return;
    if (!body.taxNumber) ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: '单位抬头须填写纳税人识别号' });
    else if (!TAX_NUMBER_PATTERN.test(body.taxNumber)) {
      ctx.addIssue({ code: 'custom', path: ['taxNumber'], message: '纳税人识别号应为 15 到 20 位大写字母或数字' });
    }
  });
export type InvoiceApplyBody = z.input<typeof InvoiceApplyBody>;

/** Requests an e-invoice for a paid order, once per order; answers the stored request. */
export const invoiceApply = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.order,
  path: '/invoice/apply',
  summary: 'Requests an e-invoice for one of the passenger’s paid orders (once per order)',
  isPublic: false,
  needsClientHeaders: true,
  body: InvoiceApplyBody,
  data: Invoice,
});
