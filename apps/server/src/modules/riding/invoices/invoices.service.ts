import type { Invoice, InvoiceApplyBody } from '@udian/contracts/endpoints/invoices/invoice-apply';
import type { InvoiceListData } from '@udian/contracts/endpoints/invoices/invoice-list';
import type { z } from 'zod';
import { AppError } from '../../../http/app-error';
import type { InvoiceRow, InvoicesRepository } from './invoices.repository';

type ApplyInput = z.output<typeof InvoiceApplyBody>;

const toInvoice = (row: InvoiceRow): Invoice => ({
  invoiceId: String(row.id),
  orderNo: row.order_no,
  titleType: row.title_type,
  title: row.title,
  taxNumber: row.tax_number,
  email: row.email,
  amountCents: Number(row.amount_cents),
  status: row.status,
  createdAt: row.created_at.toISOString(),
});

/**
 * E-invoice requests (get-invoice): one per paid order, stored with its title and the address to send it to.
 * No e-invoice provider is connected yet, so a request stays 'requested' (开票中).
 */
export const createInvoicesService = ({ invoices, now: clock }: { invoices: InvoicesRepository; now?: () => Date }) => {
  const now = clock ?? (() => new Date());
  return {
    apply: async (userId: string, input: ApplyInput): Promise<Invoice> => {
      const order = await invoices.findOrder(Number(userId), input.orderNo);
      if (!order) throw new AppError('orderNotFound');
      // A partly refunded order is still 'paid'; a wholly refunded one is 'refunded'.
      if (order.status !== 'paid') throw new AppError('invoiceOrderNotPaid');
      if (Number(order.amount_cents) <= 0) throw new AppError('invoiceOrderNotPaid', '该订单实付金额为 0 元，无需开具发票');
      const id = await invoices.insert({
        order_id: order.id,
        user_id: Number(userId),
        title_type: input.titleType,
        title: input.title,
        tax_number: input.titleType === 'company' ? (input.taxNumber ?? null) : null,
        email: input.email,
        created_at: now(),
      });
      if (id === undefined) throw new AppError('invoiceDuplicate');
      return toInvoice((await invoices.findById(id))!);
    },

    list: async (userId: string): Promise<InvoiceListData> => ({ invoices: (await invoices.listByUser(Number(userId))).map(toInvoice) }),
  };
};

export type InvoicesService = ReturnType<typeof createInvoicesService>;
