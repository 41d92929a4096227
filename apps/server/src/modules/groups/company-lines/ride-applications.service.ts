import type { RideApplicationBody } from '@udian/contracts/endpoints/groups/company-lines';
import type { OpsRideApplication } from '@udian/contracts/endpoints/ops/groups/applications';
import type { RideApplication, RideApplicationStatus } from '@udian/contracts/schemas/groups';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { GroupsRepository } from '../directory/groups.repository';
import type { GroupsAccountsPort, GroupsSmsPort } from '../groups.ports';
import type { MembershipsService } from '../memberships/memberships.service';
import { companyLineNotices, type NoticeSender } from './company-line-notices';
import { toOpsRideApplication, toRideApplication } from './company-line-views';
import type { RideApplicationRow, RideApplicationsRepository } from './ride-applications.repository';

/** Runs in a decision's transaction before it commits: the console's audit entry. */
export type DecisionCommitHook = (tx: DbOrTx, change: { application: OpsRideApplication; membershipMethod: string | null }) => Promise<void>;

export type RideApplicationsDeps = {
  db: Db;
  applications: RideApplicationsRepository;
  groups: Pick<GroupsRepository, 'find'>;
  memberships: Pick<MembershipsService, 'membershipOf' | 'joinInTransaction'>;
  accounts: GroupsAccountsPort;
  sms: Pick<GroupsSmsPort, 'productName'>;
  /** Texts the applicant after a decision commits (a failure is logged and undoes nothing). */
  notify: NoticeSender;
  now?: () => Date;
};

/**
 * Ride applications (company-line-apply, decision 048): a passenger asks the group a line is kept for to let
 * them ride; the group's administrator (or an operator) approves, which makes a membership of method
 * 'application' in the same transaction, or rejects with a reason; the passenger may withdraw while pending.
 * One pending application per passenger and group: applying takes the passenger's lock, and a partial unique
 * index keeps one whatever happens. A decision takes the application's row lock, so two at once make one.
 */
export const createRideApplicationsService = (deps: RideApplicationsDeps) => {
  const { db, applications, groups, memberships, accounts, notify } = deps;
  const now = deps.now ?? (() => new Date());

  const viewOf = async (id: number, tx: DbOrTx = db): Promise<RideApplicationRow> => {
    const row = await applications.find(id, tx);
    if (!row) throw new AppError('rideApplicationNotFound');
    return row;
  };

  const phoneOf = async (userId: number): Promise<string | undefined> => (await accounts.phones([userId])).get(userId);

  /** Tells the applicant the decision, after the commit. */
  const tellApplicant = async (row: RideApplicationRow, phone: string | undefined): Promise<void> => {
    if (!phone) return;
    const common = { productName: deps.sms.productName, phone, groupName: row.group_name, lineCode: row.line_code };
    await notify(row.status === 'approved' ? companyLineNotices.applicationApproved(common) : companyLineNotices.applicationRejected({ ...common, reason: row.reason }));
  };

  return {
    /**
     * Applies to ride a line kept for a group. Refused: an unknown or stopped line (lineNotFound), a line kept
     * for nobody (companyLineOpen), a member of the group already (groupAlreadyMember), a pending
     * application to the group already (rideApplicationPending).
     */
    apply: async (userId: number, input: z.output<typeof RideApplicationBody>): Promise<{ application: RideApplication }> => {
      const line = await applications.findLine(Number(input.lineId));
      if (!line?.is_active) throw new AppError('lineNotFound');
      if (line.group_id === null) throw new AppError('companyLineOpen');
      const groupId = line.group_id;
      const row = await db.transaction().execute(async (tx) => {
        await accounts.lockUser(userId, tx);
        if (await memberships.membershipOf(userId, groupId, tx)) throw new AppError('groupAlreadyMember');
        if (await applications.findPending(groupId, userId, tx)) throw new AppError('rideApplicationPending');
        const inserted = await applications.insert(
          { groupId, lineId: line.id, userId, name: input.name, employeeNo: input.employeeNo, department: input.department, note: input.note, at: now() },
          tx,
        );
        if (!inserted) throw new AppError('rideApplicationPending');
        return viewOf(inserted.id, tx);
      });
      return { application: toRideApplication(row) };
    },

    /** The passenger's applications, newest first. */
    mine: async (userId: number): Promise<{ items: RideApplication[] }> => ({ items: (await applications.ofUser(userId)).map(toRideApplication) }),

    /** Withdraws the passenger's own pending application (anyone else's is not found). */
    withdraw: async (userId: number, applicationId: number): Promise<{ application: RideApplication }> => {
      const row = await db.transaction().execute(async (tx) => {
        const base = await applications.lock(applicationId, tx);
        if (!base || base.user_id !== userId) throw new AppError('rideApplicationNotFound');
        if (base.status !== 'pending' || !(await applications.settle(base.id, { status: 'withdrawn', reason: '', at: now(), decidedBy: null }, tx))) {
          throw new AppError('rideApplicationDecided');
        }
        return viewOf(base.id, tx);
      });
      return { application: toRideApplication(row) };
    },

    /** The group an application was made to (the console checks a group administrator's scope with it). */
    groupOf: async (applicationId: number): Promise<number> => (await viewOf(applicationId)).group_id,

    /** A page of a group's applications for the console, pending first, newest first, with the phones masked. */
    page: async (input: { groupId: number; status?: RideApplicationStatus; page: number; pageSize: number }) => {
      if (!(await groups.find(input.groupId))) throw new AppError('groupNotFound');
      const { rows, total, pending } = await applications.page({
        groupId: input.groupId,
        status: input.status,
        offset: (input.page - 1) * input.pageSize,
        limit: input.pageSize,
      });
      const phones = await accounts.phones([...new Set(rows.map((row) => row.user_id))]);
      return { items: rows.map((row) => toOpsRideApplication(row, phones.get(row.user_id))), total, pending };
    },

    /**
     * Approves (a membership of method 'application', made under the passenger's lock in the same
     * transaction) or rejects (with the reason) a pending application, under its row lock: of two decisions
     * at once the second answers rideApplicationDecided. The audit entry commits with it; the applicant is
     * texted after the commit.
     */
    decide: async (
      input: { applicationId: number; isApproved: boolean; reason: string; operatorId: number },
      onCommit: DecisionCommitHook,
    ): Promise<{ application: OpsRideApplication }> => {
      if (!input.isApproved && input.reason.length === 0) throw new AppError('invalidParams', '不通过时请填写原因');
      // The applicant's phone first: no query may run beside the transaction (PGlite has one connection).
      const phone = await phoneOf((await viewOf(input.applicationId)).user_id);
      const at = now();
      const row = await db.transaction().execute(async (tx) => {
        const base = await applications.lock(input.applicationId, tx);
        if (!base) throw new AppError('rideApplicationNotFound');
        if (base.status !== 'pending') throw new AppError('rideApplicationDecided');
        let membershipMethod: string | null = null;
        if (input.isApproved) {
          await accounts.lockUser(base.user_id, tx);
          membershipMethod = (await memberships.joinInTransaction({ groupId: base.group_id, userId: base.user_id, method: 'application', email: null }, at, tx)).method;
        }
        const change = input.isApproved ? { status: 'approved' as const, reason: '' } : { status: 'rejected' as const, reason: input.reason };
        if (!(await applications.settle(base.id, { ...change, at, decidedBy: input.operatorId }, tx))) throw new AppError('rideApplicationDecided');
        const decided = await viewOf(base.id, tx);
        await onCommit(tx, { application: toOpsRideApplication(decided, phone), membershipMethod });
        return decided;
      });
      await tellApplicant(row, phone);
      return { application: toOpsRideApplication(row, phone) };
    },
  };
};

export type RideApplicationsService = ReturnType<typeof createRideApplicationsService>;
