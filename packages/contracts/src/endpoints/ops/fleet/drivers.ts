import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { MobilePhone } from '../../../schemas/accounts';
import { Id } from '../../../schemas/common';
import { Driver, DriverName, LicenseNo } from '../../../schemas/fleet';

export const listDrivers = defineOperatorEndpoint({
  method: 'GET',
  path: '/fleet/drivers',
  summary: 'Every driver, active ones first',
  roles: ['admin', 'dispatcher', 'service', 'finance'],
  data: z.object({ drivers: z.array(Driver) }),
});

export const CreateDriverBody = z.object({ name: DriverName, phone: MobilePhone, licenseNo: LicenseNo.default('') });
export type CreateDriverBody = z.input<typeof CreateDriverBody>;

export const createDriver = defineOperatorEndpoint({
  method: 'POST',
  path: '/fleet/drivers/create',
  summary: 'Adds a driver',
  roles: ['admin', 'dispatcher'],
  body: CreateDriverBody,
  data: z.object({ driver: Driver }),
});

export const UpdateDriverBody = z
  .object({ id: Id, name: DriverName.optional(), phone: MobilePhone.optional(), licenseNo: LicenseNo.optional(), isActive: z.boolean().optional() })
  .refine((b) => b.name !== undefined || b.phone !== undefined || b.licenseNo !== undefined || b.isActive !== undefined, '没有要修改的内容');
export type UpdateDriverBody = z.input<typeof UpdateDriverBody>;

/** Changes a driver; isActive false deactivates them (no new assignments; the ones made stay). */
export const updateDriver = defineOperatorEndpoint({
  method: 'POST',
  path: '/fleet/drivers/update',
  summary: "Changes a driver's details or deactivates them",
  roles: ['admin', 'dispatcher'],
  body: UpdateDriverBody,
  data: z.object({ driver: Driver }),
});
