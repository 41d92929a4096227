/** Words and times of the invoice page. Instants are shown in Asia/Shanghai (UTC+8, no daylight saving). */
import type { InvoiceStatus, InvoiceTitleType } from '@udian/contracts/endpoints/invoices/invoice-apply';

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (value: number): string => String(value).padStart(2, '0');

/** '2026-06-03 08:15'; '' for a malformed instant. */
export const formatShanghaiDateTime = (iso: string): string => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const local = new Date(ms + SHANGHAI_OFFSET_MS);
  const date = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  return `${date} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
};

export const titleTypeNames: Readonly<Record<InvoiceTitleType, string>> = { personal: '个人', company: '单位' };

/** 开票中: requested, waiting for an e-invoice to be issued and sent to the email. */
const statusLabels: Readonly<Record<InvoiceStatus, string>> = { requested: '开票中' };

/** A state a newer server knows and this page does not reads as still being processed. */
export const invoiceStatusLabel = (status: string): string => statusLabels[status as InvoiceStatus] ?? '处理中';
