import { sql } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { ReturnWorkAnswersValue, ReturnWorkFieldValue } from '../../../db/schema';

export type ShuttleRow = {
  id: number;
  campaign_id: number;
  line_id: number;
  line_code: string;
  departure_id: number;
  service_date: string;
  departs_at: Date;
  seats: number;
  plate: string;
  from_name: string;
  to_name: string;
  riders: number;
  created_at: Date;
};

export type EnrolmentRow = {
  id: number;
  campaign_id: number;
  campaign_name: string;
  campaign_fields: ReturnWorkFieldValue[];
  group_id: number | null;
  group_name: string | null;
  enrolled_by: number;
  name: string;
  phone: string;
  declarations: ReturnWorkAnswersValue;
  status: 'listed' | 'waiting' | 'assigned';
  travel_date: string | null;
  from_name: string | null;
  from_lng: number | null;
  from_lat: number | null;
  to_name: string | null;
  to_lng: number | null;
  to_lat: number | null;
  shuttle_id: number | null;
  order_no: string | null;
  created_at: Date;
};

export type NewEnrolment = {
  campaign_id: number;
  group_id: number | null;
  enrolled_by: number;
  name: string;
  phone: string;
  declarations: ReturnWorkAnswersValue;
  trip: { travel_date: string; from_name: string; from_lng: number; from_lat: number; to_name: string; to_lng: number; to_lat: number } | null;
  at: Date;
};

export type Trip = NonNullable<NewEnrolment['trip']>;

/** The SQL of enrolments (named riders) and the shuttles they are grouped into (decision 052). */
export const createEnrolmentsRepository = (db: DbOrTx) => {
  const enrolments = (tx: DbOrTx) =>
    tx
      .selectFrom('return_work_enrolments as e')
      .innerJoin('return_work_campaigns as c', 'c.id', 'e.campaign_id')
      .leftJoin('groups as g', 'g.id', 'e.group_id')
      .leftJoin('orders as o', 'o.id', 'e.order_id')
      .select([
        'e.id',
        'e.campaign_id',
        'c.name as campaign_name',
        'c.fields as campaign_fields',
        'e.group_id',
        'g.name as group_name',
        'e.enrolled_by',
        'e.name',
        'e.phone',
        'e.declarations',
        'e.status',
        sql<string | null>`e.travel_date::text`.as('travel_date'),
        'e.from_name',
        'e.from_lng',
        'e.from_lat',
        'e.to_name',
        'e.to_lng',
        'e.to_lat',
        'e.shuttle_id',
        'o.order_no',
        'e.created_at',
      ]);

  const shuttles = (tx: DbOrTx) =>
    tx
      .selectFrom('return_work_shuttles as s')
      .innerJoin('lines as l', 'l.id', 's.line_id')
      .select([
        's.id',
        's.campaign_id',
        's.line_id',
        'l.code as line_code',
        's.departure_id',
        sql<string>`s.service_date::text`.as('service_date'),
        's.departs_at',
        's.seats',
        's.plate',
        's.from_name',
        's.to_name',
        sql<number>`(SELECT count(*) FROM return_work_enrolments e WHERE e.shuttle_id = s.id)::integer`.as('riders'),
        's.created_at',
      ]);

  return {
    find: (id: number, tx: DbOrTx = db): Promise<EnrolmentRow | undefined> => enrolments(tx).where('e.id', '=', id).executeTakeFirst(),

    /** Enrolments for a phone (the rider's own view), newest first. */
    ofPhone: (phone: string, tx: DbOrTx = db): Promise<EnrolmentRow[]> => enrolments(tx).where('e.phone', '=', phone).orderBy('e.id', 'desc').limit(50).execute(),

    /** An employer's list for a campaign, oldest first. */
    ofEmployer: (groupId: number, campaignId: number, tx: DbOrTx = db): Promise<EnrolmentRow[]> =>
      enrolments(tx).where('e.group_id', '=', groupId).where('e.campaign_id', '=', campaignId).orderBy('e.id').execute(),

    countOfEmployer: async (groupId: number, campaignId: number, tx: DbOrTx = db): Promise<number> =>
      Number(
        (
          await tx
            .selectFrom('return_work_enrolments')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('group_id', '=', groupId)
            .where('campaign_id', '=', campaignId)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** A page of a campaign's enrolments by status and travel date, oldest first (the console). */
    page: async (
      filter: { campaignId: number; status?: EnrolmentRow['status']; travelDate?: string },
      page: { offset: number; limit: number },
      tx: DbOrTx = db,
    ): Promise<{ rows: EnrolmentRow[]; total: number }> => {
      let rows = enrolments(tx).where('e.campaign_id', '=', filter.campaignId);
      let count = tx.selectFrom('return_work_enrolments as e').select((eb) => eb.fn.countAll<number>().as('n')).where('e.campaign_id', '=', filter.campaignId);
      if (filter.status) {
        rows = rows.where('e.status', '=', filter.status);
        count = count.where('e.status', '=', filter.status);
      }
      if (filter.travelDate) {
        rows = rows.where('e.travel_date', '=', filter.travelDate);
        count = count.where('e.travel_date', '=', filter.travelDate);
      }
      const [found, total] = await Promise.all([rows.orderBy('e.travel_date').orderBy('e.id').offset(page.offset).limit(page.limit).execute(), count.executeTakeFirstOrThrow()]);
      return { rows: found, total: Number(total.n) };
    },

    /** The phones among these already enrolled for the campaign (by anyone). */
    enrolledPhones: async (campaignId: number, phones: readonly string[], tx: DbOrTx = db): Promise<Set<string>> => {
      if (phones.length === 0) return new Set();
      const rows = await tx.selectFrom('return_work_enrolments').select('phone').where('campaign_id', '=', campaignId).where('phone', 'in', [...phones]).execute();
      return new Set(rows.map((row) => row.phone));
    },

    /** Inserts the enrolments; answers the new ids, or null when a phone is enrolled for the campaign already. */
    insert: async (rows: readonly NewEnrolment[], tx: DbOrTx = db): Promise<number[] | null> => {
      if (rows.length === 0) return [];
      const inserted = await tx
        .insertInto('return_work_enrolments')
        .values(
          rows.map((row) => ({
            campaign_id: row.campaign_id,
            group_id: row.group_id,
            enrolled_by: row.enrolled_by,
            name: row.name,
            phone: row.phone,
            declarations: JSON.stringify(row.declarations),
            status: row.trip ? ('waiting' as const) : ('listed' as const),
            ...(row.trip ?? {}),
            created_at: row.at,
            updated_at: row.at,
          })),
        )
        .onConflict((oc) => oc.columns(['campaign_id', 'phone']).doNothing())
        .returning('id')
        .execute();
      return inserted.length === rows.length ? inserted.map((row) => row.id) : null;
    },

    /** The enterprises whose contact phone this is: its contact acts for it (decision 052). */
    employersOfContact: (phone: string, tx: DbOrTx = db) =>
      tx.selectFrom('groups').select(['id', 'name', 'city_id']).where('kind', '=', 'enterprise').where('contact_phone', '=', phone).orderBy('id').execute(),

    /** The enterprise's row held until `tx` ends: additions to its list are counted one at a time. */
    lockGroup: async (groupId: number, tx: DbOrTx): Promise<void> => {
      await tx.selectFrom('groups').select('id').where('id', '=', groupId).forUpdate().executeTakeFirst();
    },

    /** These enrolments held until `tx` ends, lowest id first (the order every writer takes them in). */
    lock: (ids: readonly number[], tx: DbOrTx) =>
      ids.length === 0
        ? Promise.resolve([])
        : tx
            .selectFrom('return_work_enrolments')
            .select(['id', 'campaign_id', 'group_id', 'name', 'phone', 'status', sql<string | null>`travel_date::text`.as('travel_date')])
            .where('id', 'in', [...ids])
            .orderBy('id')
            .forUpdate()
            .execute(),

    remove: async (id: number, tx: DbOrTx): Promise<void> => {
      await tx.deleteFrom('return_work_enrolments').where('id', '=', id).where('status', '<>', 'assigned').execute();
    },

    /** Listed staff get their trip: they wait to be put on a shuttle. */
    book: async (ids: readonly number[], trip: Trip, at: Date, tx: DbOrTx): Promise<number> =>
      Number(
        (await tx
          .updateTable('return_work_enrolments')
          .set({ ...trip, status: 'waiting', updated_at: at })
          .where('id', 'in', [...ids])
          .where('status', '=', 'listed')
          .executeTakeFirst()).numUpdatedRows,
      ),

    assign: async (id: number, values: { shuttleId: number; riderUserId: number; orderId: number }, at: Date, tx: DbOrTx): Promise<void> => {
      await tx
        .updateTable('return_work_enrolments')
        .set({ status: 'assigned', shuttle_id: values.shuttleId, rider_user_id: values.riderUserId, order_id: values.orderId, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'waiting')
        .execute();
    },

    findShuttle: (id: number, tx: DbOrTx = db): Promise<ShuttleRow | undefined> => shuttles(tx).where('s.id', '=', id).executeTakeFirst(),

    shuttlesByIds: (ids: readonly number[], tx: DbOrTx = db): Promise<ShuttleRow[]> =>
      ids.length === 0 ? Promise.resolve([]) : shuttles(tx).where('s.id', 'in', [...ids]).orderBy('s.departs_at').orderBy('s.id').execute(),

    shuttlesOf: (campaignId: number, tx: DbOrTx = db): Promise<ShuttleRow[]> =>
      shuttles(tx).where('s.campaign_id', '=', campaignId).orderBy('s.departs_at').orderBy('s.id').execute(),

    /** The riders of these shuttles, by name, with their employer's name. */
    ridersOf: (shuttleIds: readonly number[], tx: DbOrTx = db) =>
      shuttleIds.length === 0
        ? Promise.resolve([])
        : tx
            .selectFrom('return_work_enrolments as e')
            .leftJoin('groups as g', 'g.id', 'e.group_id')
            .select(['e.id', 'e.shuttle_id', 'e.name', 'e.phone', 'g.name as group_name'])
            .where('e.shuttle_id', 'in', [...shuttleIds])
            .orderBy('e.id')
            .execute(),

    insertShuttle: async (
      row: { campaign_id: number; line_id: number; departure_id: number; service_date: string; departs_at: Date; seats: number; plate: string; from_name: string; to_name: string; created_by: number; at: Date },
      tx: DbOrTx,
    ): Promise<number> => {
      const { at, ...values } = row;
      return (await tx.insertInto('return_work_shuttles').values({ ...values, created_at: at }).returning('id').executeTakeFirstOrThrow()).id;
    },
  };
};

export type EnrolmentsRepository = ReturnType<typeof createEnrolmentsRepository>;
