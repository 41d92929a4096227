import type { Envelope } from '@udian/contracts/envelope';
import { ApiPrefix } from '@udian/contracts/prefixes';
import type { Db } from '../db/database';
import type { App } from '../http/app-instance';
import { addDays, shanghaiDate } from '../time/shanghai-time';
import { ensureTestGroupCity } from './groups-fixture';
import type { OperatorClient } from './operator-login';
import { opsCall } from './ops-call';

/** Return-to-work shuttles' tests (decision 052): their calls, a campaign, an employer and a shuttle. */

/** Calls a passenger endpoint of /returnWork/… as the web app does and answers the envelope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data loosely; the app checks it against the contract
export const returnWorkCall = async <T = any>(
  app: App,
  method: 'GET' | 'POST',
  path: string,
  input: { headers: Record<string, string>; query?: Record<string, string>; body?: unknown },
): Promise<Envelope<T>> => {
  const response = await app.inject({
    method,
    url: `${ApiPrefix.shuttle}${path}`,
    query: input.query,
    headers: { ...input.headers, ...(input.body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  if (response.statusCode !== 200) throw new Error(`${path}: HTTP ${response.statusCode} ${response.body}`);
  return response.json();
};

export const TEST_FIELDS = [
  { key: 'healthOk', label: '本人身体健康', kind: 'confirm', isRequired: true },
  { key: 'idNumber', label: '身份证号', kind: 'idNumber', isRequired: true },
  { key: 'originCity', label: '出发城市', kind: 'text', isRequired: true },
] as const;

/** Valid answers to TEST_FIELDS. */
export const answers = (idNumber = '11010519491231002X') => ({ healthOk: true, idNumber, originCity: '湖南长沙' });

/** Resident ID numbers that pass the check (ISO 7064 MOD 11-2). */
export const VALID_IDS = ['11010519491231002X', '440301199001011234', '110101199003074477'] as const;

export const shanghaiToday = (at = new Date()): string => shanghaiDate(at);

/** A campaign opened by the operator in the test city, from today for 30 days; answers its id. */
export const openCampaign = async (app: App, db: Db, operator: OperatorClient, input: { name?: string; employerFareCents?: number } = {}): Promise<string> => {
  const cityId = await ensureTestGroupCity(db);
  const today = shanghaiToday();
  const created = await opsCall(app, 'POST', '/return-work/campaigns/create', {
    headers: operator.writeHeaders,
    body: {
      name: input.name ?? '测试复工专线',
      cityId,
      startsOn: today,
      endsOn: addDays(today, 29),
      intro: '测试',
      employerFareCents: input.employerFareCents ?? 3000,
      fields: TEST_FIELDS,
    },
  });
  if (created.meta.code !== 1) throw new Error(`campaign: ${created.meta.desc}`);
  return created.data.campaign.campaignId as string;
};

/** Two stops at points of the test city: a gathering point and the workplace, 60 minutes apart. */
export const TEST_STOPS = [
  { name: '长沙南站集合点', lng: 116.39, lat: 39.9, minutesFromStart: 0 },
  { name: '科技园复工点', lng: 116.45, lat: 39.95, minutesFromStart: 60 },
];

/** A shuttle of the campaign on `date` at 20:00 (later than any test's clock today), `seats` seats; answers its id. */
export const makeShuttle = async (app: App, operator: OperatorClient, campaignId: string, input: { code: string; date: string; seats: number; plate?: string }): Promise<string> => {
  const made = await opsCall(app, 'POST', '/return-work/shuttles/create', {
    headers: operator.writeHeaders,
    body: { campaignId, code: input.code, serviceDate: input.date, departureTime: '20:00', seats: input.seats, plate: input.plate ?? '粤B·R0001', stops: TEST_STOPS },
  });
  if (made.meta.code !== 1) throw new Error(`shuttle: ${made.meta.desc}`);
  return made.data.shuttle.shuttleId as string;
};

/** A trip for a private enrolment or a booking: the next day, between the test stops. */
export const trip = (date = addDays(shanghaiToday(), 1)) => ({
  travelDate: date,
  from: { name: '长沙南站', lng: 116.39, lat: 39.9 },
  to: { name: '科技园', lng: 116.45, lat: 39.95 },
});
