import type { Driver } from '@udian/contracts/schemas/fleet';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { DriverChanges, DriverRow, DriversRepository } from './drivers.repository';

export const toDriver = (row: DriverRow): Driver => ({
  id: String(row.id),
  name: row.name,
  phone: row.phone,
  licenseNo: row.license_no,
  isActive: row.is_active,
  createdAt: row.created_at.toISOString(),
});

/** Drivers as dispatchers keep them; a deactivated driver stays on the list but cannot be assigned. */
export const createDriversService = ({ db, drivers, audit }: { db: Db; drivers: DriversRepository; audit: AuditService }) => ({
  list: async () => ({ drivers: (await drivers.list()).map(toDriver) }),

  create: (actor: AuditActor, input: { name: string; phone: string; licenseNo: string }) =>
    db.transaction().execute(async (tx) => {
      const row = await drivers.insert(input, tx);
      if (!row) throw new AppError('driverPhoneTaken');
      const driver = toDriver(row);
      await audit.record(actor, { action: 'driver.create', targetType: 'driver', targetId: row.id, summary: `添加司机 ${row.name}（${row.phone}）`, after: driver }, tx);
      return { driver };
    }),

  update: (actor: AuditActor, input: { id: string; name?: string; phone?: string; licenseNo?: string; isActive?: boolean }) =>
    db.transaction().execute(async (tx) => {
      const id = Number(input.id);
      const before = await drivers.lock(id, tx);
      if (!before) throw new AppError('driverNotFound');
      if (input.phone !== undefined && (await drivers.isPhoneTaken(input.phone, id, tx))) throw new AppError('driverPhoneTaken');
      const changes: DriverChanges = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.licenseNo !== undefined ? { license_no: input.licenseNo } : {}),
        ...(input.isActive !== undefined ? { is_active: input.isActive } : {}),
      };
      const after = await drivers.update(id, changes, tx);
      const what = before.is_active && !after.is_active ? '停用司机' : !before.is_active && after.is_active ? '启用司机' : '修改司机';
      await audit.record(
        actor,
        { action: 'driver.update', targetType: 'driver', targetId: id, summary: `${what} ${after.name}`, before: toDriver(before), after: toDriver(after) },
        tx,
      );
      return { driver: toDriver(after) };
    }),
});

export type DriversService = ReturnType<typeof createDriversService>;
