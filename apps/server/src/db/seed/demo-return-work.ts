import type { ReturnWorkFieldValue } from '../schema';
import type { DbOrTx } from '../database';
import { addDays, shanghaiDate } from '../../time/shanghai-time';

/** The demo return-to-work campaign (decision 052): Shenzhen, from the seed's day for six weeks. */
export const DEMO_RETURN_WORK = {
  name: '深圳复工专线',
  cityId: 440300,
  days: 42,
  /** What an employer pays per rider and ride; people who enrol themselves ride free. */
  employerFareCents: 3000,
} as const;

/** What the demo campaign asks: a health promise, the ID number and where the rider comes back from. */
export const DEMO_RETURN_WORK_FIELDS: readonly ReturnWorkFieldValue[] = [
  { key: 'healthOk', label: '本人近 14 天无发热、咳嗽等症状', kind: 'confirm', isRequired: true },
  { key: 'idNumber', label: '身份证号', kind: 'idNumber', isRequired: true },
  { key: 'originCity', label: '出发城市', kind: 'text', isRequired: true },
  { key: 'stayedInRiskArea', label: '近 14 天是否到过中高风险地区', kind: 'yesNo', isRequired: true },
];

/** Seeds the demo campaign once: a database with a campaign of that name is left alone. */
export const seedDemoReturnWork = async (tx: DbOrTx, now: Date): Promise<void> => {
  const exists = await tx.selectFrom('return_work_campaigns').select('id').where('name', '=', DEMO_RETURN_WORK.name).executeTakeFirst();
  if (exists) return;
  const today = shanghaiDate(now);
  await tx
    .insertInto('return_work_campaigns')
    .values({
      name: DEMO_RETURN_WORK.name,
      city_id: DEMO_RETURN_WORK.cityId,
      starts_on: today,
      ends_on: addDays(today, DEMO_RETURN_WORK.days - 1),
      intro: '为节后返深复工人员提供点对点专车：个人可直接报名，企业可为员工批量报名并预约班车。运营人员按日期和路线安排班次，安排后以短信通知，乘车人用报名手机号登录即可在「我的车票」查看车票。',
      fields: JSON.stringify(DEMO_RETURN_WORK_FIELDS),
      employer_fare_cents: DEMO_RETURN_WORK.employerFareCents,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
};
