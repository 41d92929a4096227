import type { AddStaffBody, BookShuttleBody, EmployerList, ImportStaffProblem, ReturnWorkEmployer } from '@udian/contracts/endpoints/return-work/return-work';
import { checkDeclarations } from '@udian/contracts/return-work-declarations';
import { MobilePhone } from '@udian/contracts/schemas/accounts';
import { RETURN_WORK_LIST_MAX, RiderName, type ReturnWorkEnrolment } from '@udian/contracts/schemas/return-work';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import type { ReturnWorkAnswersValue } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { shanghaiDate } from '../../../time/shanghai-time';
import type { GroupsAccountsPort } from '../groups.ports';
import { campaignOrFail, checkAnswers, checkTravelDate, enrollingOrFail } from './campaign-rules';
import type { CampaignsRepository } from './campaigns.repository';
import type { EnrolmentsRepository, NewEnrolment } from './enrolments.repository';
import { toCampaign, toEnrolment, toShuttle } from './return-work-views';
import { parseStaffListCsv } from './staff-list-csv';

export type EmployerListsDeps = {
  db: Db;
  campaigns: CampaignsRepository;
  enrolments: EnrolmentsRepository;
  accounts: Pick<GroupsAccountsPort, 'phones'>;
  now?: () => Date;
};

type StaffDraft = { line: number; name: string; phone: string; answers: ReturnWorkAnswersValue };

/**
 * An employer's return-to-work list (decision 052). Who acts for an enterprise is its contact: the passenger
 * whose account phone is the enterprise's contact phone, which the operator (or the enterprise's own 单位管理员)
 * keeps in the console. They add staff one at a time or from CSV (all rows or none, each problem by line),
 * remove those not yet on a shuttle, and book shuttles for listed staff (a day, a gathering point, the
 * workplace); the operator then groups them. Additions are counted under the enterprise's row lock (500 per
 * campaign); a phone is enrolled once per campaign (a unique index), whoever enrolled it.
 */
export const createEmployerListsService = ({ db, campaigns, enrolments, accounts, now = () => new Date() }: EmployerListsDeps) => {
  const phoneOf = async (userId: number): Promise<string> => {
    const phone = (await accounts.phones([userId])).get(userId);
    if (!phone) throw new AppError('tokenInvalid');
    return phone;
  };

  const employersOf = async (userId: number): Promise<ReturnWorkEmployer[]> =>
    (await enrolments.employersOfContact(await phoneOf(userId))).map((g) => ({ groupId: String(g.id), name: g.name, cityId: g.city_id }));

  /** The enterprise the passenger acts for, or returnWorkNotEnterpriseContact. */
  const actingFor = async (userId: number, groupId: number): Promise<ReturnWorkEmployer> => {
    const employer = (await employersOf(userId)).find((e) => e.groupId === String(groupId));
    if (!employer) throw new AppError('returnWorkNotEnterpriseContact');
    return employer;
  };

  /** Adds drafts to the list under the enterprise's lock: the list's limit, then phones enrolled already. */
  const addToList = async (groupId: number, campaignId: number, userId: number, drafts: readonly StaffDraft[], at: Date): Promise<ImportStaffProblem[]> =>
    db.transaction().execute(async (tx) => {
      await enrolments.lockGroup(groupId, tx);
      if ((await enrolments.countOfEmployer(groupId, campaignId, tx)) + drafts.length > RETURN_WORK_LIST_MAX) throw new AppError('returnWorkListFull');
      const taken = await enrolments.enrolledPhones(campaignId, drafts.map((d) => d.phone), tx);
      const problems = drafts.filter((d) => taken.has(d.phone)).map((d) => ({ line: d.line, name: d.name, phone: d.phone, problem: '该手机号已报名本次复工专线' }));
      if (problems.length > 0) return problems;
      const rows: NewEnrolment[] = drafts.map((d) => ({ campaign_id: campaignId, group_id: groupId, enrolled_by: userId, name: d.name, phone: d.phone, declarations: d.answers, trip: null, at }));
      // A phone enrolled meanwhile by its own rider (no enterprise lock there): the unique index says so.
      if (!(await enrolments.insert(rows, tx))) throw new AppError('returnWorkAlreadyEnrolled');
      return [];
    });

  return {
    employers: async (userId: number): Promise<{ items: ReturnWorkEmployer[] }> => ({ items: await employersOf(userId) }),

    list: async (userId: number, input: { groupId: string; campaignId: string }): Promise<EmployerList> => {
      const employer = await actingFor(userId, Number(input.groupId));
      const campaign = await campaignOrFail(campaigns, Number(input.campaignId));
      const rows = await enrolments.ofEmployer(Number(employer.groupId), campaign.id);
      const shuttles = await enrolments.shuttlesByIds([...new Set(rows.flatMap((r) => (r.shuttle_id === null ? [] : [r.shuttle_id])))]);
      const byId = new Map(shuttles.map((s) => [s.id, s]));
      return {
        employer,
        campaign: toCampaign(campaign, shanghaiDate(now())),
        items: rows.map((row) => toEnrolment(row, byId, { phone: row.phone, isRider: false })),
        shuttles: shuttles.map(toShuttle),
      };
    },

    addStaff: async (userId: number, input: z.output<typeof AddStaffBody>): Promise<{ enrolment: ReturnWorkEnrolment }> => {
      const at = now();
      const today = shanghaiDate(at);
      const employer = await actingFor(userId, Number(input.groupId));
      const campaign = enrollingOrFail(await campaignOrFail(campaigns, Number(input.campaignId)), today);
      const answers = checkAnswers(campaign, input.declarations, today);
      const groupId = Number(employer.groupId);
      const problems = await addToList(groupId, campaign.id, userId, [{ line: 0, name: input.name, phone: input.phone, answers }], at);
      if (problems.length > 0) throw new AppError('returnWorkAlreadyEnrolled');
      const row = (await enrolments.ofEmployer(groupId, campaign.id)).find((r) => r.phone === input.phone)!;
      return { enrolment: toEnrolment(row, new Map(), { phone: row.phone, isRider: false }) };
    },

    /**
     * The CSV import: every row checked (name, phone, the campaign's declarations, a phone twice in the file,
     * a phone enrolled already); with any problem nothing is added and each is answered by its line.
     */
    importStaff: async (userId: number, input: { groupId: string; campaignId: string; csv: string }): Promise<{ added: number; problems: ImportStaffProblem[] }> => {
      const at = now();
      const today = shanghaiDate(at);
      const employer = await actingFor(userId, Number(input.groupId));
      const campaign = enrollingOrFail(await campaignOrFail(campaigns, Number(input.campaignId)), today);
      const rows = parseStaffListCsv(input.csv, campaign.fields);
      if (rows.length > RETURN_WORK_LIST_MAX) throw new AppError('returnWorkListFull');
      const problems: ImportStaffProblem[] = [];
      const drafts: StaffDraft[] = [];
      const seen = new Set<string>();
      for (const row of rows) {
        const problem = (text: string) => problems.push({ line: row.line, name: row.name, phone: row.phone, problem: text });
        const name = RiderName.safeParse(row.name);
        const phone = MobilePhone.safeParse(row.phone);
        if (!name.success) problem(name.error.issues[0]?.message ?? '姓名有误');
        else if (!phone.success) problem(phone.error.issues[0]?.message ?? '手机号有误');
        else if (seen.has(phone.data)) problem('手机号在文件中重复出现');
        else {
          seen.add(phone.data);
          const checked = checkDeclarations(campaign.fields, row.answers, today);
          if (!checked.isValid) problem(checked.problem);
          else drafts.push({ line: row.line, name: name.data, phone: phone.data, answers: checked.answers });
        }
      }
      if (problems.length > 0) return { added: 0, problems };
      const taken = await addToList(Number(employer.groupId), campaign.id, userId, drafts, at);
      return taken.length > 0 ? { added: 0, problems: taken } : { added: drafts.length, problems: [] };
    },

    /** Removes someone not yet on a shuttle; one on a shuttle has a ticket (returnWorkEnrolmentAssigned). */
    removeStaff: async (userId: number, input: { groupId: string; enrolmentId: string }): Promise<{ removed: boolean }> => {
      const employer = await actingFor(userId, Number(input.groupId));
      await db.transaction().execute(async (tx) => {
        const [row] = await enrolments.lock([Number(input.enrolmentId)], tx);
        if (!row || row.group_id !== Number(employer.groupId)) throw new AppError('returnWorkEnrolmentNotFound');
        if (row.status === 'assigned') throw new AppError('returnWorkEnrolmentAssigned');
        await enrolments.remove(row.id, tx);
      });
      return { removed: true };
    },

    /** enterprise-return-work-shuttle: listed staff get their trip (a day of the campaign, both ends) and wait for a shuttle. */
    book: async (userId: number, input: z.output<typeof BookShuttleBody>): Promise<{ booked: number }> => {
      const at = now();
      const today = shanghaiDate(at);
      const employer = await actingFor(userId, Number(input.groupId));
      const campaign = enrollingOrFail(await campaignOrFail(campaigns, Number(input.campaignId)), today);
      checkTravelDate(campaign, input.travelDate, today);
      const ids = input.enrolmentIds.map(Number);
      const booked = await db.transaction().execute(async (tx) => {
        const rows = await enrolments.lock(ids, tx);
        const isListed = rows.length === ids.length && rows.every((r) => r.group_id === Number(employer.groupId) && r.campaign_id === campaign.id && r.status === 'listed');
        if (!isListed) throw new AppError('returnWorkNotListed');
        return enrolments.book(
          ids,
          { travel_date: input.travelDate, from_name: input.from.name, from_lng: input.from.lng, from_lat: input.from.lat, to_name: input.to.name, to_lng: input.to.lng, to_lat: input.to.lat },
          at,
          tx,
        );
      });
      return { booked };
    },
  };
};

export type EmployerListsService = ReturnType<typeof createEmployerListsService>;
