import type { OpsDeparture } from '@udian/contracts/endpoints/ops/departures/departures';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { addDays, shanghaiClock, shanghaiDate } from '../../../time/shanghai-time';
import type { AdminDepartureFilter, AdminDepartureRow, DeparturesAdminRepository } from './departures-admin.repository';

export const toOpsDeparture = (row: AdminDepartureRow, at: Date): OpsDeparture => ({
  departureId: String(row.id),
  line: { lineId: String(row.line_id), lineCode: row.line_code, lineName: row.line_name },
  serviceDate: row.service_date,
  time: shanghaiClock(row.departs_at),
  departsAt: row.departs_at.toISOString(),
  capacity: row.capacity,
  seatsSold: row.seats_sold,
  paidTickets: Number(row.paid_tickets),
  status: row.status,
  cancelReason: row.cancel_reason,
  cancelledAt: row.cancelled_at?.toISOString() ?? null,
  hasDeparted: row.departs_at <= at,
  vehiclePlate: row.plate,
  driverName: row.driver_name,
});

export type DepartureListInput = Partial<Omit<AdminDepartureFilter, 'from' | 'to'>> & {
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
};

/** What the seat change hands its caller to record inside the same transaction (the audit entry). */
export type SeatsChange = { departure: AdminDepartureRow; before: number; after: number };

/**
 * The operator's view of departures (network owns them): the list of the coming service days and the seat
 * change. A departure's stop is buying's (it refunds), see buying/refunds/departure-stops.service.ts.
 */
export const createDeparturesAdminService = ({ db, departures }: { db: Db; departures: DeparturesAdminRepository }) => ({
  /** From today (Shanghai) on: the horizon only has the next 30 service days, and the past is not the console's to change. */
  list: async (input: DepartureListInput, at: Date) => {
    const today = shanghaiDate(at);
    const from = input.from ?? today;
    const to = input.to ?? (input.from ? from : addDays(today, 6));
    if (from < today) throw new AppError('invalidParams', `只能查询今天（${today}）及以后的班次`);
    if (to < from) throw new AppError('invalidParams', '结束日期不能早于开始日期');
    const filter = { lineId: input.lineId, from, to, status: input.status };
    const [{ rows, total }, lines] = await Promise.all([
      departures.list(filter, { offset: (input.page - 1) * input.pageSize, limit: input.pageSize }),
      departures.lines(),
    ]);
    return {
      items: rows.map((row) => toOpsDeparture(row, at)),
      total,
      lines: lines.map((l) => ({ lineId: String(l.id), lineCode: l.code, lineName: l.name })),
    };
  },

  find: async (departureId: number, at: Date, tx: DbOrTx = db): Promise<OpsDeparture> => {
    const row = await departures.find(departureId, tx);
    if (!row) throw new AppError('departureNotFound', '班次不存在');
    return toOpsDeparture(row, at);
  },

  /**
   * The seat change, one conditional UPDATE; when it changes nothing, the row read afterwards says why in
   * the words an operator needs (the number sold). `onChanged` runs in the same transaction (the audit).
   */
  changeCapacity: async (
    input: { departureId: number; capacity: number },
    at: Date,
    onChanged: (change: SeatsChange, tx: DbOrTx) => Promise<void>,
  ): Promise<OpsDeparture> =>
    db.transaction().execute(async (tx) => {
      const changed = await departures.setCapacity(input.departureId, input.capacity, at, tx);
      if (!changed) {
        const state = await departures.findSeatsState(input.departureId, tx);
        if (!state) throw new AppError('departureNotFound', '班次不存在');
        if (state.status === 'cancelled') throw new AppError('departureStopped', '该班次已停运，不能修改座位数');
        if (state.departs_at <= at) throw new AppError('departureDeparted', '该班次已发车，不能修改座位数');
        throw new AppError('departureSeatsBelowSold', `该班次已售出 ${state.seats_sold} 个座位，座位数不能少于 ${state.seats_sold}`);
      }
      const row = (await departures.find(input.departureId, tx))!;
      await onChanged({ departure: row, ...changed }, tx);
      return toOpsDeparture(row, at);
    }),
});

export type DeparturesAdminService = ReturnType<typeof createDeparturesAdminService>;
