import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { OdCampaignTable } from '../../../db/schema';

export type OdCampaignRow = Selectable<OdCampaignTable>;

export type OdCampaignValues = Omit<OdCampaignRow, 'id' | 'created_at' | 'updated_at'>;

/** Demands submitted through a campaign, and the people they count with their 同路 supporters. */
export type OdCampaignProgress = { demands: number; people: number };

const columns = [
  'id', 'city_id', 'name', 'organizer', 'intro', 'place_name', 'place_address', 'place_lng', 'place_lat', 'place_station_id',
  'starts_at', 'ends_at', 'target', 'created_at', 'updated_at',
] as const;

/** OD-collection campaigns (od_campaigns) and their progress. */
export const createOdCampaignsRepository = (db: DbOrTx) => ({
  find: (id: number, tx: DbOrTx = db): Promise<OdCampaignRow | undefined> => tx.selectFrom('od_campaigns').select(columns).where('id', '=', id).executeTakeFirst(),

  /** The campaign's row held until `tx` ends: two operators' changes of it queue. */
  lock: (id: number, tx: DbOrTx): Promise<OdCampaignRow | undefined> => tx.selectFrom('od_campaigns').select(columns).where('id', '=', id).forUpdate().executeTakeFirst(),

  /** Campaigns running at `now` (in one city, or all), ending soonest first. */
  listRunning: (cityId: number | null, now: Date, tx: DbOrTx = db): Promise<OdCampaignRow[]> =>
    tx
      .selectFrom('od_campaigns')
      .select(columns)
      .$if(cityId !== null, (query) => query.where('city_id', '=', cityId!))
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .orderBy('ends_at')
      .orderBy('id')
      .execute(),

  /** Every campaign, newest first (the console). */
  listAll: (tx: DbOrTx = db): Promise<OdCampaignRow[]> => tx.selectFrom('od_campaigns').select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc').execute(),

  insert: (values: OdCampaignValues, now: Date, tx: DbOrTx = db): Promise<OdCampaignRow> =>
    tx.insertInto('od_campaigns').values({ ...values, created_at: now, updated_at: now }).returning(columns).executeTakeFirstOrThrow(),

  update: (id: number, values: OdCampaignValues, now: Date, tx: DbOrTx = db): Promise<OdCampaignRow> =>
    tx.updateTable('od_campaigns').set({ ...values, updated_at: now }).where('id', '=', id).returning(columns).executeTakeFirstOrThrow(),

  /** Each campaign's demands (any status) and the people they count, supporters included; absent ids have none. */
  progress: async (campaignIds: readonly number[], tx: DbOrTx = db): Promise<Map<number, OdCampaignProgress>> => {
    if (campaignIds.length === 0) return new Map();
    const rows = await tx
      .selectFrom('demands as d')
      .select([
        'd.od_campaign_id',
        sql<number>`count(*)::integer`.as('demands'),
        sql<number>`sum(d.people + (SELECT count(*) FROM demand_supporters s WHERE s.demand_id = d.id))::integer`.as('people'),
      ])
      .where('d.od_campaign_id', 'in', campaignIds)
      .groupBy('d.od_campaign_id')
      .execute();
    return new Map(rows.map((row) => [Number(row.od_campaign_id), { demands: Number(row.demands), people: Number(row.people) }]));
  },
});

export type OdCampaignsRepository = ReturnType<typeof createOdCampaignsRepository>;
