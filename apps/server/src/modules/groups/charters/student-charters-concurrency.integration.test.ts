import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { charterRequest, charterTrip } from '../../../test/charter-fixture';
import { smsNoticesTo } from '../../../test/company-lines-fixture';
import { groupCall } from '../../../test/groups-fixture';
import { opsCall } from '../../../test/ops-call';
import { operatorAs, type OperatorClient } from '../../../test/operator-login';
import { clientHeaders, createTestApp, type TestApp } from '../../../test/test-app';
import { addDays, shanghaiDate } from '../../../time/shanghai-time';

/**
 * Student charters on a real PostgreSQL, where transactions truly overlap (PGlite runs one query at a time):
 * requests sent at once by one passenger stop at five waiting (counted under the passenger's lock), and an
 * operator's decision and the requester's cancel, or two operators' decisions, at once leave one outcome
 * (the request's row lock), with one text and one audit entry to match it.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('student charters under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let db: Db;
  let service: OperatorClient;
  let dispatcher: OperatorClient;
  let nextPhone = 13500000900;
  const newPhone = () => String((nextPhone += 1));
  const day = addDays(shanghaiDate(new Date()), 3);
  let fee = 0;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    service = await operatorAs(t.app, db, 'service', 'race-charter-service');
    dispatcher = await operatorAs(t.app, db, 'dispatcher', 'race-charter-dispatcher');
    const quoted = await groupCall(t.app, 'POST', '/studentCharter/quote', { headers: { ...clientHeaders }, body: charterTrip(day) });
    expect(quoted.meta.code, quoted.meta.desc).toBe(1);
    fee = quoted.data.quote.totalCents;
  });
  afterAll(async () => t?.close());

  const submit = (headers: Record<string, string>, contactPhone: string) =>
    groupCall(t.app, 'POST', '/studentCharter/submit', { headers, body: charterRequest(day, fee, { contactPhone }) });
  const newCharter = async () => {
    const contactPhone = newPhone();
    const { headers } = await t.loginAs(newPhone());
    const answer = await submit(headers, contactPhone);
    expect(answer.meta.code, answer.meta.desc).toBe(1);
    return { headers, contactPhone, requestId: answer.data.charter.requestId as string };
  };
  const confirm = (client: OperatorClient, requestId: string) => opsCall(t.app, 'POST', '/student-charters/confirm', { headers: client.writeHeaders, body: { requestId, feeCents: fee } });
  const decline = (client: OperatorClient, requestId: string) =>
    opsCall(t.app, 'POST', '/student-charters/decline', { headers: client.writeHeaders, body: { requestId, reason: '当天车辆已排满' } });
  const cancel = (headers: Record<string, string>, requestId: string) => groupCall(t.app, 'POST', '/studentCharter/cancel', { headers, body: { requestId } });
  const statusOf = async (requestId: string) =>
    (await db.selectFrom('student_charters').select('status').where('id', '=', Number(requestId)).executeTakeFirstOrThrow()).status;
  const audits = async (requestId: string) => db.selectFrom('audit_log').select('action').where('target_type', '=', 'studentCharter').where('target_id', '=', requestId).execute();

  it('eight requests at once by one passenger leave five waiting; the others answer charterPendingLimit', async () => {
    const { userId, headers } = await t.loginAs(newPhone());
    const contactPhone = newPhone();
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(headers, contactPhone)));
    expect(answers.map((a) => a.meta.code).sort()).toEqual([1, 1, 1, 1, 1, 3387, 3387, 3387]);
    const pending = await db.selectFrom('student_charters').select('id').where('user_id', '=', Number(userId)).where('status', '=', 'pending').execute();
    expect(pending).toHaveLength(5);
  });

  it('a confirmation and the requester’s cancel at once: one stands, and the text matches it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { headers, contactPhone, requestId } = await newCharter();
      const [confirmed, cancelled] = await Promise.all([confirm(service, requestId), cancel(headers, requestId)]);
      expect([confirmed.meta.code, cancelled.meta.code].filter((code) => code === 1)).toHaveLength(1);
      const status = await statusOf(requestId);
      if (status === 'confirmed') {
        expect(cancelled.meta.code).toBe(3388);
        expect(await audits(requestId)).toEqual([{ action: 'charter.confirm' }]);
        expect(await smsNoticesTo(t.app, contactPhone)).toEqual([expect.objectContaining({ templateId: 'studentCharterConfirmed' })]);
      } else {
        expect(status).toBe('cancelled');
        expect(confirmed.meta.code).toBe(4641);
        expect(await audits(requestId)).toEqual([]);
        expect(await smsNoticesTo(t.app, contactPhone)).toEqual([]);
      }
    }
  });

  it('a confirmation and a decline at once by two operators: one decision, one text, one audit entry', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { contactPhone, requestId } = await newCharter();
      const answers = await Promise.all([confirm(service, requestId), decline(dispatcher, requestId)]);
      expect(answers.map((a) => a.meta.code).sort()).toEqual([1, 4641]);
      const status = await statusOf(requestId);
      expect(await audits(requestId)).toEqual([{ action: status === 'confirmed' ? 'charter.confirm' : 'charter.decline' }]);
      expect(await smsNoticesTo(t.app, contactPhone)).toEqual([expect.objectContaining({ templateId: status === 'confirmed' ? 'studentCharterConfirmed' : 'studentCharterDeclined' })]);
    }
  });
});
