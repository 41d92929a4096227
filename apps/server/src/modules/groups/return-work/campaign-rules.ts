import { checkDeclarations } from '@udian/contracts/return-work-declarations';
import type { ReturnWorkAnswersValue } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { CampaignRow, CampaignsRepository } from './campaigns.repository';
import { isEnrolling } from './return-work-views';

/** The rules every enrolment and stated need meets, whoever makes it (decision 052). */

export const campaignOrFail = async (campaigns: Pick<CampaignsRepository, 'find'>, campaignId: number): Promise<CampaignRow> => {
  const row = await campaigns.find(campaignId);
  if (!row) throw new AppError('returnWorkCampaignNotFound');
  return row;
};

/** A campaign still taking enrolments: open, and its last day not past. */
export const enrollingOrFail = (row: CampaignRow, today: string): CampaignRow => {
  if (!isEnrolling(row, today)) throw new AppError('returnWorkCampaignClosed');
  return row;
};

/** A trip's day: within the campaign's days, and not before today (Asia/Shanghai). */
export const checkTravelDate = (row: CampaignRow, date: string, today: string): void => {
  const first = row.starts_on > today ? row.starts_on : today;
  if (date < first || date > row.ends_on) throw new AppError('returnWorkDateOutside', `乘车日期须在 ${first} 至 ${row.ends_on} 之间`);
};

/** The answers judged against the campaign's own fields; the normalised answers, or returnWorkDeclarationInvalid with the problem. */
export const checkAnswers = (row: CampaignRow, answers: ReturnWorkAnswersValue, today: string): ReturnWorkAnswersValue => {
  const checked = checkDeclarations(row.fields, answers, today);
  if (!checked.isValid) throw new AppError('returnWorkDeclarationInvalid', checked.problem);
  return checked.answers;
};
