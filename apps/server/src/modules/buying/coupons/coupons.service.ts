import type { CouponSummaryData } from '@udian/contracts/endpoints/coupons/coupon-summary';
import type { UserCouponListData, UserCouponListQuery } from '@udian/contracts/endpoints/coupons/user-coupon-list';
import type { LineType } from '@udian/contracts/schemas/lines';
import { COUPON_EXPIRING_SOON_DAYS, PRODUCT_TYPE_BUS_TICKET, type CouponTerms as CouponTermsView, type UserCoupon } from '@udian/contracts/schemas/orders';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import type { AccountsPort } from '../buying.ports';
import { appliesToLine, type CouponTerms } from './coupon-rules';
import type { CouponEventRow, CouponGrant, CouponRepository, CouponTemplateRow, UserCouponRow } from './coupons.repository';

/** A coupon handed to a passenger (a campaign, a code, an invitation, a late bus): what other contexts pass to grant. */
export type { CouponGrant };

const DAY_MS = 86_400_000;

export const toCouponTerms = (row: UserCouponRow): CouponTerms & { row: UserCouponRow } => ({
  id: row.id,
  kind: row.kind,
  amountCents: row.amount_cents,
  ratioPercent: row.ratio_percent,
  maxDiscountCents: row.max_discount_cents,
  thresholdCents: row.threshold_cents,
  productTypes: row.product_types,
  lineIds: row.line_ids.map(Number),
  lineTypes: row.line_types,
  validFrom: row.valid_from,
  validTo: row.valid_to,
  row,
});

type ListStatus = z.output<typeof UserCouponListQuery>['status'];

/** Where a coupon stands now: locked ones (held by a pending order) are in no list. */
const standing = (row: UserCouponRow, now: Date): 'usable' | 'used' | 'expired' | 'locked' => {
  if (row.status === 'used') return 'used';
  if (row.status === 'locked') return 'locked';
  return row.valid_to <= now ? 'expired' : 'usable';
};

const isInList = (row: UserCouponRow, status: ListStatus, now: Date): boolean => {
  const at = standing(row, now);
  return status === 'invalid' ? at === 'used' || at === 'expired' : at === status;
};

/** What the passenger sees beside a coupon besides its terms: its lines' names, its history, a line to use it on. */
type ViewContext = {
  now: Date;
  lineNames: Map<number, string>;
  events: Map<number, CouponEventRow[]>;
  /** The passenger's recent order lines first, then every line running now. */
  candidateLines: readonly { id: number; type: string }[];
};

const lastUsedAt = (events: readonly CouponEventRow[]): Date | null => events.filter((e) => e.kind === 'used').at(-1)?.at ?? null;

const toUserCoupon = (row: UserCouponRow, ctx: ViewContext): UserCoupon => {
  const terms = toCouponTerms(row);
  const events = ctx.events.get(row.id) ?? [];
  const status = row.status === 'unused' && row.valid_to <= ctx.now ? 'expired' : row.status;
  const usedAt = row.status === 'used' ? lastUsedAt(events) : null;
  return {
    userCouponId: String(row.id),
    name: row.name,
    kind: row.kind,
    amountCents: row.amount_cents,
    ratioPercent: row.ratio_percent,
    maxDiscountCents: row.max_discount_cents,
    thresholdCents: row.threshold_cents,
    productTypes: row.product_types,
    lines: terms.lineIds.map((id) => ({ lineId: String(id), name: ctx.lineNames.get(id) ?? '' })).filter((l) => l.name !== ''),
    lineTypes: row.line_types as LineType[],
    validFrom: row.valid_from.toISOString(),
    validTo: row.valid_to.toISOString(),
    status,
    description: row.description,
    isExpiringSoon: status === 'unused' && row.valid_to.getTime() - ctx.now.getTime() <= COUPON_EXPIRING_SOON_DAYS * DAY_MS,
    source: row.source,
    note: row.note,
    usedAt: usedAt?.toISOString() ?? null,
    history: events.map((e) => ({ kind: e.kind, at: e.at.toISOString(), orderNo: e.order_no })),
    useLineId: status === 'unused' ? (ctx.candidateLines.find((line) => appliesToLine(terms, line))?.id.toString() ?? null) : null,
  };
};

/**
 * A template's terms as they are shown (a campaign's or an invitation's coupon; the console's templates):
 * the one mapping of a template row. Lines that no longer exist are left out.
 */
export const toTermsView = (row: CouponTemplateRow, lineNames: Map<number, string>): CouponTermsView => ({
  name: row.name,
  kind: row.kind,
  amountCents: row.amount_cents,
  ratioPercent: row.ratio_percent,
  maxDiscountCents: row.max_discount_cents,
  thresholdCents: row.threshold_cents,
  productTypes: row.product_types,
  lines: row.line_ids.map(Number).flatMap((id) => (lineNames.has(id) ? [{ lineId: String(id), name: lineNames.get(id)! }] : [])),
  lineTypes: row.line_types as LineType[],
  validDays: row.valid_days,
  fixedValidFrom: row.valid_from?.toISOString() ?? null,
  fixedValidTo: row.valid_to?.toISOString() ?? null,
  description: row.description,
});

/** The latest first: a used coupon by when it was spent, an expired one by when it ended. */
const endedAt = (coupon: UserCoupon): number => new Date(coupon.usedAt ?? coupon.validTo).getTime();

export const createCouponService = ({
  db,
  accounts,
  coupons,
  now = () => new Date(),
}: {
  db: Db;
  accounts: Pick<AccountsPort, 'lockUser'>;
  coupons: CouponRepository;
  now?: () => Date;
}) => {
  /**
   * The passenger's coupons, after granting any welcome coupon not yet given (once, under the user lock).
   * `at` is the caller's instant: a coupon granted now is valid from then, not from a moment after it.
   */
  const holdings = async (userId: number, at: Date = now()): Promise<UserCouponRow[]> => {
    if (await coupons.hasUngrantedWelcome(userId)) {
      await db.transaction().execute(async (tx) => {
        await accounts.lockUser(userId, tx);
        await coupons.grantWelcome(userId, at, tx);
      });
    }
    return coupons.listByUser(userId);
  };

  /**
   * The one place a passenger's coupon view (UserCoupon) is built: terms, the names of its lines, its history
   * with order numbers, when it was spent, whether it expires soon, and the line 去使用 opens (one it applies
   * to that runs now, the line of the passenger's most recent order first; null when none runs).
   */
  const viewsOf = async (
    userId: number,
    rows: readonly UserCouponRow[],
    at: Date,
    { isAtCheckout = false }: { isAtCheckout?: boolean } = {},
  ): Promise<UserCoupon[]> => {
    if (rows.length === 0) return [];
    const lineIds = [...new Set(rows.flatMap((r) => r.line_ids.map(Number)))];
    // At checkout (every price quote) the coupons are being chosen for this very order: their history and the
    // line 去使用 would open are not shown, so neither is read on that hot path.
    const needsLine = !isAtCheckout && rows.some((r) => r.status === 'unused' && r.valid_to > at);
    const [names, events, recent, running] = await Promise.all([
      coupons.lineNames(lineIds),
      isAtCheckout ? [] : coupons.eventsOf(rows.map((r) => r.id)),
      needsLine ? coupons.recentOrderLines(userId) : [],
      needsLine ? coupons.runningLines(at) : [],
    ]);
    const runningIds = new Set(running.map((l) => l.id));
    const candidateLines = [...recent.filter((l) => runningIds.has(l.id)), ...running];
    const byCoupon = new Map<number, CouponEventRow[]>();
    for (const e of events) {
      const id = Number(e.user_coupon_id);
      byCoupon.set(id, [...(byCoupon.get(id) ?? []), e]);
    }
    const ctx: ViewContext = { now: at, lineNames: new Map(names.map((l) => [Number(l.id), l.name])), events: byCoupon, candidateLines };
    return rows.map((row) => toUserCoupon(row, ctx));
  };

  return {
    holdings,
    viewsOf,

    /** Hands a passenger one coupon (a campaign, a code, an invitation, a late bus), in the caller's transaction. */
    grant: (grant: CouponGrant, tx?: DbOrTx): Promise<number> => coupons.grant(grant, tx),

    /** One coupon of the passenger as they see it, or null when it is not theirs. */
    view: async (userId: number, userCouponId: number): Promise<UserCoupon | null> => {
      const row = await coupons.findOwned(userId, userCouponId);
      return row ? ((await viewsOf(userId, [row], now()))[0] ?? null) : null;
    },

    /** Templates' terms as a passenger is shown them, by template id. */
    templateTerms: async (templateIds: readonly number[]): Promise<Map<number, CouponTermsView>> => {
      const rows = await coupons.findTemplates([...new Set(templateIds)]);
      const names = await coupons.lineNames([...new Set(rows.flatMap((r) => r.line_ids.map(Number)))]);
      const lineNames = new Map(names.map((l) => [Number(l.id), l.name]));
      return new Map(rows.map((r) => [Number(r.id), toTermsView(r, lineNames)]));
    },

    /**
     * The passenger's coupons for these product types: usable (soonest expiry first), used, expired, or
     * invalid (used and expired together, the latest first).
     */
    list: async (userId: string, query: { productTypes: number[]; status: ListStatus }): Promise<UserCouponListData> => {
      const at = now();
      const rows = await holdings(Number(userId), at);
      const wanted = rows.filter((row) => isInList(row, query.status, at) && row.product_types.some((type) => query.productTypes.includes(type)));
      const views = await viewsOf(Number(userId), wanted, at);
      if (query.status === 'usable') return { coupons: views };
      return { coupons: views.sort((a, b) => endedAt(b) - endedAt(a) || Number(b.userCouponId) - Number(a.userCouponId)) };
    },

    /** The user centre's count beside 我的优惠券: usable bus-ticket coupons, and how many of those expire soon. */
    summary: async (userId: string): Promise<CouponSummaryData> => {
      const at = now();
      const usable = (await holdings(Number(userId), at)).filter((row) => standing(row, at) === 'usable' && row.product_types.includes(PRODUCT_TYPE_BUS_TICKET));
      return {
        usableCount: usable.length,
        expiringSoonCount: usable.filter((row) => row.valid_to.getTime() - at.getTime() <= COUPON_EXPIRING_SOON_DAYS * DAY_MS).length,
      };
    },
  };
};

export type CouponService = ReturnType<typeof createCouponService>;
