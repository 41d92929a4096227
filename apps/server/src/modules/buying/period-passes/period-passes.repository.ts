import { sql, type Selectable } from 'kysely';
import type { DbOrTx } from '../../../db/database';
import type { OrderStatus, PeriodPassKindValue, PeriodPassProductTable, TicketStatus } from '../../../db/schema';

export type PeriodPassProductRow = Selectable<PeriodPassProductTable>;

export type SavedProduct = Pick<PeriodPassProductRow, 'line_id' | 'kind' | 'discount_percent' | 'sale_from' | 'sale_to' | 'is_on_sale'>;

/** A pass with its order, line and stops, as my passes and period-detail show it. */
export type PassRow = {
  order_id: number;
  order_no: string;
  status: OrderStatus;
  expires_at: Date;
  payable_cents: number;
  line_id: number;
  line_code: string;
  line_name: string;
  kind: PeriodPassKindValue;
  starts_on: string;
  ends_on: string;
  discount_percent: number;
  board_seq: number;
  board_name: string;
  board_minutes: number;
  alight_seq: number;
  alight_name: string;
  alight_minutes: number;
  refunded_cents: number;
};

/** A day of a pass: its ticket and when the bus is due at the holder's boarding stop. */
export type PassTicketRow = {
  id: number;
  order_id: number;
  service_date: string;
  status: TicketStatus;
  checked_at: Date | null;
  departs_at: Date;
  boards_at: Date;
  passenger_name: string;
};

const productColumns = ['id', 'line_id', 'kind', 'discount_percent', 'sale_from', 'sale_to', 'is_on_sale', 'created_at', 'updated_at'] as const;

/** The SQL of period passes (decision 050): a line's products, the passes bought and their days. */
export const createPeriodPassesRepository = (db: DbOrTx) => ({
  findProducts: (lineId: number, tx: DbOrTx = db): Promise<PeriodPassProductRow[]> =>
    tx.selectFrom('period_pass_products').select(productColumns).where('line_id', '=', lineId).orderBy('kind').execute(),

  findProduct: (lineId: number, kind: PeriodPassKindValue, tx: DbOrTx = db): Promise<PeriodPassProductRow | undefined> =>
    tx.selectFrom('period_pass_products').select(productColumns).where('line_id', '=', lineId).where('kind', '=', kind).executeTakeFirst(),

  /** The product as it was, locked until `tx` ends (a save reads its before under the lock). */
  lockProduct: (lineId: number, kind: PeriodPassKindValue, tx: DbOrTx): Promise<PeriodPassProductRow | undefined> =>
    tx.selectFrom('period_pass_products').select(productColumns).where('line_id', '=', lineId).where('kind', '=', kind).forUpdate().executeTakeFirst(),

  /** One product per line and kind: inserted, or updated in place. */
  saveProduct: (product: SavedProduct, at: Date, tx: DbOrTx = db): Promise<PeriodPassProductRow> =>
    tx
      .insertInto('period_pass_products')
      .values({ ...product, created_at: at, updated_at: at })
      .onConflict((oc) =>
        oc.columns(['line_id', 'kind']).doUpdateSet({
          discount_percent: product.discount_percent,
          sale_from: product.sale_from,
          sale_to: product.sale_to,
          is_on_sale: product.is_on_sale,
          updated_at: at,
        }),
      )
      .returning(productColumns)
      .executeTakeFirstOrThrow(),

  /** Live passes (paid, or held and not lapsed at `now`) of each product's period starting on the day given. */
  countLive: async (periods: readonly { productId: number; startsOn: string }[], now: Date, tx: DbOrTx = db): Promise<Map<string, number>> => {
    if (periods.length === 0) return new Map();
    const rows = await tx
      .selectFrom('period_passes as pp')
      .innerJoin('orders as o', 'o.id', 'pp.order_id')
      .select(['pp.product_id', sql<string>`pp.starts_on::text`.as('starts_on'), sql<number>`count(*)::integer`.as('n')])
      .where('pp.product_id', 'in', periods.map((p) => p.productId))
      .where((eb) => eb.or([eb('o.status', '=', 'paid'), eb.and([eb('o.status', '=', 'pending'), eb('o.expires_at', '>', now)])]))
      .groupBy(['pp.product_id', 'pp.starts_on'])
      .execute();
    return new Map(rows.map((r) => [`${r.product_id}:${r.starts_on}`, Number(r.n)]));
  },

  /** Written with the order, in its transaction: what makes the order a pass. */
  insertPass: async (pass: { order_id: number; product_id: number; kind: PeriodPassKindValue; starts_on: string; ends_on: string; discount_percent: number; created_at: Date }, tx: DbOrTx): Promise<void> => {
    await tx.insertInto('period_passes').values(pass).execute();
  },

  /** Whether the passenger rides a live pass (paid, or held and not lapsed) of this product's period. */
  hasLivePass: async (passengerId: number, productId: number, startsOn: string, now: Date, tx: DbOrTx = db): Promise<boolean> => {
    const row = await tx
      .selectFrom('period_passes as pp')
      .innerJoin('orders as o', 'o.id', 'pp.order_id')
      .select('pp.order_id')
      .where('pp.product_id', '=', productId)
      .where('pp.starts_on', '=', startsOn)
      .where((eb) => eb.or([eb('o.status', '=', 'paid'), eb.and([eb('o.status', '=', 'pending'), eb('o.expires_at', '>', now)])]))
      .where(({ exists, selectFrom }) => exists(selectFrom('tickets as t').select('t.id').whereRef('t.order_id', '=', 'o.id').where('t.passenger_id', '=', passengerId)))
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * The user's passes, the latest period first (or the one of `orderNo`): paid, refunded, or held and not
   * lapsed at `now`; a held pass that ended unpaid is no pass of theirs (its order still is, in my orders).
   */
  findPasses: (userId: number, filter: { orderNo: string } | { now: Date }, tx: DbOrTx = db): Promise<PassRow[]> => {
    let query = tx
      .selectFrom('period_passes as pp')
      .innerJoin('orders as o', 'o.id', 'pp.order_id')
      .innerJoin('lines as l', 'l.id', 'o.line_id')
      .leftJoin('line_stops as bs', (join) => join.onRef('bs.line_id', '=', 'o.line_id').onRef('bs.seq', '=', 'o.board_seq'))
      .leftJoin('stations as bst', 'bst.id', 'bs.station_id')
      .leftJoin('line_stops as als', (join) => join.onRef('als.line_id', '=', 'o.line_id').onRef('als.seq', '=', 'o.alight_seq'))
      .leftJoin('stations as ast', 'ast.id', 'als.station_id')
      .select([
        'o.id as order_id', 'o.order_no', 'o.status', 'o.expires_at', 'o.payable_cents', 'o.line_id', 'l.code as line_code', 'l.name as line_name',
        'pp.kind', sql<string>`pp.starts_on::text`.as('starts_on'), sql<string>`pp.ends_on::text`.as('ends_on'), 'pp.discount_percent',
        'o.board_seq', sql<string>`coalesce(bst.name, '')`.as('board_name'), sql<number>`coalesce(bs.minutes_from_start, 0)`.as('board_minutes'),
        'o.alight_seq', sql<string>`coalesce(ast.name, '')`.as('alight_name'), sql<number>`coalesce(als.minutes_from_start, 0)`.as('alight_minutes'),
        sql<number>`(SELECT coalesce(sum(r.amount_cents), 0)::integer FROM refunds r WHERE r.order_id = o.id AND r.status <> 'failed')`.as('refunded_cents'),
      ])
      .where('o.user_id', '=', userId);
    if ('orderNo' in filter) return query.where('o.order_no', '=', filter.orderNo).execute();
    query = query.where((eb) => eb.or([eb('o.status', 'in', ['paid', 'refunded']), eb.and([eb('o.status', '=', 'pending'), eb('o.expires_at', '>', filter.now)])]));
    return query.orderBy('pp.starts_on', 'desc').orderBy('o.id', 'desc').limit(100).execute();
  },

  /** The days of these passes, soonest first; released tickets (an order that ended unpaid) left out. */
  findPassTickets: (orderIds: readonly number[], tx: DbOrTx = db): Promise<PassTicketRow[]> =>
    orderIds.length === 0
      ? Promise.resolve([])
      : tx
          .selectFrom('tickets as t')
          .innerJoin('orders as o', 'o.id', 't.order_id')
          .innerJoin('departures as d', 'd.id', 't.departure_id')
          .leftJoin('line_stops as bs', (join) => join.onRef('bs.line_id', '=', 'o.line_id').onRef('bs.seq', '=', 'o.board_seq'))
          .select([
            't.id', 't.order_id', sql<string>`t.service_date::text`.as('service_date'), 't.status', 't.checked_at', 'd.departs_at', 't.passenger_name',
            sql<Date>`d.departs_at + make_interval(mins => coalesce(bs.minutes_from_start, 0)::integer)`.as('boards_at'),
          ])
          .where('t.order_id', 'in', orderIds)
          .where('t.status', '<>', 'released')
          .orderBy('t.service_date')
          .orderBy('t.id')
          .execute(),
});

export type PeriodPassesRepository = ReturnType<typeof createPeriodPassesRepository>;
