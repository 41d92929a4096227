import type { SharedTicket, Ticket, TicketState, TicketStop } from '@udian/contracts/schemas/tickets';
import { ticketStateOf } from '@udian/contracts/ticket-state';
import { shanghaiClock } from '../../../time/shanghai-time';
import { checkWindowOf, toCheckWindow, windowPosition, type WindowConfig } from './check-window';
import type { TicketRow } from './tickets.repository';

const MINUTE_MS = 60_000;

/** When the bus is due at the rider's boarding stop. */
export const boardsAtOf = (row: Pick<TicketRow, 'departs_at' | 'board_minutes'>): Date =>
  new Date(row.departs_at.getTime() + Number(row.board_minutes) * MINUTE_MS);

export const windowOfRow = (row: Pick<TicketRow, 'departs_at' | 'board_minutes'>, config: WindowConfig) => checkWindowOf(boardsAtOf(row), config);

const stateOf = (row: TicketRow, isWindowClosed: boolean): TicketState =>
  ticketStateOf({ status: row.status, isStopped: row.stop_reason !== null, isGathering: row.is_gathering, isWindowClosed });

const stopOf = (row: TicketRow, which: 'board' | 'alight'): TicketStop => {
  const minutes = Number(which === 'board' ? row.board_minutes : row.alight_minutes);
  const stationId = which === 'board' ? row.board_station_id : row.alight_station_id;
  return {
    seq: which === 'board' ? row.board_seq : row.alight_seq,
    stationId: String(stationId ?? 0),
    name: which === 'board' ? row.board_name : row.alight_name,
    time: shanghaiClock(row.departs_at.getTime() + minutes * MINUTE_MS),
    lng: Number(which === 'board' ? row.board_lng : row.alight_lng),
    lat: Number(which === 'board' ? row.board_lat : row.alight_lat),
  };
};

/**
 * A ticket as the API answers it. `paidCents` is its share of the order's payable and `isRefundOpen` whether
 * its line's refund rules still take it back now: both buying's rules, through riding's BuyingPort.
 */
export const toTicket = (row: TicketRow, paidCents: number, isRefundOpen: boolean, now: Date, config: WindowConfig): Ticket => {
  const window = windowOfRow(row, config);
  return {
    ticketId: String(row.id),
    orderNo: row.order_no,
    departureId: String(row.departure_id),
    status: row.status,
    state: stateOf(row, windowPosition(window, now) === 'after'),
    line: { lineId: String(row.line_id), lineCode: row.line_code, lineName: row.line_name },
    serviceDate: row.service_date,
    time: shanghaiClock(row.departs_at),
    departsAt: row.departs_at.toISOString(),
    board: stopOf(row, 'board'),
    alight: stopOf(row, 'alight'),
    passengerName: row.passenger_name,
    passengerIdNumber: row.passenger_id_masked,
    priceCents: row.price_cents,
    paidCents,
    checkedAt: row.checked_at?.toISOString() ?? null,
    refundable: row.status === 'valid' && row.order_status === 'paid' && isRefundOpen,
    vehicle: row.plate === null ? null : { plate: row.plate, driverName: row.driver_name ?? '', driverPhone: row.driver_phone ?? '' },
    checkWindow: toCheckWindow(window),
    stopReason: row.stop_reason,
    acceptsTransitCard: row.accepts_transit_card,
    periodPass: row.pass_kind === null ? null : { kind: row.pass_kind, startsOn: row.pass_starts_on!, endsOn: row.pass_ends_on! },
  };
};

/** What a companion opening a share link sees: no ID number, no driver's phone. */
export const toSharedTicket = ({ passengerIdNumber: _idNumber, vehicle, ...ticket }: Ticket): SharedTicket => ({
  ...ticket,
  vehicle: vehicle ? { plate: vehicle.plate, driverName: vehicle.driverName } : null,
});
