import type { FleetVehiclesService, VehicleCommitHook } from '../../live/vehicles/fleet-vehicles.service';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { AuditAction } from '../audit/audit-actions';

/**
 * The console's vehicle writes: the live context's vehicle register does them, and each is recorded in the
 * audit log inside the write's own transaction (the hook runs before it commits).
 */
export const createVehicleRegisterService = ({ vehicles, audit }: { vehicles: FleetVehiclesService; audit: AuditService }) => {
  const audited =
    (actor: AuditActor, action: AuditAction, summary: (plate: string) => string): VehicleCommitHook =>
    (tx, { before, after }) =>
      audit.record(actor, { action, targetType: 'vehicle', targetId: after.id, summary: summary(after.plate), before: before ?? undefined, after }, tx);

  return {
    list: () => vehicles.list(),

    create: async (actor: AuditActor, input: { plate: string; capacity: number; lineId: string | null }) => ({
      vehicle: await vehicles.create(input, audited(actor, 'vehicle.create', (plate) => `添加车辆 ${plate}`)),
    }),

    update: async (actor: AuditActor, input: { id: string; plate?: string; capacity?: number; lineId?: string | null }) => ({
      vehicle: await vehicles.update(input, audited(actor, 'vehicle.update', (plate) => `修改车辆 ${plate}`)),
    }),

    // The audit entry keeps when a token was issued, never the token.
    issueToken: (actor: AuditActor, input: { id: string }) => vehicles.issueToken(input.id, audited(actor, 'vehicle.token', (plate) => `为 ${plate} 签发车载设备令牌`)),

    revokeToken: async (actor: AuditActor, input: { id: string }) => ({
      vehicle: await vehicles.revokeToken(input.id, audited(actor, 'vehicle.revokeToken', (plate) => `吊销 ${plate} 的车载设备令牌`)),
    }),
  };
};

export type VehicleRegisterService = ReturnType<typeof createVehicleRegisterService>;
