import type { EndpointData } from '@udian/contracts/endpoint';
import type { groupStatement } from '@udian/contracts/endpoints/ops/groups/groups';
import { maskPhone } from '@udian/contracts/masking';
import { ticketStateOf } from '@udian/contracts/ticket-state';
import type { GroupStatementRepository } from './group-statement.repository';

export type GroupStatementData = EndpointData<typeof groupStatement>;

const MINUTE_MS = 60_000;

/** The first day of a month and of the next one: '2026-12' → ['2026-12-01', '2027-01-01']. */
export const monthRange = (month: string): { from: string; to: string } => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
};

/**
 * A group's monthly statement (decision 048): every ride of the month (service dates in Asia/Shanghai) on an
 * order the group pays for, with the fare, the group's part and what the passenger paid (the ticket's share of
 * its order's payable, ticket-shares.ts). A refunded ride is listed but not charged; the totals count what is.
 * Each ride's state is the one its passenger sees (ticketStateOf, with riding's check window).
 */
export const createGroupStatementService = ({
  statements,
  paidShares,
  checkClosesMinutes,
  now = () => new Date(),
}: {
  statements: GroupStatementRepository;
  paidShares: (orderIds: readonly number[]) => Promise<Map<number, number>>;
  /** Riding's check window closes this long after the bus reaches the rider's stop (TICKET_CHECK_CLOSES_MINUTES). */
  checkClosesMinutes: number;
  now?: () => Date;
}) => ({
  statement: async (groupId: number, month: string): Promise<GroupStatementData> => {
    const at = now().getTime();
    const tickets = await statements.findTickets(groupId, monthRange(month));
    const shares = await paidShares([...new Set(tickets.map((t) => t.order_id))]);
    const rows = tickets.map((t) => {
      const closesAt = t.departs_at.getTime() + (Number(t.board_minutes) + checkClosesMinutes) * MINUTE_MS;
      const state = ticketStateOf({ status: t.status, isStopped: Boolean(t.is_stopped), isGathering: Boolean(t.is_gathering), isWindowClosed: at > closesAt });
      return {
        ticketId: String(t.id),
        orderNo: t.order_no,
        serviceDate: t.service_date,
        departsAt: t.departs_at.toISOString(),
        lineCode: t.line_code,
        lineName: t.line_name,
        passengerName: t.passenger_name,
        buyerPhone: t.buyer_phone ? maskPhone(t.buyer_phone) : '',
        fareCents: t.price_cents + t.group_cents,
        groupCents: t.group_cents,
        passengerCents: shares.get(t.id) ?? 0,
        state,
        isCharged: t.status !== 'refunded' && t.status !== 'released',
      };
    });
    const charged = rows.filter((r) => r.isCharged);
    return {
      month,
      rows,
      totals: {
        rides: rows.length,
        chargedRides: charged.length,
        groupCents: charged.reduce((sum, r) => sum + r.groupCents, 0),
        passengerCents: charged.reduce((sum, r) => sum + r.passengerCents, 0),
      },
    };
  },
});

export type GroupStatementService = ReturnType<typeof createGroupStatementService>;
