import type { TicketListData, TicketListTab } from '@udian/contracts/endpoints/tickets/ticket-list';
import type { TicketLocationData } from '@udian/contracts/endpoints/tickets/ticket-location';
import type { TicketShareData } from '@udian/contracts/endpoints/tickets/ticket-share';
import type { TicketShareQueryData } from '@udian/contracts/endpoints/tickets/ticket-share-query';
import { LIVE_POSITION_SECONDS, RIDE_CODE_STEP_SECONDS, type BusLocation, type RideCodes, type Ticket } from '@udian/contracts/schemas/tickets';
import type { RidingConfig } from '../../../config';
import { AppError } from '../../../http/app-error';
import { shanghaiClock, shanghaiDate } from '../../../time/shanghai-time';
import { windowPosition } from './check-window';
import { rideCodesBetween, verifyRideCode } from './ride-code';
import { signShareToken, verifyShareToken } from './share-token';
import { toSharedTicket, toTicket, windowOfRow } from './ticket.mapper';
import type { BuyingPort, SchoolsPort } from '../riding.ports';
import type { TicketRow, TicketsRepository } from './tickets.repository';

export const SHARE_TICKET_PAGE = '/udianbus/common/share-ticket.html';

export type TicketsServiceDeps = {
  config: RidingConfig;
  tickets: TicketsRepository;
  /** What tickets paid and whether they are refundable: buying's rules, so that `refundable` says what the quote will. */
  buying: BuyingPort;
  /** A term pass's check-in is told to the student's guardian (decision 049). */
  schools: Pick<SchoolsPort, 'notifyCheckIn'>;
  logger: { error: (obj: object, msg: string) => void };
  now?: () => Date;
};

/** '9月29日 07:00' in Asia/Shanghai. */
const dayAndClock = (at: Date): string => {
  const [, month, day] = shanghaiDate(at).split('-').map(Number) as [number, number, number];
  return `${month}月${day}日 ${shanghaiClock(at)}`;
};

/** '9月29日 07:00 至 08:30' (the closing date too when it is another day). */
const windowText = (window: { opensAt: Date; closesAt: Date }): string =>
  shanghaiDate(window.opensAt) === shanghaiDate(window.closesAt)
    ? `${dayAndClock(window.opensAt)} 至 ${shanghaiClock(window.closesAt)}`
    : `${dayAndClock(window.opensAt)} 至 ${dayAndClock(window.closesAt)}`;

export const createTicketsService = ({ config, tickets, buying, schools, logger, now: clock }: TicketsServiceDeps) => {
  const now = clock ?? (() => new Date());

  /** Tickets as answered, each with its share of what its order paid and whether its line refunds it now. */
  const present = async (rows: readonly TicketRow[], at: Date): Promise<Ticket[]> => {
    const [refundable, shares] = await Promise.all([
      buying.refundableAt(rows.map((r) => ({ lineId: r.line_id, departsAt: r.departs_at })), at),
      buying.paidShares([...new Set(rows.map((r) => r.order_id))]),
    ]);
    return rows.map((row, i) => toTicket(row, shares.get(row.id) ?? 0, refundable[i]!, at, config));
  };

  const findOwned = async (userId: string, ticketId: string): Promise<TicketRow> => {
    const row = await tickets.findOwned(Number(userId), Number(ticketId));
    if (!row) throw new AppError('ticketNotFound');
    return row;
  };

  /** The codes of a ticket that can still be ridden; why not otherwise. */
  const codesOf = (row: TicketRow, at: Date): RideCodes => {
    if (row.status === 'used') throw new AppError('ticketAlreadyUsed');
    if (row.status !== 'valid') throw new AppError('ticketNotValid', '该车票已退票，没有乘车码');
    if (row.is_gathering) throw new AppError('ticketNotValid', '线路尚未成团，成团后车票生效');
    const window = windowOfRow(row, config);
    if (windowPosition(window, at) === 'after') throw new AppError('ticketNotValid', `该车票已过检票时间（${windowText(window)}），没有乘车码`);
    const ticketId = String(row.id);
    return { ticketId, stepSeconds: RIDE_CODE_STEP_SECONDS, codes: rideCodesBetween(config.rideCodeSecret, ticketId, window.opensAt, window.closesAt) };
  };

  const busOf = async (row: TicketRow, at: Date): Promise<BusLocation> => {
    if (row.vehicle_id === null || row.plate === null) return { vehicle: null, position: null, isLive: false };
    const position = await tickets.latestPosition(row.vehicle_id);
    const vehicle = { plate: row.plate, driverName: row.driver_name ?? '', driverPhone: row.driver_phone ?? '' };
    if (!position) return { vehicle, position: null, isLive: false };
    return {
      vehicle,
      position: {
        lng: Number(position.lng),
        lat: Number(position.lat),
        speedKmh: Number(position.speed_kmh),
        heading: Number(position.heading),
        recordedAt: position.recorded_at.toISOString(),
      },
      isLive: Math.abs(at.getTime() - position.recorded_at.getTime()) <= LIVE_POSITION_SECONDS * 1000,
    };
  };

  return {
    list: async (userId: string, query: { tab: TicketListTab; page: number; pageSize: number }): Promise<TicketListData> => {
      const at = now();
      const rows = await tickets.listByUser(Number(userId), query.tab, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize + 1,
        now: at,
        closeMinutes: config.checkClosesMinutes,
      });
      return { tickets: await present(rows.slice(0, query.pageSize), at), page: query.page, hasMore: rows.length > query.pageSize };
    },

    detail: async (userId: string, ticketId: string): Promise<Ticket> => {
      const row = await findOwned(userId, ticketId);
      return (await present([row], now()))[0]!;
    },

    rideCodes: async (userId: string, ticketId: string): Promise<RideCodes> => codesOf(await findOwned(userId, ticketId), now()),

    /**
     * Check-in (decision 024), in this order: the user's ticket, a valid ticket, its own departure, inside the
     * window (what the passenger can act on comes first), then a genuine and current code of this ticket;
     * then the conditional update, so that of two checks at once exactly one succeeds. A term pass's check-in
     * is then told to the student's guardian (decision 049); a failure to tell is logged, never the check's.
     */
    check: async (userId: string, input: { ticketId: string; departureId: string; rideCode: string }): Promise<Ticket> => {
      const row = await findOwned(userId, input.ticketId);
      const at = now();
      if (row.status === 'used') throw new AppError('ticketAlreadyUsed');
      if (row.status !== 'valid') throw new AppError('ticketNotValid', '该车票已退票，不能检票');
      if (row.is_gathering) throw new AppError('ticketNotValid', '线路尚未成团，成团后车票生效');
      if (input.departureId !== String(row.departure_id)) {
        throw new AppError('ticketWrongDeparture', `该车票是 ${dayAndClock(row.departs_at)} 发车的 ${row.line_code} 班次，不是本班次的车票，请核对乘车日期和班次`);
      }
      const window = windowOfRow(row, config);
      const position = windowPosition(window, at);
      if (position === 'before') throw new AppError('checkNotOpen', `未到检票时间，请在 ${windowText(window)} 之间检票`);
      if (position === 'after') throw new AppError('checkClosed', `该班次已过检票时间（检票时间 ${windowText(window)}）`);
      const code = verifyRideCode(config.rideCodeSecret, input.rideCode, String(row.id), at);
      if (code === 'invalid') throw new AppError('rideCodeInvalid');
      if (code === 'expired') throw new AppError('rideCodeExpired');
      if (!(await tickets.markUsed(row.id, at))) throw new AppError('ticketAlreadyUsed');
      if (row.student_id !== null) {
        const notice = { studentId: row.student_id, ticketId: row.id, lineCode: row.line_code, plate: row.plate, stopName: row.board_name, at };
        await schools.notifyCheckIn(notice).catch((err: unknown) => logger.error({ err, ticketId: row.id }, 'school check-in notice failed'));
      }
      return (await present([(await tickets.findOwned(Number(userId), row.id))!], at))[0]!;
    },

    share: async (userId: string, ticketId: string): Promise<TicketShareData> => {
      const row = await findOwned(userId, ticketId);
      const window = windowOfRow(row, config);
      if (row.status !== 'valid' || row.is_gathering || windowPosition(window, now()) === 'after') throw new AppError('ticketNotValid', '只能分享待乘车的车票');
      const shareToken = signShareToken(config.rideCodeSecret, String(row.id), window.closesAt);
      return { shareToken, path: `${SHARE_TICKET_PAGE}?token=${encodeURIComponent(shareToken)}`, expiresAt: window.closesAt.toISOString() };
    },

    /** Public: the token's signature names the ticket; expired, tampered or unknown answers shareLinkInvalid. */
    shared: async (token: string): Promise<TicketShareQueryData> => {
      const at = now();
      const verified = verifyShareToken(config.rideCodeSecret, token, at);
      if (!verified.isValid) throw new AppError('shareLinkInvalid');
      const row = await tickets.findShown(Number(verified.ticketId));
      if (!row) throw new AppError('shareLinkInvalid');
      const ticket = (await present([row], at))[0]!;
      return { ticket: toSharedTicket(ticket), rideCodes: ticket.state === 'toRide' ? codesOf(row, at) : null };
    },

    busLocation: async (userId: string, ticketId: string): Promise<BusLocation> => busOf(await findOwned(userId, ticketId), now()),

    ticketLocation: async (userId: string, ticketId: string): Promise<TicketLocationData> => {
      const row = await findOwned(userId, ticketId);
      const [bus, map] = await Promise.all([busOf(row, now()), tickets.findLineMap(row.line_id)]);
      const stops = map.stops.map((s) => ({ seq: s.seq, name: s.name, lng: Number(s.lng), lat: Number(s.lat) }));
      return {
        ...bus,
        board: { stationId: String(row.board_station_id ?? 0), name: row.board_name, lng: Number(row.board_lng), lat: Number(row.board_lat) },
        stops,
        shape: map.shape && map.shape.length >= 2 ? map.shape : stops.map((s): [number, number] => [s.lng, s.lat]),
      };
    },
  };
};

export type TicketsService = ReturnType<typeof createTicketsService>;
