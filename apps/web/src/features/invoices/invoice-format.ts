/** Words of the invoice page; its times are lib/shanghai-time's formatShanghaiDateTime. */
import type { InvoiceStatus, InvoiceTitleType } from '@udian/contracts/endpoints/invoices/invoice-apply';

export const titleTypeNames: Readonly<Record<InvoiceTitleType, string>> = { personal: '个人', company: '单位' };

/** 开票中: requested, waiting for an e-invoice to be issued and sent to the email. */
const statusLabels: Readonly<Record<InvoiceStatus, string>> = { requested: '开票中' };

/** A state a newer server knows and this page does not reads as still being processed. */
export const invoiceStatusLabel = (status: string): string => statusLabels[status as InvoiceStatus] ?? '处理中';
