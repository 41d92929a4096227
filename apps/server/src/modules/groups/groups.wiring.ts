import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import type { ConsoleEmailProvider } from '../../providers/email/console-email-provider';
import type { EmailProvider } from '../../providers/email/email-provider';
import { createGroupAdminService } from './admin/group-admin.service';
import { createGroupsRepository } from './directory/groups.repository';
import { registerGroupsRoutes } from './directory/groups.routes';
import { createGroupsService } from './directory/groups.service';
import type { GroupsAccountsPort } from './groups.ports';
import { createMembershipProofsRepository } from './memberships/membership-proofs.repository';
import { createMembershipsRepository } from './memberships/memberships.repository';
import { registerMembershipsRoutes } from './memberships/memberships.routes';
import { createMembershipsService } from './memberships/memberships.service';
import { createStaffRepository } from './staff/staff.repository';

export type GroupsDeps = {
  db: Db;
  accounts: GroupsAccountsPort;
  /** Sends the codes that prove a company address; the console one's outbox is served outside production (null in production). */
  email: { provider: EmailProvider; devOutbox: ConsoleEmailProvider | null };
  /** The key of the HMAC that stores e-mail codes. */
  codeSecret: string;
  productName: string;
  now?: () => Date;
};

/**
 * The groups context (decision 048): enterprises and schools, their staff lists, memberships proved by a
 * listed phone, a company e-mail code or an invite code, and search by name or pinyin initials
 * (repositories → services → routes). Answers network's port (is a passenger a member, what is a group) and
 * the console's admin service.
 */
export const registerGroups = (app: App, { db, accounts, email, codeSecret, productName, now }: GroupsDeps) => {
  const groupsRepository = createGroupsRepository(db);
  const membershipsRepository = createMembershipsRepository(db);
  const memberships = createMembershipsService({
    db,
    groups: groupsRepository,
    memberships: membershipsRepository,
    proofs: createMembershipProofsRepository(db),
    accounts,
    email: email.provider,
    codeSecret,
    productName,
    logger: app.log,
    now,
  });
  const groups = createGroupsService({ groups: groupsRepository, memberships });
  registerGroupsRoutes(app, { groups });
  registerMembershipsRoutes(app, { memberships, devOutbox: email.devOutbox });

  return {
    /** What network asks at every purchase and line page: membership now, and a group's kind and name. */
    port: { isMember: memberships.isMember, findGroups: groups.findGroups },
    /** The console's groups: directory, staff lists, members. */
    admin: createGroupAdminService({ db, groups: groupsRepository, staff: createStaffRepository(db), memberships: membershipsRepository, now }),
  };
};

export type GroupsContext = ReturnType<typeof registerGroups>;
