import type { DepartureListQuery, DepartureStopResult, OpsDeparture } from '@udian/contracts/endpoints/ops/departures/departures';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { SmsProvider } from '../../../providers/sms/sms-provider';
import type { DepartureStopsService, StopOutcome } from '../../buying/refunds/departure-stops.service';
import type { DeparturesAdminService } from '../../network/departures/departures-admin.service';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { RiderNoticesRepository } from './rider-notices.repository';
import { stopNotice } from './stop-notice';

const yuan = (cents: number): string => (cents / 100).toFixed(2);

const label = (d: Pick<OpsDeparture, 'line' | 'serviceDate' | 'time'>): string => `${d.line.lineCode} ${d.serviceDate} ${d.time}`;

export type DepartureDeskDeps = {
  departures: DeparturesAdminService;
  stops: DepartureStopsService;
  audit: AuditService;
  sms: SmsProvider;
  notices: RiderNoticesRepository;
  productName: string;
  logger: Pick<Logger, 'info' | 'warn'>;
  now?: () => Date;
};

/**
 * The dispatcher's departures (班次管理): the list and the seat change (network's), the stop (buying's: the
 * refunds), each write audited in its own transaction; after a stop, each refunded rider's text message.
 */
export const createDepartureDeskService = (deps: DepartureDeskDeps) => {
  const { departures, stops, audit, sms, notices, productName, logger } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * One message per refunded order, to its account's phone, recorded on the order as sent or failed. After
   * the commit: a message that fails undoes neither the stop nor the refund.
   */
  const tellRiders = async (outcome: StopOutcome, time: string) => {
    let sent = 0;
    let failed = 0;
    for (const refund of outcome.refunds) {
      if (!refund.phone) continue;
      const notice = stopNotice({
        productName,
        phone: refund.phone,
        serviceDate: outcome.departure.service_date,
        time,
        lineCode: outcome.departure.line_code,
        reason: outcome.reason,
        amountCents: refund.amountCents,
      });
      let status: 'sent' | 'failed' = 'sent';
      try {
        await sms.sendNotice(notice);
        sent += 1;
      } catch (err) {
        logger.warn({ err, orderId: refund.orderId }, 'departure stop notice not sent; the refund stands');
        status = 'failed';
        failed += 1;
      }
      await notices.record({ orderId: refund.orderId, phone: refund.phone, template: notice.templateId, content: notice.text, status, at: now() });
    }
    return { sent, failed };
  };

  return {
    list: (query: z.output<typeof DepartureListQuery>) =>
      departures.list({ lineId: query.lineId === undefined ? undefined : Number(query.lineId), from: query.from, to: query.to, status: query.status, page: query.page, pageSize: query.pageSize }, now()),

    changeSeats: async (actor: AuditActor, input: { departureId: string; capacity: number }) => {
      const departure = await departures.changeCapacity({ departureId: Number(input.departureId), capacity: input.capacity }, now(), ({ departure: row, before, after }, tx) =>
        audit.record(
          actor,
          {
            action: 'departure.seats',
            targetType: 'departure',
            targetId: row.id,
            summary: `${row.line_code} ${row.service_date} 班次座位数 ${before} → ${after}（已售 ${row.seats_sold}）`,
            before: { capacity: before },
            after: { capacity: after },
          },
          tx,
        ),
      );
      return { departure };
    },

    preview: async (departureId: string) => stops.preview(Number(departureId)),

    stop: async (actor: AuditActor, input: { departureId: string; reason: string }): Promise<DepartureStopResult> => {
      const departureId = Number(input.departureId);
      // Read first for the audit's wording and the notice's time; the stop itself decides with its own update.
      const before = await departures.find(departureId, now());
      const outcome = await stops.stop({ departureId, reason: input.reason, operatorId: actor.id }, (summary, tx) =>
        audit.record(
          actor,
          {
            action: 'departure.stop',
            targetType: 'departure',
            targetId: departureId,
            summary: `${label(before)} 班次停运（${summary.reason}），全额退款 ${summary.refundedTickets} 张共 ${yuan(summary.refundedCents)} 元`,
            before: { status: 'scheduled' },
            after: {
              status: 'cancelled',
              reason: summary.reason,
              refundedTickets: summary.refundedTickets,
              refundedCents: summary.refundedCents,
              cancelledOrders: summary.cancelledOrders,
              usedTickets: summary.usedTickets,
            },
          },
          tx,
        ),
      );
      const told = await tellRiders(outcome, before.time);
      logger.info({ departureId, refundedTickets: outcome.refundedTickets, unsentRefunds: outcome.unsentRefunds, sms: told }, 'departure stopped');
      return {
        departure: await departures.find(departureId, now()),
        refundedTickets: outcome.refundedTickets,
        refundedCents: outcome.refundedCents,
        unsentRefunds: outcome.unsentRefunds,
        cancelledOrders: outcome.cancelledOrders,
        usedTickets: outcome.usedTickets,
        smsSent: told.sent,
        smsFailed: told.failed,
      };
    },
  };
};

export type DepartureDeskService = ReturnType<typeof createDepartureDeskService>;
