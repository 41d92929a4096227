import type { OpsRideApplication } from '@udian/contracts/endpoints/ops/groups/applications';
import { maskPhone } from '@udian/contracts/masking';
import type { RideApplication, ShuttleRequest } from '@udian/contracts/schemas/groups';
import type { RideApplicationRow } from './ride-applications.repository';
import type { ShuttleRequestRow } from './shuttle-requests.repository';

/** An application as the passenger sees it. */
export const toRideApplication = (row: RideApplicationRow): RideApplication => ({
  applicationId: String(row.id),
  group: { groupId: String(row.group_id), name: row.group_name },
  line: { lineId: String(row.line_id), lineCode: row.line_code, lineName: row.line_name },
  name: row.name,
  employeeNo: row.employee_no,
  department: row.department,
  note: row.note,
  status: row.status,
  reason: row.reason,
  createdAt: row.created_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

/** An application as the console sees it: with the applicant's account and phone, masked ('' when the account has none). */
export const toOpsRideApplication = (row: RideApplicationRow, phone: string | undefined): OpsRideApplication => ({
  ...toRideApplication(row),
  userId: String(row.user_id),
  phone: phone ? maskPhone(phone) : '',
});

/** A shuttle request with its quote (null until quoted); the contact phone in full, to its requester and the operator alike. */
export const toShuttleRequest = (row: ShuttleRequestRow): ShuttleRequest => ({
  requestId: String(row.id),
  companyName: row.company_name,
  contactName: row.contact_name,
  contactPhone: row.contact_phone,
  cityId: row.city_id,
  headcount: row.headcount,
  sites: row.sites.map((site) => ({ name: site.name, lng: Number(site.lng), lat: Number(site.lat) })),
  shifts: row.shifts.map((shift) => ({ time: shift.time, direction: shift.direction })),
  weekdays: row.weekdays.map(Number),
  startDate: row.start_date,
  note: row.note,
  status: row.status,
  quote:
    row.quoted_at === null
      ? null
      : {
          perRideCents: row.per_ride_cents ?? 0,
          monthlyCents: row.monthly_cents ?? 0,
          vehicles: row.vehicles ?? 0,
          seatsPerVehicle: row.seats_per_vehicle ?? 0,
          note: row.quote_note,
          validUntil: row.valid_until ?? '',
          quotedAt: row.quoted_at.toISOString(),
        },
  reason: row.reason,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});
