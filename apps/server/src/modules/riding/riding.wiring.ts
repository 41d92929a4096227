import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createInvoicesRepository } from './invoices/invoices.repository';
import { registerInvoiceRoutes } from './invoices/invoices.routes';
import { createInvoicesService } from './invoices/invoices.service';
import type { BuyingPort } from './riding.ports';
import { createTicketsRepository } from './tickets/tickets.repository';
import { registerTicketRoutes } from './tickets/tickets.routes';
import { createTicketsService } from './tickets/tickets.service';

export type RidingDeps = {
  config: Config;
  db: Db;
  /** What tickets paid and whether they are refundable, from the buying context. */
  buying: BuyingPort;
  /** Tests pass a clock to reach check windows and expiries without waiting. */
  now?: () => Date;
};

/**
 * The riding context: tickets (lists, detail, ride codes, check-in, share links, where the bus is) and
 * invoice requests (repositories → services → routes). Nothing after it depends on it; it answers its
 * services for tests.
 */
export const registerRiding = (app: App, { config, db, buying, now }: RidingDeps) => {
  const ticketsService = createTicketsService({ config: config.riding, tickets: createTicketsRepository(db), buying, now });
  const invoicesService = createInvoicesService({ invoices: createInvoicesRepository(db), now });
  registerTicketRoutes(app, { ticketsService });
  registerInvoiceRoutes(app, { invoicesService });
  return { ticketsService, invoicesService };
};

export type Riding = ReturnType<typeof registerRiding>;
