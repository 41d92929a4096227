import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { ShuttleRequestStatusValue, ShuttleRequestTable, ShuttleShift, ShuttleSite } from '../../../db/schema';

export type ShuttleRequestRow = Selectable<ShuttleRequestTable>;

export type NewShuttleRequest = {
  userId: number;
  companyName: string;
  contactName: string;
  contactPhone: string;
  cityId: number;
  headcount: number;
  sites: ShuttleSite[];
  shifts: ShuttleShift[];
  weekdays: number[];
  startDate: string;
  note: string;
  at: Date;
};

export type ShuttleQuoteValues = {
  perRideCents: number;
  monthlyCents: number;
  vehicles: number;
  seatsPerVehicle: number;
  note: string;
  validUntil: string;
  quotedBy: number;
  at: Date;
};

/** Requests still open: waiting for a quote, or quoted and not yet answered. */
export const OPEN_STATUSES: readonly ShuttleRequestStatusValue[] = ['submitted', 'quoted'];

/** Those waiting for a quote first, then newest first. */
const waitingFirst = sql<number>`CASE WHEN status = 'submitted' THEN 0 WHEN status = 'quoted' THEN 1 ELSE 2 END`;

/** Enterprises' shuttle requests (company-line-apply-enterprise) and the operator's quotes. */
export const createShuttleRequestsRepository = (db: DbOrTx) => ({
  insert: (input: NewShuttleRequest, tx: DbOrTx = db): Promise<ShuttleRequestRow> =>
    tx
      .insertInto('shuttle_requests')
      .values({
        user_id: input.userId,
        company_name: input.companyName,
        contact_name: input.contactName,
        contact_phone: input.contactPhone,
        city_id: input.cityId,
        headcount: input.headcount,
        sites: JSON.stringify(input.sites),
        shifts: JSON.stringify(input.shifts),
        weekdays: input.weekdays,
        start_date: input.startDate,
        note: input.note,
        created_at: input.at,
        updated_at: input.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),

  /** The passenger's open requests (submitted or quoted). */
  countOpen: async (userId: number, tx: DbOrTx = db): Promise<number> => {
    const row = await tx
      .selectFrom('shuttle_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('status', 'in', [...OPEN_STATUSES])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Whether the city exists (a shuttle runs in one of the network's cities). */
  isCity: async (cityId: number, tx: DbOrTx = db): Promise<boolean> =>
    (await tx.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst()) !== undefined,

  find: (id: number, tx: DbOrTx = db): Promise<ShuttleRequestRow | undefined> => tx.selectFrom('shuttle_requests').selectAll().where('id', '=', id).executeTakeFirst(),

  /** The request held until `tx` ends: the operator's quote or close and the requester's answer take turns. */
  lock: (id: number, tx: DbOrTx): Promise<ShuttleRequestRow | undefined> =>
    tx.selectFrom('shuttle_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

  /** The passenger's requests, newest first. */
  ofUser: (userId: number, tx: DbOrTx = db): Promise<ShuttleRequestRow[]> =>
    tx.selectFrom('shuttle_requests').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute(),

  /** A page of every request (of a status, or all), waiting ones first, newest first; with the counts. */
  page: async (
    input: { status?: ShuttleRequestStatusValue; offset: number; limit: number },
    tx: DbOrTx = db,
  ): Promise<{ rows: ShuttleRequestRow[]; total: number; waiting: number }> => {
    const [rows, counts] = await Promise.all([
      tx
        .selectFrom('shuttle_requests')
        .selectAll()
        .$if(input.status !== undefined, (query) => query.where('status', '=', input.status!))
        .orderBy(waitingFirst)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(input.offset)
        .limit(input.limit)
        .execute(),
      tx
        .selectFrom('shuttle_requests')
        .select([
          sql<number>`count(*) FILTER (WHERE ${input.status === undefined ? sql`true` : sql`status = ${input.status}`})::integer`.as('total'),
          sql<number>`count(*) FILTER (WHERE status = 'submitted')::integer`.as('waiting'),
        ])
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(counts.total), waiting: Number(counts.waiting) };
  },

  /** Sets (or replaces) the quote: the request is quoted. */
  quote: (id: number, quote: ShuttleQuoteValues, tx: DbOrTx): Promise<ShuttleRequestRow> =>
    tx
      .updateTable('shuttle_requests')
      .set({
        status: 'quoted',
        per_ride_cents: quote.perRideCents,
        monthly_cents: quote.monthlyCents,
        vehicles: quote.vehicles,
        seats_per_vehicle: quote.seatsPerVehicle,
        quote_note: quote.note,
        valid_until: quote.validUntil,
        quoted_at: quote.at,
        quoted_by: quote.quotedBy,
        updated_at: quote.at,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),

  /** Ends the request: accepted or declined by the requester, closed by the operator; with the reason. */
  end: (id: number, change: { status: 'accepted' | 'declined' | 'closed'; reason: string; at: Date }, tx: DbOrTx): Promise<ShuttleRequestRow> =>
    tx
      .updateTable('shuttle_requests')
      .set({ status: change.status, reason: change.reason, updated_at: change.at })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
});

export type ShuttleRequestsRepository = ReturnType<typeof createShuttleRequestsRepository>;
