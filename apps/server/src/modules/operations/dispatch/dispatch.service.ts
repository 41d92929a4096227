import type { DispatchDeparture } from '@udian/contracts/schemas/fleet';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { shanghaiClock, shanghaiDate } from '../../../time/shanghai-time';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { BoardDepartureRow, DispatchRepository } from './dispatch.repository';

const MINUTE_MS = 60_000;
/**
 * The dispatch rule: a bus or a driver is taken from a departure's time until its last stop (the line's
 * largest minutes_from_start) plus this turnaround, to get back and get ready; another departure starting
 * within that span (or whose span this one starts within) clashes.
 */
export const TURNAROUND_MINUTES = 10;

const arrivesAt = (row: BoardDepartureRow) => new Date(row.departs_at.getTime() + row.run_minutes * MINUTE_MS);

const toBoardDeparture = (row: BoardDepartureRow, at: Date): DispatchDeparture => ({
  id: String(row.id),
  line: { id: String(row.line_id), code: row.line_code, name: row.line_name },
  departsAt: row.departs_at.toISOString(),
  arrivesAt: arrivesAt(row).toISOString(),
  status: row.status,
  seatsSold: row.seats_sold,
  capacity: row.capacity,
  vehicle: row.vehicle_id === null ? null : { id: String(row.vehicle_id), plate: row.plate ?? '' },
  driver: row.driver_id === null ? null : { id: String(row.driver_id), name: row.driver_name ?? '', phone: row.driver_phone ?? '' },
  canAssign: row.status === 'scheduled' && row.departs_at.getTime() > at.getTime(),
});

const describeRun = (row: BoardDepartureRow) => `${shanghaiDate(row.departs_at)} ${shanghaiClock(row.departs_at)} ${row.line_code} ${row.line_name}`;

const snapshot = (row: BoardDepartureRow) => ({ vehicle: row.plate, driver: row.driver_name });

/** The dispatch board: which bus and which driver run each departure (decision 044). */
export const createDispatchService = ({ db, dispatch, audit, now = () => new Date() }: { db: Db; dispatch: DispatchRepository; audit: AuditService; now?: () => Date }) => ({
  board: async (date: string) => {
    const at = now();
    const [departures, vehicles, drivers] = await Promise.all([dispatch.departuresOn(date), dispatch.vehicles(), dispatch.drivers()]);
    return {
      date,
      turnaroundMinutes: TURNAROUND_MINUTES,
      departures: departures.map((d) => toBoardDeparture(d, at)),
      vehicles: vehicles.map((v) => ({ id: String(v.id), plate: v.plate, capacity: v.capacity, lineId: v.line_id === null ? null : String(v.line_id) })),
      drivers: drivers.map((d) => ({ id: String(d.id), name: d.name, phone: d.phone, isActive: d.is_active })),
    };
  },

  assign: (actor: AuditActor, input: { departureId: string; vehicleId?: string | null; driverId?: string | null }) =>
    db.transaction().execute(async (tx) => {
      const at = now();
      const departureId = Number(input.departureId);
      if (!(await dispatch.lockDeparture(departureId, tx))) throw new AppError('dispatchDepartureNotFound');
      const before = (await dispatch.find(departureId, tx))!;
      if (before.status !== 'scheduled' || before.departs_at.getTime() <= at.getTime()) throw new AppError('dispatchDepartureClosed');
      const run = { departureId, from: before.departs_at, to: arrivesAt(before), turnaroundMinutes: TURNAROUND_MINUTES };
      const changes: { vehicle_id?: number | null; driver_id?: number | null } = {};

      if (input.vehicleId !== undefined) {
        const vehicleId = input.vehicleId === null ? null : Number(input.vehicleId);
        if (vehicleId !== null) {
          const vehicle = await dispatch.lockVehicle(vehicleId, tx);
          if (!vehicle) throw new AppError('vehicleNotFound');
          const clash = await dispatch.firstClash('vehicle_id', vehicleId, run, tx);
          if (clash) throw new AppError('dispatchVehicleBusy', `车辆 ${vehicle.plate} 已派往 ${describeRun(clash)} 的班次，与本班次时间重叠（含 ${TURNAROUND_MINUTES} 分钟周转）`);
        }
        changes.vehicle_id = vehicleId;
      }
      if (input.driverId !== undefined) {
        const driverId = input.driverId === null ? null : Number(input.driverId);
        if (driverId !== null) {
          const driver = await dispatch.lockDriver(driverId, tx);
          if (!driver) throw new AppError('driverNotFound');
          if (!driver.is_active) throw new AppError('driverInactive', `司机 ${driver.name} 已停用，不能派班`);
          const clash = await dispatch.firstClash('driver_id', driverId, run, tx);
          if (clash) throw new AppError('dispatchDriverBusy', `司机 ${driver.name} 已安排在 ${describeRun(clash)} 的班次，与本班次时间重叠（含 ${TURNAROUND_MINUTES} 分钟周转）`);
        }
        changes.driver_id = driverId;
      }

      await dispatch.assign(departureId, changes, tx);
      const after = (await dispatch.find(departureId, tx))!;
      await audit.record(
        actor,
        {
          action: 'departure.assign',
          targetType: 'departure',
          targetId: departureId,
          summary: `${describeRun(after)}：车辆 ${after.plate ?? '未派'}，司机 ${after.driver_name ?? '未派'}`,
          before: snapshot(before),
          after: snapshot(after),
        },
        tx,
      );
      return { departure: toBoardDeparture(after, at) };
    }),
});

export type DispatchService = ReturnType<typeof createDispatchService>;
