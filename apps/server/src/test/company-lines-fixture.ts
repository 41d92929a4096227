import type { Db } from '../db/database';
import type { App } from '../http/app-instance';
import { bumpNetworkVersion } from '../modules/network/lines/network-version';

/**
 * Company lines (园区班车) for tests, on the fixture network (test/line-network-fixture.ts): a fixture line made
 * a line of type company, kept for a group on its terms (or, groupId null, a park line open to everyone), as
 * an import and the console would leave it. Call it before the app's first request, so that the read model
 * is built with it.
 */
export const makeCompanyLine = async (
  db: Db,
  lineId: number,
  groupId: number | null,
  terms: { payer: 'passenger' | 'group'; memberPriceCents?: number } = { payer: 'passenger' },
): Promise<void> => {
  await db
    .updateTable('lines')
    .set({ type: 'company', group_id: groupId, group_payer: groupId === null ? 'passenger' : terms.payer, member_price_cents: terms.memberPriceCents ?? 0 })
    .where('id', '=', lineId)
    .execute();
  await bumpNetworkVersion(db);
};

/** The notices the console SMS provider "sent" to a phone, newest first (the dev outbox). */
export const smsNoticesTo = async (app: App, phone: string): Promise<{ templateId: string; text: string; params: Record<string, string> }[]> =>
  (await app.inject({ method: 'GET', url: '/dev/sms-outbox', query: { phone } })).json().data.notices;

/** A shuttle request's body that the contract accepts, starting on `startDate`. */
export const shuttleRequestBody = (startDate: string, overrides: Record<string, unknown> = {}) => ({
  companyName: '深圳前海科技有限公司',
  contactName: '王经理',
  contactPhone: '13600000001',
  cityId: 440300,
  headcount: 40,
  sites: [
    { name: '深圳湾公园', lng: 113.95, lat: 22.51 },
    { name: '前海科技园', lng: 113.9, lat: 22.53 },
  ],
  shifts: [
    { time: '18:00', direction: 'offWork' },
    { time: '08:00', direction: 'toWork' },
  ],
  weekdays: [5, 1, 2, 3, 4, 1],
  startDate,
  note: '希望尽快开通',
  ...overrides,
});
