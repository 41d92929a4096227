import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { ReturnWorkAnswersValue, ReturnWorkFieldValue } from '../../../db/schema';

export type CampaignRow = {
  id: number;
  name: string;
  city_id: number;
  city_name: string;
  starts_on: string;
  ends_on: string;
  intro: string;
  fields: ReturnWorkFieldValue[];
  employer_fare_cents: number;
  status: 'open' | 'closed';
  created_at: Date;
};

export type CampaignCounts = { listed: number; waiting: number; assigned: number; requests: number; requested_people: number; shuttles: number };

export type RequestRow = {
  id: number;
  campaign_id: number;
  campaign_name: string;
  campaign_fields: ReturnWorkFieldValue[];
  user_id: number;
  kind: 'person' | 'enterprise';
  company_name: string;
  contact_name: string;
  contact_phone: string;
  from_name: string;
  to_name: string;
  travel_date: string;
  people: number;
  declarations: ReturnWorkAnswersValue;
  created_at: Date;
};

export type NewRequest = Omit<RequestRow, 'id' | 'campaign_name' | 'campaign_fields' | 'created_at'> & { from_lng: number; from_lat: number; to_lng: number; to_lat: number; created_at: Date };

const campaignColumns = [
  'c.id',
  'c.name',
  'c.city_id',
  'ci.name as city_name',
  sql<string>`c.starts_on::text`.as('starts_on'),
  sql<string>`c.ends_on::text`.as('ends_on'),
  'c.intro',
  'c.fields',
  'c.employer_fare_cents',
  'c.status',
  'c.created_at',
] as const;

/** The SQL of return-to-work campaigns and the needs stated for them (decision 052). */
export const createCampaignsRepository = (db: DbOrTx) => {
  const campaigns = (tx: DbOrTx) => tx.selectFrom('return_work_campaigns as c').innerJoin('cities as ci', 'ci.id', 'c.city_id').select(campaignColumns);

  const requests = (tx: DbOrTx) =>
    tx
      .selectFrom('return_work_requests as r')
      .innerJoin('return_work_campaigns as c', 'c.id', 'r.campaign_id')
      .select([
        'r.id',
        'r.campaign_id',
        'c.name as campaign_name',
        'c.fields as campaign_fields',
        'r.user_id',
        'r.kind',
        'r.company_name',
        'r.contact_name',
        'r.contact_phone',
        'r.from_name',
        'r.to_name',
        sql<string>`r.travel_date::text`.as('travel_date'),
        'r.people',
        'r.declarations',
        'r.created_at',
      ]);

  return {
    find: (id: number, tx: DbOrTx = db): Promise<CampaignRow | undefined> => campaigns(tx).where('c.id', '=', id).executeTakeFirst(),

    /** A city's open campaigns not yet past their last day, soonest first. */
    enrollingIn: (cityId: number, today: string, tx: DbOrTx = db): Promise<CampaignRow[]> =>
      campaigns(tx).where('c.city_id', '=', cityId).where('c.status', '=', 'open').where('c.ends_on', '>=', today).orderBy('c.starts_on').orderBy('c.id').execute(),

    /** Every campaign, open first, newest first (the console). */
    all: (tx: DbOrTx = db): Promise<CampaignRow[]> => campaigns(tx).orderBy(sql`c.status = 'open'`, 'desc').orderBy('c.id', 'desc').execute(),

    /** Each campaign's enrolments by status, its stated needs and its shuttles. */
    counts: async (ids: readonly number[], tx: DbOrTx = db): Promise<Map<number, CampaignCounts>> => {
      if (ids.length === 0) return new Map();
      const { rows } = await sql<CampaignCounts & { id: number }>`
        SELECT c.id,
          (SELECT count(*) FROM return_work_enrolments e WHERE e.campaign_id = c.id AND e.status = 'listed')::integer AS listed,
          (SELECT count(*) FROM return_work_enrolments e WHERE e.campaign_id = c.id AND e.status = 'waiting')::integer AS waiting,
          (SELECT count(*) FROM return_work_enrolments e WHERE e.campaign_id = c.id AND e.status = 'assigned')::integer AS assigned,
          (SELECT count(*) FROM return_work_requests r WHERE r.campaign_id = c.id)::integer AS requests,
          (SELECT coalesce(sum(r.people), 0) FROM return_work_requests r WHERE r.campaign_id = c.id)::integer AS requested_people,
          (SELECT count(*) FROM return_work_shuttles s WHERE s.campaign_id = c.id)::integer AS shuttles
        FROM return_work_campaigns c WHERE c.id IN (${sql.join(ids)})`.execute(tx);
      return new Map(rows.map((row) => [Number(row.id), row]));
    },

    isCity: async (cityId: number, tx: DbOrTx = db): Promise<boolean> =>
      (await tx.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst()) !== undefined,

    insert: async (
      row: { name: string; city_id: number; starts_on: string; ends_on: string; intro: string; fields: ReturnWorkFieldValue[]; employer_fare_cents: number; created_by: number; at: Date },
      tx: DbOrTx = db,
    ): Promise<number> =>
      (
        await tx
          .insertInto('return_work_campaigns')
          .values({
            name: row.name,
            city_id: row.city_id,
            starts_on: row.starts_on,
            ends_on: row.ends_on,
            intro: row.intro,
            fields: JSON.stringify(row.fields),
            employer_fare_cents: row.employer_fare_cents,
            created_by: row.created_by,
            created_at: row.at,
            updated_at: row.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    /** Stops taking enrolments; false when it was closed already. */
    close: async (id: number, at: Date, tx: DbOrTx = db): Promise<boolean> =>
      (await tx.updateTable('return_work_campaigns').set({ status: 'closed', updated_at: at }).where('id', '=', id).where('status', '=', 'open').executeTakeFirst()).numUpdatedRows > 0n,

    /** The passenger's stated needs for a campaign (their limit is counted under their lock). */
    countRequests: async (userId: number, campaignId: number, tx: DbOrTx = db): Promise<number> =>
      Number(
        (
          await tx
            .selectFrom('return_work_requests')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', userId)
            .where('campaign_id', '=', campaignId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    insertRequest: async (row: NewRequest, tx: DbOrTx = db): Promise<number> =>
      (
        await tx
          .insertInto('return_work_requests')
          .values({ ...row, declarations: JSON.stringify(row.declarations) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    findRequest: (id: number, tx: DbOrTx = db): Promise<RequestRow | undefined> => requests(tx).where('r.id', '=', id).executeTakeFirst(),

    requestsOfUser: (userId: number, tx: DbOrTx = db): Promise<RequestRow[]> => requests(tx).where('r.user_id', '=', userId).orderBy('r.id', 'desc').limit(50).execute(),

    /** A page of a campaign's stated needs, newest first. */
    requestsPage: async (campaignId: number, page: { offset: number; limit: number }, tx: DbOrTx = db): Promise<{ rows: RequestRow[]; total: number }> => {
      const [rows, total] = await Promise.all([
        requests(tx).where('r.campaign_id', '=', campaignId).orderBy('r.id', 'desc').offset(page.offset).limit(page.limit).execute(),
        tx
          .selectFrom('return_work_requests')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('campaign_id', '=', campaignId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
};

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
