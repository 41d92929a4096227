import type { BuyCalendarData } from '@udian/contracts/endpoints/orders/buy-calendar';
import type { OrderAgainData } from '@udian/contracts/endpoints/orders/order-again';
import type { LineSummary } from '@udian/contracts/schemas/lines';
import { AppError } from '../../../http/app-error';
import { addDays, shanghaiClock, shanghaiDate } from '../../../time/shanghai-time';
import type { AccountsPort, NetworkPort } from '../buying.ports';
import type { OrderViewRepository } from './order-view.repository';
import type { OrderRepository, SaleDepartureRow } from './orders.repository';

/** The buying calendar covers what the departure horizon sells: 30 days from today. */
export const BUY_CALENDAR_DAYS = 30;

const MINUTE_MS = 60_000;

/**
 * What the buying page reads besides prices: the calendar of one departure time, an earlier order's choice
 * moved to the coming days (order again), and the lines to suggest after a purchase.
 */
export const createBuyCalendarService = ({
  orders,
  views,
  accounts,
  network,
  salesCloseMinutes,
  now = () => new Date(),
}: {
  orders: OrderRepository;
  views: OrderViewRepository;
  accounts: Pick<AccountsPort, 'listPassengerIds'>;
  network: NetworkPort;
  salesCloseMinutes: number;
  now?: () => Date;
}) => {
  /** The line's departures at `time` from today on, by date. */
  const departuresAt = async (lineId: number, time: string, today: string): Promise<Map<string, SaleDepartureRow>> => {
    const rows = await orders.findLineDepartures(lineId, { from: today, to: addDays(today, BUY_CALENDAR_DAYS - 1) });
    return new Map(rows.filter((d) => d.status === 'scheduled' && shanghaiClock(d.departs_at) === time).map((d) => [d.service_date, d]));
  };

  const isOpen = (d: SaleDepartureRow, at: Date) => d.departs_at.getTime() > at.getTime() + salesCloseMinutes * MINUTE_MS;

  return {
    calendar: async (query: { lineId: string; time: string }): Promise<BuyCalendarData> => {
      const at = now();
      const today = shanghaiDate(at);
      const line = await orders.findLine(Number(query.lineId));
      if (!line || !line.is_active) throw new AppError('lineNotFound');
      const [byDate, official] = await Promise.all([
        departuresAt(line.id, query.time, today),
        network.findOfficialDays(today, addDays(today, BUY_CALENDAR_DAYS - 1)),
      ]);
      const officialDays = new Map(official.map((d) => [d.day, d]));
      const days = Array.from({ length: BUY_CALENDAR_DAYS }, (_, i) => {
        const date = addDays(today, i);
        const d = byDate.get(date);
        const day = officialDays.get(date);
        const seatsLeft = d ? Math.max(0, d.capacity - d.seats_sold) : 0;
        return {
          date,
          isServiceDay: d !== undefined,
          holidayName: day?.kind === 'holiday' ? day.name : null,
          isMakeUpWorkday: day?.kind === 'workday',
          departureId: d ? String(d.id) : null,
          seatsLeft,
          isSoldOut: d !== undefined && seatsLeft === 0,
          isDeparted: d !== undefined && !isOpen(d, at),
          priceCents: d?.price_cents ?? null,
        };
      });
      return { lineId: String(line.id), time: query.time, days };
    },

    again: async (userId: string, orderNo: string): Promise<OrderAgainData> => {
      const at = now();
      const order = await orders.findOrderByNo(Number(userId), orderNo);
      if (!order) throw new AppError('orderNotFound');
      const { tickets } = await views.load([order]);
      const first = tickets[0];
      const time = first ? shanghaiClock(first.departs_at) : '';
      const dateCount = new Set(tickets.map((t) => t.service_date)).size;
      const still = new Set(await accounts.listPassengerIds(Number(userId)));
      const passengerIds = [...new Set(tickets.map((t) => t.passenger_id))].filter((id): id is number => id !== null && still.has(id)).map(String);
      const today = shanghaiDate(at);
      const [byDate, ridden] = await Promise.all([
        time ? departuresAt(order.line_id, time, today) : new Map<string, SaleDepartureRow>(),
        orders.findRiderDates(order.line_id, passengerIds.map(Number), { from: today, to: addDays(today, BUY_CALENDAR_DAYS - 1), now: at }),
      ]);
      // Buy-rule section 7: the next dates with seats for every rider and on which none of them already rides
      // this line (a ticket there would be refused, or a second trip nobody wants).
      const taken = new Set(ridden);
      const dates = [...byDate.values()]
        .filter((d) => isOpen(d, at) && d.capacity - d.seats_sold >= Math.max(1, passengerIds.length) && !taken.has(d.service_date))
        .map((d) => d.service_date)
        .sort()
        .slice(0, Math.max(1, dateCount));
      return { lineId: String(order.line_id), time: time || '00:00', boardSeq: order.board_seq, alightSeq: order.alight_seq, passengerIds, dates };
    },

    recommend: async (userId: string, orderNo: string): Promise<{ lines: LineSummary[] }> => {
      const order = await orders.findOrderByNo(Number(userId), orderNo);
      if (!order) throw new AppError('orderNotFound');
      return { lines: await network.relatedLines(String(order.line_id)) };
    },
  };
};

export type BuyCalendarService = ReturnType<typeof createBuyCalendarService>;
