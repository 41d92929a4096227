import { maskPhone } from '@udian/contracts/masking';
import { declarationText } from '@udian/contracts/return-work-declarations';
import type { DeclarationLine, ReturnWorkCampaign, ReturnWorkEnrolment, ReturnWorkRequest, ReturnWorkShuttle } from '@udian/contracts/schemas/return-work';
import type { ReturnWorkAnswersValue, ReturnWorkFieldValue } from '../../../db/schema';
import { shanghaiClock } from '../../../time/shanghai-time';
import type { CampaignRow, RequestRow } from './campaigns.repository';
import type { EnrolmentRow, ShuttleRow } from './enrolments.repository';

/** The answers in words, in the campaign's order of fields (an ID number masked). */
export const declarationLines = (fields: readonly ReturnWorkFieldValue[], answers: ReturnWorkAnswersValue): DeclarationLine[] =>
  fields.map((field) => ({ key: field.key, label: field.label, value: declarationText(field, answers[field.key]) }));

/** Open and not past its last day (Asia/Shanghai): enrolments are taken. */
export const isEnrolling = (row: Pick<CampaignRow, 'status' | 'ends_on'>, today: string): boolean => row.status === 'open' && row.ends_on >= today;

export const toCampaign = (row: CampaignRow, today: string): ReturnWorkCampaign => ({
  campaignId: String(row.id),
  name: row.name,
  cityId: row.city_id,
  cityName: row.city_name,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  intro: row.intro,
  fields: row.fields,
  employerFareCents: row.employer_fare_cents,
  status: row.status,
  isEnrolling: isEnrolling(row, today),
});

export const toShuttle = (row: ShuttleRow): ReturnWorkShuttle => ({
  shuttleId: String(row.id),
  lineId: String(row.line_id),
  lineCode: row.line_code,
  serviceDate: row.service_date,
  departureTime: shanghaiClock(row.departs_at),
  fromName: row.from_name,
  toName: row.to_name,
  plate: row.plate,
  seats: row.seats,
  riders: row.riders,
});

/**
 * An enrolment as shown: the phone in full only to its own rider (`viewerPhone`), the order only to them too
 * (`isRider`), the shuttle when it is on one.
 */
export const toEnrolment = (row: EnrolmentRow, shuttles: ReadonlyMap<number, ShuttleRow>, viewer: { phone: string | null; isRider: boolean }): ReturnWorkEnrolment => {
  const shuttle = row.shuttle_id === null ? undefined : shuttles.get(row.shuttle_id);
  return {
    enrolmentId: String(row.id),
    campaignId: String(row.campaign_id),
    campaignName: row.campaign_name,
    group: row.group_id === null ? null : { groupId: String(row.group_id), name: row.group_name ?? '' },
    name: row.name,
    phone: viewer.phone === row.phone ? row.phone : maskPhone(row.phone),
    status: row.status,
    travelDate: row.travel_date,
    from: row.from_name === null ? null : { name: row.from_name, lng: row.from_lng ?? 0, lat: row.from_lat ?? 0 },
    to: row.to_name === null ? null : { name: row.to_name, lng: row.to_lng ?? 0, lat: row.to_lat ?? 0 },
    declarations: declarationLines(row.campaign_fields, row.declarations),
    shuttle: shuttle ? toShuttle(shuttle) : null,
    orderNo: viewer.isRider ? row.order_no : null,
    createdAt: row.created_at.toISOString(),
  };
};

export const toRequest = (row: RequestRow): ReturnWorkRequest => ({
  requestId: String(row.id),
  campaignId: String(row.campaign_id),
  campaignName: row.campaign_name,
  kind: row.kind,
  companyName: row.company_name,
  contactName: row.contact_name,
  contactPhone: row.contact_phone,
  from: { name: row.from_name },
  to: { name: row.to_name },
  travelDate: row.travel_date,
  people: row.people,
  declarations: declarationLines(row.campaign_fields, row.declarations),
  createdAt: row.created_at.toISOString(),
});
