import { checkDeclarations, RIDER_NAME_PATTERN, type DeclarationValue } from '@udian/contracts/return-work-declarations';
import type { ReturnWorkCampaign, ReturnWorkShuttle } from '@udian/contracts/schemas/return-work';
import { formatServiceDate } from '../../lib/shanghai-time';
import { isMobile } from '../../lib/validation';

/** The rules of the return-to-work forms, checked in the browser as the server checks them (decision 052). */

export type Place = { name: string; lng: number; lat: number };
export type Answers = Record<string, DeclarationValue>;
export type TripFields = { travelDate: string; from: Place | null; to: Place | null };
export type TripErrors = Partial<Record<'travelDate' | 'from' | 'to', string>>;

/** The days a trip may be on: the campaign's, from today (Asia/Shanghai). */
export const travelRange = (campaign: Pick<ReturnWorkCampaign, 'startsOn' | 'endsOn'>, today: string): { first: string; last: string } => ({
  first: campaign.startsOn > today ? campaign.startsOn : today,
  last: campaign.endsOn,
});

export const validateTrip = (trip: TripFields, range: { first: string; last: string }): TripErrors => {
  const errors: TripErrors = {};
  if (!trip.travelDate) errors.travelDate = '请选择乘车日期';
  else if (trip.travelDate < range.first || trip.travelDate > range.last) errors.travelDate = `乘车日期须在 ${range.first} 至 ${range.last} 之间`;
  if (!trip.from) errors.from = '请选择上车地点';
  if (!trip.to) errors.to = '请选择下车地点';
  if (trip.from && trip.to && trip.from.name === trip.to.name) errors.to = '上车和下车地点不能相同';
  return errors;
};

export const nameProblem = (name: string): string | undefined => (RIDER_NAME_PATTERN.test(name.trim()) ? undefined : '姓名为 2–20 个汉字或字母');

export const phoneProblem = (phone: string): string | undefined => (isMobile(phone.trim()) ? undefined : '请输入正确的 11 位手机号');

/** The first problem of the answers by the campaign's fields, as the server would say it. */
export const declarationProblem = (campaign: Pick<ReturnWorkCampaign, 'fields'>, answers: Answers, today: string): string | undefined => {
  const checked = checkDeclarations(campaign.fields, answers, today);
  return checked.isValid ? undefined : checked.problem;
};

/** The CSV header an employer's file needs: 姓名, 手机号, then each declaration field by its label. */
export const csvHeaderOf = (campaign: Pick<ReturnWorkCampaign, 'fields'>): string => ['姓名', '手机号', ...campaign.fields.map((f) => f.label)].join(',');

/** '2月10日 周三 08:00 · FG01 长沙南站 → 科技园'. */
export const shuttleText = (shuttle: Pick<ReturnWorkShuttle, 'serviceDate' | 'departureTime' | 'lineCode' | 'fromName' | 'toName'>): string =>
  `${formatServiceDate(shuttle.serviceDate)} ${shuttle.departureTime} · ${shuttle.lineCode} ${shuttle.fromName} → ${shuttle.toName}`;

/** '2027-01-20 至 2027-03-02'. */
export const campaignDays = (campaign: Pick<ReturnWorkCampaign, 'startsOn' | 'endsOn'>): string => `${campaign.startsOn} 至 ${campaign.endsOn}`;
