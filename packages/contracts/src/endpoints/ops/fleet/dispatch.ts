import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { Id, ServiceDate } from '../../../schemas/common';
import { DispatchDeparture } from '../../../schemas/fleet';

export const DispatchBoardQuery = z.object({ date: ServiceDate });

/** A service date's departures with their buses and drivers, and the buses and drivers to choose from. */
export const dispatchBoard = defineOperatorEndpoint({
  method: 'GET',
  path: '/fleet/dispatch',
  summary: "A day's departures with their vehicles and drivers",
  roles: ['admin', 'dispatcher'],
  query: DispatchBoardQuery,
  data: z.object({
    date: z.string(),
    /** The minutes after a run's last stop before its bus and driver may start another (the overlap rule). */
    turnaroundMinutes: z.number().int(),
    departures: z.array(DispatchDeparture),
    vehicles: z.array(z.object({ id: Id, plate: z.string(), capacity: z.number().int(), lineId: Id.nullable() })),
    drivers: z.array(z.object({ id: Id, name: z.string(), phone: z.string(), isActive: z.boolean() })),
  }),
});

/**
 * Puts a bus and/or a driver on a departure: a field left out stays as it is, null takes it off. Only a
 * scheduled departure that has not left; neither may be on another departure whose run overlaps this one's
 * (from its departure to its last stop, plus the turnaround); an inactive driver cannot be assigned.
 */
export const AssignDepartureBody = z
  .object({ departureId: Id, vehicleId: Id.nullable().optional(), driverId: Id.nullable().optional() })
  .refine((b) => b.vehicleId !== undefined || b.driverId !== undefined, '请选择车辆或司机');
export type AssignDepartureBody = z.input<typeof AssignDepartureBody>;

export const assignDeparture = defineOperatorEndpoint({
  method: 'POST',
  path: '/fleet/dispatch/assign',
  summary: 'Assigns a vehicle and/or a driver to a departure',
  roles: ['admin', 'dispatcher'],
  body: AssignDepartureBody,
  data: z.object({ departure: DispatchDeparture }),
});
