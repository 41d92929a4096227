import type { CollectBody, EnrolBody } from '@udian/contracts/endpoints/return-work/return-work';
import { RETURN_WORK_REQUESTS_MAX, type ReturnWorkCampaign, type ReturnWorkEnrolment, type ReturnWorkRequest } from '@udian/contracts/schemas/return-work';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { shanghaiDate } from '../../../time/shanghai-time';
import type { GroupsAccountsPort } from '../groups.ports';
import { campaignOrFail, checkAnswers, checkTravelDate, enrollingOrFail } from './campaign-rules';
import type { CampaignsRepository } from './campaigns.repository';
import type { EnrolmentRow, EnrolmentsRepository, ShuttleRow } from './enrolments.repository';
import { toCampaign, toEnrolment, toRequest } from './return-work-views';

export type ReturnWorkServiceDeps = {
  db: Db;
  campaigns: CampaignsRepository;
  enrolments: EnrolmentsRepository;
  accounts: GroupsAccountsPort;
  now?: () => Date;
};

/**
 * The passenger's side of return-to-work shuttles (decision 052): the open campaigns, a need stated (a
 * headcount, at most five per passenger and campaign, counted under their lock), their own enrolment (their
 * account's phone, once per campaign), and every enrolment for their phone, with its shuttle and ticket.
 */
export const createReturnWorkService = ({ db, campaigns, enrolments, accounts, now = () => new Date() }: ReturnWorkServiceDeps) => {
  const phoneOf = async (userId: number): Promise<string> => {
    const phone = (await accounts.phones([userId])).get(userId);
    if (!phone) throw new AppError('tokenInvalid');
    return phone;
  };

  /** Enrolments as their rider sees them, with their shuttles. */
  const present = async (rows: readonly EnrolmentRow[], phone: string): Promise<ReturnWorkEnrolment[]> => {
    const shuttles = await enrolments.shuttlesByIds([...new Set(rows.flatMap((r) => (r.shuttle_id === null ? [] : [r.shuttle_id])))]);
    const byId = new Map<number, ShuttleRow>(shuttles.map((s) => [s.id, s]));
    return rows.map((row) => toEnrolment(row, byId, { phone, isRider: row.phone === phone }));
  };

  return {
    campaigns: async (cityId: number): Promise<{ items: ReturnWorkCampaign[] }> => {
      const today = shanghaiDate(now());
      return { items: (await campaigns.enrollingIn(cityId, today)).map((row) => toCampaign(row, today)) };
    },

    campaign: async (campaignId: number): Promise<{ campaign: ReturnWorkCampaign }> => ({
      campaign: toCampaign(await campaignOrFail(campaigns, campaignId), shanghaiDate(now())),
    }),

    /** return-work-collect: a need stated for a campaign still enrolling, its day within the campaign's, its declarations valid. */
    collect: async (userId: number, input: z.output<typeof CollectBody>): Promise<{ request: ReturnWorkRequest }> => {
      const at = now();
      const today = shanghaiDate(at);
      const campaign = enrollingOrFail(await campaignOrFail(campaigns, Number(input.campaignId)), today);
      checkTravelDate(campaign, input.travelDate, today);
      const declarations = checkAnswers(campaign, input.declarations, today);
      const id = await db.transaction().execute(async (tx) => {
        await accounts.lockUser(userId, tx);
        if ((await campaigns.countRequests(userId, campaign.id, tx)) >= RETURN_WORK_REQUESTS_MAX) throw new AppError('returnWorkRequestLimit');
        return campaigns.insertRequest(
          {
            campaign_id: campaign.id,
            user_id: userId,
            kind: input.kind,
            company_name: input.kind === 'enterprise' ? input.companyName : '',
            contact_name: input.contactName,
            contact_phone: input.contactPhone,
            from_name: input.from.name,
            from_lng: input.from.lng,
            from_lat: input.from.lat,
            to_name: input.to.name,
            to_lng: input.to.lng,
            to_lat: input.to.lat,
            travel_date: input.travelDate,
            people: input.people,
            declarations,
            created_at: at,
          },
          tx,
        );
      });
      return { request: toRequest((await campaigns.findRequest(id))!) };
    },

    requestDetail: async (userId: number, requestId: number): Promise<{ request: ReturnWorkRequest }> => {
      const row = await campaigns.findRequest(requestId);
      if (!row || row.user_id !== userId) throw new AppError('returnWorkRequestNotFound');
      return { request: toRequest(row) };
    },

    myRequests: async (userId: number): Promise<{ items: ReturnWorkRequest[] }> => ({ items: (await campaigns.requestsOfUser(userId)).map(toRequest) }),

    /** private-return-work-index: the passenger enrols themselves, by their account's phone, once per campaign. */
    enrol: async (userId: number, input: z.output<typeof EnrolBody>): Promise<{ enrolment: ReturnWorkEnrolment }> => {
      const at = now();
      const today = shanghaiDate(at);
      const campaign = enrollingOrFail(await campaignOrFail(campaigns, Number(input.campaignId)), today);
      checkTravelDate(campaign, input.travelDate, today);
      const declarations = checkAnswers(campaign, input.declarations, today);
      const phone = await phoneOf(userId);
      const ids = await enrolments.insert([
        {
          campaign_id: campaign.id,
          group_id: null,
          enrolled_by: userId,
          name: input.name,
          phone,
          declarations,
          trip: {
            travel_date: input.travelDate,
            from_name: input.from.name,
            from_lng: input.from.lng,
            from_lat: input.from.lat,
            to_name: input.to.name,
            to_lng: input.to.lng,
            to_lat: input.to.lat,
          },
          at,
        },
      ]);
      if (!ids) throw new AppError('returnWorkAlreadyEnrolled');
      return { enrolment: (await present([(await enrolments.find(ids[0]!))!], phone))[0]! };
    },

    /** One enrolment the passenger made, or made for their phone. */
    enrolment: async (userId: number, enrolmentId: number): Promise<{ enrolment: ReturnWorkEnrolment }> => {
      const phone = await phoneOf(userId);
      const row = await enrolments.find(enrolmentId);
      if (!row || (row.phone !== phone && !(row.group_id === null && row.enrolled_by === userId))) throw new AppError('returnWorkEnrolmentNotFound');
      return { enrolment: (await present([row], phone))[0]! };
    },

    /** Every enrolment for the passenger's phone, whoever made it, newest first. */
    mine: async (userId: number): Promise<{ items: ReturnWorkEnrolment[] }> => {
      const phone = await phoneOf(userId);
      return { items: await present(await enrolments.ofPhone(phone), phone) };
    },
  };
};

export type ReturnWorkService = ReturnType<typeof createReturnWorkService>;
