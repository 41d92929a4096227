import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';

/** A departure on the board: its line, its run's length, its bus and driver. */
export type BoardDepartureRow = {
  id: number;
  line_id: number;
  line_code: string;
  line_name: string;
  departs_at: Date;
  /** The line's last stop's minutes_from_start: how long a run takes. */
  run_minutes: number;
  status: 'scheduled' | 'cancelled';
  seats_sold: number;
  capacity: number;
  vehicle_id: number | null;
  plate: string | null;
  driver_id: number | null;
  driver_name: string | null;
  driver_phone: string | null;
};

export type AssignmentColumn = 'vehicle_id' | 'driver_id';

const runMinutes = sql<number>`coalesce((SELECT max(ls.minutes_from_start) FROM line_stops ls WHERE ls.line_id = d.line_id), 0)`;

const boardRows = (tx: DbOrTx) =>
  tx
    .selectFrom('departures as d')
    .innerJoin('lines as l', 'l.id', 'd.line_id')
    .leftJoin('vehicles as v', 'v.id', 'd.vehicle_id')
    .leftJoin('drivers as dr', 'dr.id', 'd.driver_id')
    .select([
      'd.id',
      'd.line_id',
      'l.code as line_code',
      'l.name as line_name',
      'd.departs_at',
      runMinutes.as('run_minutes'),
      'd.status',
      'd.seats_sold',
      'd.capacity',
      'd.vehicle_id',
      'v.plate',
      'd.driver_id',
      'dr.name as driver_name',
      'dr.phone as driver_phone',
    ]);

/**
 * The dispatch board's SQL. Departures belong to the network context; dispatch reads them with their lines
 * and writes only their two assignment columns (vehicle_id, driver_id), which nothing in network decides on.
 */
export const createDispatchRepository = (db: DbOrTx) => ({
  /** The date's departures of active lines, by time then line. */
  departuresOn: (serviceDate: string, tx: DbOrTx = db): Promise<BoardDepartureRow[]> =>
    boardRows(tx).where('d.service_date', '=', serviceDate).where('l.is_active', '=', true).orderBy('d.departs_at').orderBy('l.code').orderBy('d.id').execute(),

  find: (id: number, tx: DbOrTx = db): Promise<BoardDepartureRow | undefined> => boardRows(tx).where('d.id', '=', id).executeTakeFirst(),

  /** The departure row locked: two assignments of one departure take turns. */
  lockDeparture: async (id: number, tx: DbOrTx): Promise<boolean> =>
    (await tx.selectFrom('departures').select('id').where('id', '=', id).forUpdate().executeTakeFirst()) !== undefined,

  /** The vehicle locked: two assignments of one bus take turns, so the second sees the first's departure. */
  lockVehicle: (id: number, tx: DbOrTx) => tx.selectFrom('vehicles').select(['id', 'plate']).where('id', '=', id).forUpdate().executeTakeFirst(),

  lockDriver: (id: number, tx: DbOrTx) =>
    tx.selectFrom('drivers').select(['id', 'name', 'is_active']).where('id', '=', id).forUpdate().executeTakeFirst(),

  /**
   * The first other scheduled departure of this vehicle or driver whose run, stretched by the turnaround,
   * meets [from, to): runs [a, a + run) and [b, b + run) clash when each starts before the other's end plus
   * the turnaround.
   */
  firstClash: (
    column: AssignmentColumn,
    id: number,
    run: { departureId: number; from: Date; to: Date; turnaroundMinutes: number },
    tx: DbOrTx = db,
  ): Promise<BoardDepartureRow | undefined> =>
    boardRows(tx)
      .where(`d.${column}`, '=', id)
      .where('d.id', '<>', run.departureId)
      .where('d.status', '=', 'scheduled')
      .where('d.departs_at', '<', new Date(run.to.getTime() + run.turnaroundMinutes * 60_000))
      .where(sql<boolean>`d.departs_at + make_interval(mins => ${runMinutes}::integer + ${run.turnaroundMinutes}::integer) > ${run.from}`)
      .orderBy('d.departs_at')
      .executeTakeFirst(),

  assign: async (id: number, changes: Partial<Record<AssignmentColumn, number | null>>, tx: DbOrTx = db): Promise<void> => {
    await tx.updateTable('departures').set(changes).where('id', '=', id).execute();
  },

  /** What the board's selects offer: every vehicle, every driver (inactive ones shown disabled). */
  vehicles: (tx: DbOrTx = db) => tx.selectFrom('vehicles').select(['id', 'plate', 'capacity', 'line_id']).orderBy('plate').execute(),
  drivers: (tx: DbOrTx = db) => tx.selectFrom('drivers').select(['id', 'name', 'phone', 'is_active']).orderBy('is_active', 'desc').orderBy('name').execute(),
});

export type DispatchRepository = ReturnType<typeof createDispatchRepository>;
