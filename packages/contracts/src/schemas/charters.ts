import { z } from 'zod';
import { HEADCOUNT_MAX, HEADCOUNT_MIN } from '../charter-fees';
import { GcjLat, GcjLng, inChina } from './accounts';
import { ClockTime, Id, ServiceDate } from './common';

/**
 * Student charters (学生包车, decision 054): a guardian or a school contact asks for a bus (or several) for a
 * school trip on one day; the fee is priced by the published rules (charter-fees.ts) and the operator confirms
 * it, adjusting the fee with a reason if need be, or declines it with a reason.
 */

export const CharterStatus = z.enum(['pending', 'confirmed', 'declined', 'cancelled'], { error: '申请状态不正确' });
export type CharterStatus = z.infer<typeof CharterStatus>;
export const charterStatusLabels: Record<CharterStatus, string> = {
  pending: '待确认',
  confirmed: '已确认',
  declined: '已婉拒',
  cancelled: '已取消',
};

/** An end of the trip as chosen on the place sheet: its name and GCJ-02 point; `label` names it in messages (出发地). */
const charterPlace = (label: string) =>
  inChina(
    z.object(
      {
        name: z.string({ error: `请填写${label}名称` }).trim().min(1, `请填写${label}名称`).max(30, `${label}名称不能超过 30 个字`),
        lng: GcjLng,
        lat: GcjLat,
      },
      { error: `请选择${label}` },
    ),
  );
export type CharterPlace = { name: string; lng: number; lat: number };

/** What prices a charter: the day, the departure (and return) time, how many ride, from where to where. */
export const CharterTripBody = z.object({
  serviceDate: z.string({ error: '请选择用车日期' }).pipe(ServiceDate),
  departureTime: z.string({ error: '请选择出发时间' }).pipe(ClockTime),
  /** The return leg's departure the same day; null: one way. */
  returnTime: z.string({ error: '返程时间格式应为 HH:mm' }).pipe(ClockTime).nullable().default(null),
  headcount: z
    .number({ error: '请填写乘车人数' })
    .int('乘车人数须为整数')
    .min(HEADCOUNT_MIN, `乘车人数至少 ${HEADCOUNT_MIN} 人`)
    .max(HEADCOUNT_MAX, `乘车人数不能超过 ${HEADCOUNT_MAX} 人，更多请联系客服`),
  origin: charterPlace('出发地'),
  destination: charterPlace('目的地'),
});
export type CharterTripBody = z.input<typeof CharterTripBody>;

export const CharterDayKind = z.enum(['workday', 'weekend', 'holiday']);
export const CharterFeeItemKind = z.enum(['base', 'distance', 'waiting', 'offHours', 'day']);

/** A fee by the rules, line by line (charter-fees.ts computeCharterFee); every amount in cents. */
export const CharterQuote = z.object({
  rulesVersion: z.string(),
  vehicleSeats: z.number().int(),
  vehicleName: z.string(),
  vehicles: z.number().int(),
  roadKm: z.number().int(),
  chargedKm: z.number().int(),
  isReturnTrip: z.boolean(),
  dayKind: CharterDayKind,
  dayName: z.string(),
  items: z.array(z.object({ kind: CharterFeeItemKind, label: z.string(), detail: z.string(), amountCents: z.number().int() })),
  totalCents: z.number().int(),
});
export type CharterQuote = z.infer<typeof CharterQuote>;

/** A request's id as the passenger and the console send it. */
export const CharterId = z.string({ error: '包车申请编号格式不正确' }).pipe(Id);

export const SchoolName = z.string({ error: '请填写学校名称' }).trim().min(2, '学校名称至少 2 个字').max(40, '学校名称不能超过 40 个字');

export const StudentCharter = z.object({
  requestId: Id,
  /** A school of the groups context (groupId), or one that is not a customer (groupId null, its name as typed). */
  school: z.object({ groupId: Id.nullable(), name: z.string() }),
  contactName: z.string(),
  /** The requester's own contact, shown in full to them and to the operator. */
  contactPhone: z.string(),
  serviceDate: z.string(),
  departureTime: z.string(),
  returnTime: z.string().nullable(),
  headcount: z.number().int(),
  origin: z.object({ name: z.string(), lng: z.number(), lat: z.number() }),
  destination: z.object({ name: z.string(), lng: z.number(), lat: z.number() }),
  note: z.string(),
  /** The fee by the rules when it was submitted. */
  quote: CharterQuote,
  status: CharterStatus,
  /** What is charged: the quote's total, or the operator's confirmed fee. */
  feeCents: z.number().int(),
  /** The operator's change to the quote on confirming (confirmed fee minus the quote's total), with its reason. */
  adjustment: z.object({ amountCents: z.number().int(), reason: z.string() }).nullable(),
  /** Why the operator declined. */
  declineReason: z.string(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StudentCharter = z.infer<typeof StudentCharter>;
