import { invoiceApply } from '@udian/contracts/endpoints/invoices/invoice-apply';
import { invoiceList } from '@udian/contracts/endpoints/invoices/invoice-list';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { InvoicesService } from './invoices.service';

/** Invoice requests act on the session's own orders: another user's order number answers not-found. */
export const registerInvoiceRoutes = (app: App, { invoicesService }: { invoicesService: InvoicesService }) => {
  registerEndpoint(app, invoiceApply, ({ session, body }) => invoicesService.apply(session.userId, body));
  registerEndpoint(app, invoiceList, ({ session }) => invoicesService.list(session.userId));
};
