import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { makeCompanyLine, smsNoticesTo } from '../../../test/company-lines-fixture';
import { groupCall } from '../../../test/groups-fixture';
import { createLineNetworkApp, type LineNetworkApp } from '../../../test/line-network-app';
import { insertGroup } from '../../../test/line-network-fixture';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { unguardedRideApplications } from '../../../test/unguarded-ride-application';

/**
 * Ride applications on a real PostgreSQL, where transactions truly overlap (PGlite runs one query at a time):
 * applications sent at once by one passenger make one (the passenger's lock, then the partial unique index),
 * and decisions at once on one application make one decision and at most one membership (the application's
 * row lock). The controls take a guard out and show the race each one closes.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('ride applications under concurrency (PostgreSQL)', () => {
  let n: LineNetworkApp;
  let db: Db;
  let udian: number;
  let admin: OperatorClient;
  let groupAdmin: OperatorClient;
  let nextPhone = 13300000100;
  const newPhone = () => String((nextPhone += 1));

  beforeAll(async () => {
    n = await createLineNetworkApp();
    db = n.t.database.db;
    udian = await insertGroup(db, { name: '优点科技' });
    await makeCompanyLine(db, n.network.lines.m102, udian, { payer: 'group', memberPriceCents: 0 });
    admin = await operatorAs(n.t.app, db, 'admin', 'race-apply-admin');
    groupAdmin = await operatorAs(n.t.app, db, 'groupAdmin', 'race-udian-admin', udian);
  });
  afterAll(async () => n?.t.close());

  const applyBody = () => ({ lineId: String(n.network.lines.m102), name: '张三', employeeNo: 'UD-1', department: '', note: '' });
  const apply = async (headers: Record<string, string>) => groupCall(n.t.app, 'POST', '/companyLine/apply', { headers, body: applyBody() });
  const pendingOf = async (userId: string) =>
    db.selectFrom('ride_applications').select('id').where('user_id', '=', Number(userId)).where('group_id', '=', udian).where('status', '=', 'pending').execute();
  const memberships = async (userId: string) => db.selectFrom('group_memberships').select('method').where('user_id', '=', Number(userId)).where('group_id', '=', udian).execute();
  const decide = (client: OperatorClient, applicationId: string, isApproved: boolean) =>
    opsCall(n.t.app, 'POST', '/groups/applications/decide', { headers: client.writeHeaders, body: { applicationId, isApproved, reason: isApproved ? '' : '名额已满' } });
  const audits = async (applicationId: string) =>
    db.selectFrom('audit_log').select('action').where('target_type', '=', 'rideApplication').where('target_id', '=', applicationId).execute();
  const newApplication = async () => {
    const phone = newPhone();
    const { userId, headers } = await n.t.loginAs(phone);
    const answer = await apply(headers);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    return { phone, userId, applicationId: answer.data.application.applicationId as string };
  };

  it('five applications at once by one passenger make one; the others answer rideApplicationPending', async () => {
    const { userId, headers } = await n.t.loginAs(newPhone());
    const answers = await Promise.all(Array.from({ length: 5 }, () => apply(headers)));
    expect(answers.map((a) => a.meta.code).sort()).toEqual([1, 3214, 3214, 3214, 3214]);
    expect(await pendingOf(userId)).toHaveLength(1);
  });

  it('two approvals at once make one membership; the second answers rideApplicationDecided', async () => {
    const { phone, userId, applicationId } = await newApplication();
    const answers = await Promise.all([decide(admin, applicationId, true), decide(groupAdmin, applicationId, true)]);
    expect(answers.map((a) => a.meta.code).sort()).toEqual([1, 3215]);
    expect(await memberships(userId)).toEqual([{ method: 'application' }]);
    expect(await audits(applicationId)).toEqual([{ action: 'group.applicationApprove' }]);
    expect(await smsNoticesTo(n.t.app, phone)).toHaveLength(1);
  });

  it('an approval and a rejection at once: one decision stands, and the membership matches it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { phone, userId, applicationId } = await newApplication();
      const answers = await Promise.all([decide(admin, applicationId, true), decide(groupAdmin, applicationId, false)]);
      expect(answers.map((a) => a.meta.code).sort()).toEqual([1, 3215]);
      const { status } = await db.selectFrom('ride_applications').select('status').where('id', '=', Number(applicationId)).executeTakeFirstOrThrow();
      expect(await memberships(userId)).toHaveLength(status === 'approved' ? 1 : 0);
      expect(await audits(applicationId)).toHaveLength(1);
      expect(await smsNoticesTo(n.t.app, phone)).toEqual([expect.objectContaining({ templateId: status === 'approved' ? 'rideApplicationApproved' : 'rideApplicationRejected' })]);
    }
  });

  it('control: without the row lock an approval and a rejection both go through, and the passenger is told both', async () => {
    const { service, sent } = unguardedRideApplications(db, 'withoutRowLock');
    const { userId, applicationId } = await newApplication();
    const decideWithoutLock = (isApproved: boolean) =>
      service.decide({ applicationId: Number(applicationId), isApproved, reason: isApproved ? '' : '名额已满', operatorId: admin.id }, async () => undefined);
    const outcomes = await Promise.allSettled([decideWithoutLock(true), decideWithoutLock(false)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
    // Approved and rejected at once: a member, whatever the application ends as, and two contradicting texts.
    expect(await memberships(userId)).toEqual([{ method: 'application' }]);
    expect(sent.map((m) => m.templateId).sort()).toEqual(['rideApplicationApproved', 'rideApplicationRejected']);
  });

  it('control: without the passenger’s lock the partial unique index still keeps one pending application', async () => {
    const { service } = unguardedRideApplications(db, 'withoutPassengerLock');
    const { userId } = await n.t.loginAs(newPhone());
    const outcomes = await Promise.allSettled([service.apply(Number(userId), applyBody()), service.apply(Number(userId), applyBody())]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { code: 3214 } });
    expect(await pendingOf(userId)).toHaveLength(1);
  });

  // Last: it takes the index away for a moment (and puts it back).
  it('control: without the passenger’s lock and the index, two applications at once make two', async () => {
    const { service } = unguardedRideApplications(db, 'withoutPassengerLockAndIndex');
    const { userId } = await n.t.loginAs(newPhone());
    await sql`DROP INDEX ride_applications_pending_idx`.execute(db);
    try {
      const outcomes = await Promise.allSettled([service.apply(Number(userId), applyBody()), service.apply(Number(userId), applyBody())]);
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(await pendingOf(userId)).toHaveLength(2);
    } finally {
      await db.deleteFrom('ride_applications').where('user_id', '=', Number(userId)).execute();
      await sql`CREATE UNIQUE INDEX ride_applications_pending_idx ON ride_applications (group_id, user_id) WHERE status = 'pending'`.execute(db);
    }
  });
});
