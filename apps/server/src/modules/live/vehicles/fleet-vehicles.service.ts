import type { LineRef, Vehicle } from '@udian/contracts/schemas/fleet';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { FleetVehicleRow, FleetVehiclesRepository, VehicleChanges } from './fleet-vehicles.repository';
import type { VehiclesService } from './vehicles.service';

/**
 * What a write hands its caller before the transaction commits: the vehicle before and after. The console
 * records its audit entry there, so that the change and its entry land together.
 */
export type VehicleCommitHook = (tx: DbOrTx, change: { before: Vehicle | null; after: Vehicle }) => Promise<void>;

export const toVehicle = (row: FleetVehicleRow): Vehicle => ({
  id: String(row.id),
  plate: row.plate,
  capacity: row.capacity,
  line: row.line_id === null ? null : { id: String(row.line_id), code: row.line_code ?? '', name: row.line_name ?? '' },
  hasToken: row.token_issued_at !== null,
  tokenIssuedAt: row.token_issued_at?.toISOString() ?? null,
  lastPositionAt: row.last_position_at ? new Date(row.last_position_at).toISOString() : null,
});

/** The vehicle register of the operator console: the vehicles, their lines and their device tokens. */
export const createFleetVehiclesService = ({ db, fleet, vehiclesService }: { db: Db; fleet: FleetVehiclesRepository; vehiclesService: VehiclesService }) => {
  const read = async (id: number, tx: DbOrTx): Promise<Vehicle> => toVehicle((await fleet.find(id, tx))!);

  const lockOrFail = async (id: number, tx: DbOrTx) => {
    const row = await fleet.lock(id, tx);
    if (!row) throw new AppError('vehicleNotFound');
    return row;
  };

  const assertLine = async (lineId: number | null, tx: DbOrTx) => {
    if (lineId !== null && !(await fleet.lineExists(lineId, tx))) throw new AppError('notFound', '所选线路不存在');
  };

  return {
    list: async (): Promise<{ vehicles: Vehicle[]; lines: LineRef[] }> => {
      const [rows, lines] = await Promise.all([fleet.list(), fleet.lines()]);
      return { vehicles: rows.map(toVehicle), lines: lines.map((l) => ({ id: String(l.id), code: l.code, name: l.name })) };
    },

    create: (input: { plate: string; capacity: number; lineId: string | null }, onCommitting: VehicleCommitHook): Promise<Vehicle> =>
      db.transaction().execute(async (tx) => {
        const lineId = input.lineId === null ? null : Number(input.lineId);
        await assertLine(lineId, tx);
        const id = await fleet.insert({ plate: input.plate, capacity: input.capacity, lineId }, tx);
        if (id === undefined) throw new AppError('vehiclePlateTaken');
        const after = await read(id, tx);
        await onCommitting(tx, { before: null, after });
        return after;
      }),

    update: (input: { id: string; plate?: string; capacity?: number; lineId?: string | null }, onCommitting: VehicleCommitHook): Promise<Vehicle> =>
      db.transaction().execute(async (tx) => {
        const id = Number(input.id);
        await lockOrFail(id, tx);
        const before = await read(id, tx);
        const changes: VehicleChanges = {};
        if (input.plate !== undefined) {
          if (await fleet.isPlateTaken(input.plate, id, tx)) throw new AppError('vehiclePlateTaken');
          changes.plate = input.plate;
        }
        if (input.capacity !== undefined) changes.capacity = input.capacity;
        if (input.lineId !== undefined) {
          changes.line_id = input.lineId === null ? null : Number(input.lineId);
          await assertLine(changes.line_id, tx);
        }
        await fleet.update(id, changes, tx);
        const after = await read(id, tx);
        await onCommitting(tx, { before, after });
        return after;
      }),

    /** A new device token (the live context's issueToken, as the CLI's), shown in this answer only. */
    issueToken: (idText: string, onCommitting: VehicleCommitHook): Promise<{ vehicle: Vehicle; token: string }> =>
      db.transaction().execute(async (tx) => {
        const id = Number(idText);
        await lockOrFail(id, tx);
        const before = await read(id, tx);
        const issued = (await vehiclesService.issueToken(id, tx))!;
        const after = await read(id, tx);
        await onCommitting(tx, { before, after });
        return { vehicle: after, token: issued.token };
      }),

    revokeToken: (idText: string, onCommitting: VehicleCommitHook): Promise<Vehicle> =>
      db.transaction().execute(async (tx) => {
        const id = Number(idText);
        await lockOrFail(id, tx);
        const before = await read(id, tx);
        if (!(await vehiclesService.revokeToken(id, tx))) throw new AppError('conflict', '该车辆没有在用的设备令牌');
        const after = await read(id, tx);
        await onCommitting(tx, { before, after });
        return after;
      }),
  };
};

export type FleetVehiclesService = ReturnType<typeof createFleetVehiclesService>;
