import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Invoice } from './invoice-apply';

export const InvoiceListData = z.object({ invoices: z.array(Invoice) });
export type InvoiceListData = z.infer<typeof InvoiceListData>;

/** The passenger's invoice requests, newest first, with their state. */
export const invoiceList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.order,
  path: '/invoice/list',
  summary: "The passenger's invoice requests, newest first",
  isPublic: false,
  needsClientHeaders: true,
  data: InvoiceListData,
});
