import { busLocation } from '@udian/contracts/endpoints/tickets/bus-location';
import { rideCodes } from '@udian/contracts/endpoints/tickets/ride-codes';
import { ticketCheck } from '@udian/contracts/endpoints/tickets/ticket-check';
import { ticketDetail } from '@udian/contracts/endpoints/tickets/ticket-detail';
import { ticketList } from '@udian/contracts/endpoints/tickets/ticket-list';
import { ticketListV4 } from '@udian/contracts/endpoints/tickets/ticket-list-v4';
import { ticketLocation } from '@udian/contracts/endpoints/tickets/ticket-location';
import { ticketShare } from '@udian/contracts/endpoints/tickets/ticket-share';
import { ticketShareQuery } from '@udian/contracts/endpoints/tickets/ticket-share-query';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { TicketsService } from './tickets.service';

/**
 * Every ticket call acts on the session's own tickets: another user's ticket id answers not-found. The
 * share query is public: its signed token is the permission.
 */
export const registerTicketRoutes = (app: App, { ticketsService }: { ticketsService: TicketsService }) => {
  registerEndpoint(app, ticketList, ({ session, query }) => ticketsService.list(session.userId, query));
  registerEndpoint(app, ticketListV4, ({ session, query }) => ticketsService.list(session.userId, query));
  registerEndpoint(app, ticketDetail, ({ session, query }) => ticketsService.detail(session.userId, query.ticketId));
  registerEndpoint(app, rideCodes, ({ session, query }) => ticketsService.rideCodes(session.userId, query.ticketId));
  registerEndpoint(app, ticketCheck, ({ session, body }) => ticketsService.check(session.userId, body));
  registerEndpoint(app, ticketShare, ({ session, body }) => ticketsService.share(session.userId, body.ticketId));
  registerEndpoint(app, ticketShareQuery, ({ query }) => ticketsService.shared(query.token));
  registerEndpoint(app, busLocation, ({ session, query }) => ticketsService.busLocation(session.userId, query.ticketId));
  registerEndpoint(app, ticketLocation, ({ session, query }) => ticketsService.ticketLocation(session.userId, query.ticketId));
};
