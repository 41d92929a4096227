import { sql } from 'kysely';
import { pino } from 'pino';
import type { Db } from '../db/database';
import { createUserRepository } from '../modules/accounts/user/user.repository';
import { createUserService } from '../modules/accounts/user/user.service';
import { createRideApplicationsRepository, type RideApplicationsRepository } from '../modules/groups/company-lines/ride-applications.repository';
import { createRideApplicationsService } from '../modules/groups/company-lines/ride-applications.service';
import { createGroupsRepository } from '../modules/groups/directory/groups.repository';
import { createMembershipProofsRepository } from '../modules/groups/memberships/membership-proofs.repository';
import { createMembershipsRepository } from '../modules/groups/memberships/memberships.repository';
import { createMembershipsService } from '../modules/groups/memberships/memberships.service';
import type { SmsNoticeMessage } from '../providers/sms/sms-provider';

/** The pause a busy server would add between a read and the write it decides. */
const PAUSE = sql`SELECT pg_sleep(0.05)`;

/**
 * The controls of the ride-application races: groups' ride-applications service over the test database with
 * a guard taken out, and the notices it sent kept in `sent`.
 *
 * - `withoutRowLock`: a decision reads the application without its row lock, pauses, and ends it with an
 *   unconditional update, so two decisions at once both go through.
 * - `withoutPassengerLock`: an application is checked (no pending one) without the passenger's lock, then
 *   pauses before its insert; the partial unique index is what is left to keep one.
 * - `withoutPassengerLockAndIndex`: the same, inserting with no ON CONFLICT (for a test that dropped the index).
 */
export const unguardedRideApplications = (db: Db, guard: 'withoutRowLock' | 'withoutPassengerLock' | 'withoutPassengerLockAndIndex') => {
  const guarded = createRideApplicationsRepository(db);
  const applications: RideApplicationsRepository =
    guard === 'withoutRowLock'
      ? {
          ...guarded,
          lock: async (id, tx) => {
            const row = await tx.selectFrom('ride_applications as a').selectAll('a').where('a.id', '=', id).executeTakeFirst();
            await PAUSE.execute(tx);
            return row;
          },
          settle: async (id, change, tx) => {
            await tx.updateTable('ride_applications').set({ status: change.status, reason: change.reason, decided_at: change.at, decided_by: change.decidedBy }).where('id', '=', id).execute();
            return true;
          },
        }
      : {
          ...guarded,
          findPending: async (groupId, userId, tx = db) => {
            const row = await guarded.findPending(groupId, userId, tx);
            await PAUSE.execute(tx);
            return row;
          },
          ...(guard === 'withoutPassengerLockAndIndex'
            ? {
                insert: (values, tx = db) =>
                  tx
                    .insertInto('ride_applications')
                    .values({ group_id: values.groupId, line_id: values.lineId, user_id: values.userId, name: values.name, created_at: values.at })
                    .returning('id')
                    .executeTakeFirst(),
              }
            : {}),
        };
  const users = createUserService({ users: createUserRepository(db) });
  const groups = createGroupsRepository(db);
  const memberships = createMembershipsService({
    db,
    groups,
    memberships: createMembershipsRepository(db),
    proofs: createMembershipProofsRepository(db),
    accounts: { lockUser: users.lockUser },
    email: { name: 'console', send: async () => undefined },
    codeSecret: 'a-test-code-secret-of-16+',
    productName: '优点巴士',
    logger: pino({ level: 'silent' }),
  });
  const sent: SmsNoticeMessage[] = [];
  const service = createRideApplicationsService({
    db,
    applications,
    groups,
    memberships,
    accounts: { lockUser: guard === 'withoutRowLock' ? users.lockUser : async () => undefined, phones: users.phones },
    sms: { productName: '优点巴士' },
    notify: async (message) => {
      sent.push(message);
      return true;
    },
  });
  return { service, sent };
};
