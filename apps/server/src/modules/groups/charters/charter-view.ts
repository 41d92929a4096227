import type { StudentCharter } from '@udian/contracts/schemas/charters';
import { shanghaiClock, shanghaiDate } from '../../../time/shanghai-time';
import type { StudentCharterRow } from './student-charters.repository';

/**
 * A charter request as its requester and the operator see it: the day and times in Asia/Shanghai, the quote as
 * priced when it was submitted, the fee charged (the operator's when confirmed at another) and the change.
 */
export const toStudentCharter = (row: StudentCharterRow): StudentCharter => {
  const feeCents = row.confirmed_fee_cents ?? row.fee_cents;
  return {
    requestId: String(row.id),
    school: { groupId: row.school_group_id === null ? null : String(row.school_group_id), name: row.school_name },
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    serviceDate: shanghaiDate(row.departs_at),
    departureTime: shanghaiClock(row.departs_at),
    returnTime: row.returns_at === null ? null : shanghaiClock(row.returns_at),
    headcount: row.headcount,
    origin: { name: row.origin_name, lng: Number(row.origin_lng), lat: Number(row.origin_lat) },
    destination: { name: row.destination_name, lng: Number(row.destination_lng), lat: Number(row.destination_lat) },
    note: row.note,
    quote: row.quote,
    status: row.status,
    feeCents,
    adjustment: row.confirmed_fee_cents !== null && row.confirmed_fee_cents !== row.fee_cents ? { amountCents: row.confirmed_fee_cents - row.fee_cents, reason: row.adjust_reason } : null,
    declineReason: row.decline_reason,
    decidedAt: row.decided_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
};
