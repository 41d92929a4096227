import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { Id } from '../../../schemas/common';
import { LineRef, Vehicle, VehicleCapacity, VehiclePlate } from '../../../schemas/fleet';

/** Every vehicle, and the lines one may belong to (the form's choices). */
export const listVehicles = defineOperatorEndpoint({
  method: 'GET',
  path: '/fleet/vehicles',
  summary: 'Every vehicle with its line, device token and last report',
  roles: ['admin', 'dispatcher', 'service', 'finance'],
  data: z.object({ vehicles: z.array(Vehicle), lines: z.array(LineRef) }),
});

export const CreateVehicleBody = z.object({ plate: VehiclePlate, capacity: VehicleCapacity, lineId: Id.nullable().default(null) });
export type CreateVehicleBody = z.input<typeof CreateVehicleBody>;

export const createVehicle = defineOperatorEndpoint({
  method: 'POST',
  path: '/fleet/vehicles/create',
  summary: 'Adds a vehicle',
  roles: ['admin', 'dispatcher'],
  body: CreateVehicleBody,
  data: z.object({ vehicle: Vehicle }),
});

export const UpdateVehicleBody = z
  .object({ id: Id, plate: VehiclePlate.optional(), capacity: VehicleCapacity.optional(), lineId: Id.nullable().optional() })
  .refine((b) => b.plate !== undefined || b.capacity !== undefined || b.lineId !== undefined, '没有要修改的内容');
export type UpdateVehicleBody = z.input<typeof UpdateVehicleBody>;

export const updateVehicle = defineOperatorEndpoint({
  method: 'POST',
  path: '/fleet/vehicles/update',
  summary: "Changes a vehicle's plate, seats or line",
  roles: ['admin', 'dispatcher'],
  body: UpdateVehicleBody,
  data: z.object({ vehicle: Vehicle }),
});

/** A new device token, replacing the vehicle's old one; the token is in this answer only and never stored. */
export const issueVehicleToken = defineOperatorEndpoint({
  method: 'POST',
  path: '/fleet/vehicles/issue-token',
  summary: "Issues the vehicle's device token (shown once)",
  roles: ['admin', 'dispatcher'],
  body: z.object({ id: Id }),
  data: z.object({ vehicle: Vehicle, token: z.string() }),
});

/** The device's token stops working at once; its pushes are refused until a new one is issued. */
export const revokeVehicleToken = defineOperatorEndpoint({
  method: 'POST',
  path: '/fleet/vehicles/revoke-token',
  summary: "Revokes the vehicle's device token",
  roles: ['admin', 'dispatcher'],
  body: z.object({ id: Id }),
  data: z.object({ vehicle: Vehicle }),
});
