import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import { createAnnualReviewRepository } from './annual-review/annual-review.repository';
import { registerAnnualReviewRoutes } from './annual-review/annual-review.routes';
import { createAnnualReviewService } from './annual-review/annual-review.service';
import { createInvoicesRepository } from './invoices/invoices.repository';
import { registerInvoiceRoutes } from './invoices/invoices.routes';
import { createInvoicesService } from './invoices/invoices.service';
import type { BuyingPort, SchoolsPort } from './riding.ports';
import { createStudentRidesRepository } from './students/student-rides.repository';
import { registerStudentRidesRoutes } from './students/student-rides.routes';
import { createStudentRidesService } from './students/student-rides.service';
import { createTicketsRepository } from './tickets/tickets.repository';
import { registerTicketRoutes } from './tickets/tickets.routes';
import { createTicketsService } from './tickets/tickets.service';

export type RidingDeps = {
  config: Config;
  db: Db;
  /** What tickets paid and whether they are refundable, from the buying context. */
  buying: BuyingPort;
  /** A guardian's own student and the check-in notice, from the groups context (decision 049). */
  groups: SchoolsPort;
  /** Tests pass a clock to reach check windows and expiries without waiting. */
  now?: () => Date;
};

/**
 * The riding context: tickets (lists, detail, ride codes, check-in with a term pass's notice to the guardian,
 * share links, where the bus is), a student's rides (decision 049), invoice requests and the annual review
 * (decision 056): repositories → services → routes. Nothing after it depends on it; it answers its services for tests.
 */
export const registerRiding = (app: App, { config, db, buying, groups, now }: RidingDeps) => {
  const ticketsService = createTicketsService({ config: config.riding, tickets: createTicketsRepository(db), buying, schools: groups, logger: app.log, now });
  const studentRidesService = createStudentRidesService({ rides: createStudentRidesRepository(db), schools: groups, now });
  const invoicesService = createInvoicesService({ invoices: createInvoicesRepository(db), now });
  const annualReviewService = createAnnualReviewService({ reviews: createAnnualReviewRepository(db), buying, now });
  registerTicketRoutes(app, { ticketsService });
  registerInvoiceRoutes(app, { invoicesService });
  registerStudentRidesRoutes(app, { studentRidesService });
  registerAnnualReviewRoutes(app, { annualReviewService });
  return { ticketsService, invoicesService, studentRidesService, annualReviewService };
};

export type Riding = ReturnType<typeof registerRiding>;
