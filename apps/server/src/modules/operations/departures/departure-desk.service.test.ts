import type { OpsDeparture } from '@udian/contracts/endpoints/ops/departures/departures';
import { describe, expect, it, vi } from 'vitest';
import type { SmsNoticeMessage } from '../../../providers/sms/sms-provider';
import type { DepartureStopsService, StopOutcome } from '../../buying/refunds/departure-stops.service';
import type { DeparturesAdminService } from '../../network/departures/departures-admin.service';
import type { AuditService } from '../audit/audit.service';
import { createDepartureDeskService } from './departure-desk.service';
import type { RiderNoticesRepository } from './rider-notices.repository';

/** After a stop, each refunded rider's message: one failing changes nothing but its own record. */

const departure: OpsDeparture = {
  departureId: '7',
  line: { lineId: '1', lineCode: 'M101', lineName: '通勤快线' },
  serviceDate: '2026-11-28',
  time: '07:30',
  departsAt: '2026-11-27T23:30:00.000Z',
  capacity: 30,
  seatsSold: 0,
  paidTickets: 0,
  status: 'cancelled',
  cancelReason: '车辆故障',
  cancelledAt: '2026-11-27T10:00:00.000Z',
  hasDeparted: false,
  vehiclePlate: null,
  driverName: null,
};

const outcome: StopOutcome = {
  departure: { id: 7, line_id: 1, line_code: 'M101', service_date: '2026-11-28', departs_at: new Date('2026-11-27T23:30:00Z') },
  reason: '车辆故障',
  refundedTickets: 3,
  refundedCents: 2000,
  cancelledOrders: 0,
  usedTickets: 0,
  unsentRefunds: 0,
  refunds: [
    { orderId: 11, phone: '13800000001', tickets: 2, amountCents: 1200, isSent: true },
    { orderId: 12, phone: '13800000002', tickets: 1, amountCents: 800, isSent: true },
    { orderId: 13, phone: null, tickets: 1, amountCents: 0, isSent: true },
  ],
};

describe('the departure desk after a stop', () => {
  it('texts each refunded rider with a phone, records each as sent or failed, and a failure changes nothing else', async () => {
    const recorded: Parameters<RiderNoticesRepository['record']>[0][] = [];
    const sent: SmsNoticeMessage[] = [];
    const desk = createDepartureDeskService({
      departures: { find: async () => departure } as unknown as DeparturesAdminService,
      stops: { stop: async () => outcome } as unknown as DepartureStopsService,
      audit: { record: vi.fn() } as unknown as AuditService,
      sms: {
        name: 'console',
        sendCode: async () => undefined,
        sendNotice: async (message) => {
          if (message.phone === '13800000002') throw new Error('gateway down');
          sent.push(message);
        },
      },
      notices: { record: async (m) => void recorded.push(m) },
      productName: '优点巴士',
      logger: { info: () => undefined, warn: () => undefined },
      now: () => new Date('2026-11-27T10:00:00Z'),
    });

    const result = await desk.stop({ id: 1, username: 'disp', ip: '127.0.0.1' }, { departureId: '7', reason: '车辆故障' });
    expect(result).toMatchObject({ refundedTickets: 3, refundedCents: 2000, smsSent: 1, smsFailed: 1, departure: { status: 'cancelled' } });
    expect(sent.map((m) => m.text)).toEqual(['【优点巴士】您 11月28日 07:30 M101 路的班次因车辆故障停运，车票已全额退款 12.00 元，原路退回。']);
    expect(recorded.map((r) => [r.orderId, r.phone, r.status])).toEqual([
      [11, '13800000001', 'sent'],
      [12, '13800000002', 'failed'],
    ]);
    expect(recorded[1]!.content).toContain('8.00 元');
  });
});
