import { z } from 'zod';
import { Id } from './common';

/**
 * Vehicles, drivers and the dispatch board of the operator console. Times are ISO instants (UTC); the console
 * shows them in Asia/Shanghai.
 */

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
// The issuing office's letter, then five characters (I and O are never used), or a new-energy plate's six:
// D/F + a letter or digit + four digits (small vehicles) or five digits + D/F (large ones, buses).
const PLATE_PATTERN = new RegExp(`^([${PROVINCES}][A-HJ-NP-Z])([A-HJ-NP-Z0-9]{5}|[DF][A-HJ-NP-Z0-9]\\d{4}|\\d{5}[DF])$`);

/**
 * A Chinese plate as typed (粤B12345, 粤BD12345, 粤B·D12345; spaces, dots and lower case forgiven), stored as
 * printed: province and office letter, a middle dot, the rest (粤B·D12345), so that one plate is one row.
 */
export const VehiclePlate = z
  .string({ error: '请输入车牌号' })
  .transform((value) => value.replace(/[\s·.•・-]/g, '').toUpperCase())
  .pipe(z.string().min(1, '请输入车牌号').regex(PLATE_PATTERN, '车牌号格式不正确，例如 粤B12345 或新能源 粤BD12345'))
  .transform((plate) => `${plate.slice(0, 2)}·${plate.slice(2)}`);

export const VehicleCapacity = z.coerce
  .number({ error: '请输入座位数' })
  .int('座位数须为整数')
  .min(1, '座位数至少为 1')
  .max(100, '座位数不能超过 100');

export const LineRef = z.object({ id: Id, code: z.string(), name: z.string() });
export type LineRef = z.infer<typeof LineRef>;

export const Vehicle = z.object({
  id: Id,
  plate: z.string(),
  capacity: z.number().int(),
  line: LineRef.nullable(),
  hasToken: z.boolean(),
  /** When the device token in force was issued; null when none is. */
  tokenIssuedAt: z.string().nullable(),
  /** The vehicle's latest reported position (the vehicle's clock); null when it never reported. */
  lastPositionAt: z.string().nullable(),
});
export type Vehicle = z.infer<typeof Vehicle>;

export const DriverName = z.string({ error: '请输入司机姓名' }).trim().min(1, '请输入司机姓名').max(20, '姓名最多 20 个字');
export const LicenseNo = z.string().trim().max(32, '驾驶证号最多 32 个字符');

export const Driver = z.object({
  id: Id,
  name: z.string(),
  phone: z.string(),
  licenseNo: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Driver = z.infer<typeof Driver>;

/** A departure on the dispatch board with its bus and driver. */
export const DispatchDeparture = z.object({
  id: Id,
  line: LineRef,
  departsAt: z.string(),
  /** departsAt plus the minutes of the line's last stop: until then the bus and driver are taken. */
  arrivesAt: z.string(),
  status: z.enum(['scheduled', 'cancelled']),
  seatsSold: z.number().int(),
  capacity: z.number().int(),
  vehicle: z.object({ id: Id, plate: z.string() }).nullable(),
  driver: z.object({ id: Id, name: z.string(), phone: z.string() }).nullable(),
  /** Scheduled and not yet departed: the only departures whose bus and driver may change. */
  canAssign: z.boolean(),
});
export type DispatchDeparture = z.infer<typeof DispatchDeparture>;
