import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createInvoicesRepository } from './invoices/invoices.repository';
import { registerInvoiceRoutes } from './invoices/invoices.routes';
import { createInvoicesService } from './invoices/invoices.service';
import { createRefundRepository } from '../buying/refunds/refunds.repository';
import { createTicketsRepository } from './tickets/tickets.repository';
import { registerTicketRoutes } from './tickets/tickets.routes';
import { createTicketsService } from './tickets/tickets.service';

export type RidingDeps = {
  config: Config;
  db: Db;
  /** Tests pass a clock to reach check windows and expiries without waiting. */
  now?: () => Date;
};

/**
 * Issue 6's riding side in one place: tickets (lists, detail, ride codes, check-in, share links, where the
 * bus is) and invoice requests (repositories → services → routes). Answers the services tests use.
 */
export const registerRiding = (app: App, { config, db, now }: RidingDeps) => {
  const refunds = createRefundRepository(db);
  const ticketsService = createTicketsService({ config: config.riding, tickets: createTicketsRepository(db), refundTiers: (lineId) => refunds.findTiers(lineId), now });
  const invoicesService = createInvoicesService({ invoices: createInvoicesRepository(db), now });
  registerTicketRoutes(app, { ticketsService });
  registerInvoiceRoutes(app, { invoicesService });
  return { ticketsService, invoicesService };
};
