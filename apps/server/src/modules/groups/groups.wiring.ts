import type { Db } from '../../db/database';
import type { App } from '../../http/app-instance';
import type { ConsoleEmailProvider } from '../../providers/email/console-email-provider';
import type { EmailProvider } from '../../providers/email/email-provider';
import { createGroupAdminService } from './admin/group-admin.service';
import { registerStudentChartersRoutes } from './charters/student-charters.routes';
import { createStudentChartersRepository } from './charters/student-charters.repository';
import { createStudentChartersService } from './charters/student-charters.service';
import { createNoticeSender } from './company-lines/company-line-notices';
import { registerCompanyLinesRoutes } from './company-lines/company-lines.routes';
import { createRideApplicationsRepository } from './company-lines/ride-applications.repository';
import { createRideApplicationsService } from './company-lines/ride-applications.service';
import { createSentNoticesRepository } from './company-lines/sent-notices.repository';
import { createShuttleRequestsRepository } from './company-lines/shuttle-requests.repository';
import { createShuttleRequestsService } from './company-lines/shuttle-requests.service';
import { createGroupsRepository } from './directory/groups.repository';
import { registerGroupsRoutes } from './directory/groups.routes';
import { createGroupsService } from './directory/groups.service';
import type { GroupsAccountsPort, GroupsSchoolsPort, GroupsSmsPort, ReturnWorkPorts } from './groups.ports';
import { createMembershipProofsRepository } from './memberships/membership-proofs.repository';
import { createMembershipsRepository } from './memberships/memberships.repository';
import { registerMembershipsRoutes } from './memberships/memberships.routes';
import { createMembershipsService } from './memberships/memberships.service';
import { createSchoolNoticesRepository } from './schools/notices.repository';
import { createSchoolAdminService } from './schools/school-admin.service';
import { createRosterRepository } from './schools/roster.repository';
import { createRosterService } from './schools/roster.service';
import { createCheckInNotifier } from './schools/school-notices';
import { registerSchoolsRoutes } from './schools/schools.routes';
import { createStudentsRepository } from './schools/students.repository';
import { createStudentsService } from './schools/students.service';
import { createTermsRepository } from './schools/terms.repository';
import { createStaffRepository } from './staff/staff.repository';
import { createCampaignsRepository } from './return-work/campaigns.repository';
import { createEmployerListsService } from './return-work/employer-lists.service';
import { createEnrolmentsRepository } from './return-work/enrolments.repository';
import { registerReturnWorkRoutes } from './return-work/return-work.routes';
import { createReturnWorkService } from './return-work/return-work.service';
import { createShuttleGroupingService } from './return-work/shuttle-grouping.service';

export type GroupsDeps = {
  db: Db;
  accounts: GroupsAccountsPort;
  /** Accounts' SMS provider: a ride application's decision, a shuttle request's quote or close. */
  sms: GroupsSmsPort;
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
 * (repositories → services → routes); company lines: passengers' ride applications (approval makes a
 * membership) and enterprises' shuttle requests; schools: students guardians register on school lines, the
 * schools' terms, check-in notices (decision 049). Answers network's port (is a passenger a member, what is a
 * group), buying's and riding's (schools) and the console's services (admin, ride applications, shuttle
 * requests, schools).
 */
export const registerGroups = (app: App, { db, accounts, sms, email, codeSecret, productName, now }: GroupsDeps) => {
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

  // Company lines (园区班车): ride applications decided by the group's administrator, enterprises' shuttle requests.
  const notify = createNoticeSender({ sms, sent: createSentNoticesRepository(db), logger: app.log, now: now ?? (() => new Date()) });
  const rideApplications = createRideApplicationsService({
    db,
    applications: createRideApplicationsRepository(db),
    groups: groupsRepository,
    memberships,
    accounts,
    sms,
    notify,
    now,
  });
  const shuttleRequests = createShuttleRequestsService({ db, requests: createShuttleRequestsRepository(db), accounts, sms, notify, now });
  registerCompanyLinesRoutes(app, { applications: rideApplications, shuttles: shuttleRequests });
  // Student charters (学生包车, decision 054): fees by the published rules, requests the operator confirms.
  const studentCharters = createStudentChartersService({ db, charters: createStudentChartersRepository(db), groups: groupsRepository, accounts, sms, notify, now });
  registerStudentChartersRoutes(app, { charters: studentCharters });

  // Schools (decision 049): students guardians register on school lines, the school's terms, check-in notices.
  const studentsRepository = createStudentsRepository(db);
  const termsRepository = createTermsRepository(db);
  const schoolNoticesRepository = createSchoolNoticesRepository(db);
  const students = createStudentsService({
    db,
    students: studentsRepository,
    terms: termsRepository,
    notices: schoolNoticesRepository,
    groups: groupsRepository,
    accounts,
    now,
  });
  registerSchoolsRoutes(app, { students });
  const notifyCheckIn = createCheckInNotifier({
    students: studentsRepository,
    notices: schoolNoticesRepository,
    notify,
    productName: sms.productName,
    logger: app.log,
    now: now ?? (() => new Date()),
  });

  // Return-to-work shuttles (decision 052): campaigns, stated needs, enrolments and employers' lists.
  const returnWorkCampaigns = createCampaignsRepository(db);
  const returnWorkEnrolments = createEnrolmentsRepository(db);
  registerReturnWorkRoutes(app, {
    returnWork: createReturnWorkService({ db, campaigns: returnWorkCampaigns, enrolments: returnWorkEnrolments, accounts, now }),
    employers: createEmployerListsService({ db, campaigns: returnWorkCampaigns, enrolments: returnWorkEnrolments, accounts, now }),
  });

  return {
    /** What network asks at every purchase and line page: membership now, and a group's kind and name. */
    port: {
      isMember: memberships.isMember,
      findGroups: groups.findGroups,
      /** What buying (term passes) and riding (student rides, check-in notices) ask of schools. */
      schools: { approvedStudent: students.approvedStudent, term: students.term, ownStudent: students.ownStudent, notifyCheckIn } satisfies GroupsSchoolsPort,
    },
    /** The console's groups: directory, staff lists, members. */
    admin: createGroupAdminService({ db, groups: groupsRepository, staff: createStaffRepository(db), memberships: membershipsRepository, now }),
    /** The console's ride applications (a group administrator decides its own group's) and shuttle requests (quote, close). */
    rideApplications,
    shuttleRequests,
    /** The console's student charters: confirm (at the rules' fee or another with a reason) or decline. */
    studentCharters,
    /** The console's schools: students to approve or reject (the guardian is texted), terms. */
    schoolAdmin: createSchoolAdminService({ db, students: studentsRepository, terms: termsRepository, groups: groupsRepository, sms, notify, now }),
    /** The console's school student lists (学生名单): a page, an import from CSV; a registration matching it is approved at once. */
    schoolRoster: createRosterService({ db, roster: createRosterRepository(db), groups: groupsRepository, now }),
    /**
     * The console's return-to-work desk (decision 052). Its shuttles are network's custom lines and its tickets
     * buying's, both wired after groups: app.ts hands them in once they exist.
     */
    returnWorkDesk: (ports: ReturnWorkPorts) =>
      createShuttleGroupingService({ ...ports, db, campaigns: returnWorkCampaigns, enrolments: returnWorkEnrolments, notify, productName: sms.productName, now }),
  };
};

export type GroupsContext = ReturnType<typeof registerGroups>;
