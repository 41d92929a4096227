import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { shanghaiClock, shanghaiDate } from '../../../time/shanghai-time';
import type { CrowdfundBuyingPort, CrowdfundNetworkPort, CrowdfundSmsPort, DemandAccountsPort } from '../demand.ports';
import { clockOf } from './crowdfund.mapper';
import { crowdfundNotices, monthDay } from './crowdfund-notices';
import type { CrowdfundRow, CrowdfundsRepository } from './crowdfunds.repository';

/** Why a failed crowdfund's departures stop: riders see it on their tickets. */
export const FAILED_REASON = '众筹未成团，已全额退款';
/** The same for a carpool that did not reach its minimum by its deadline (decision 051). */
export const CARPOOL_FAILED_REASON = '拼车未成行，已全额退款';
/** Another instance's claim on settling a crowdfund lapses after this. */
const SETTLE_LEASE_MS = 5 * 60_000;

export type CrowdfundLifecycleDeps = {
  db: Db;
  crowdfunds: CrowdfundsRepository;
  network: CrowdfundNetworkPort;
  buying: CrowdfundBuyingPort;
  accounts: Pick<DemandAccountsPort, 'phones'>;
  sms: CrowdfundSmsPort;
  logger: { warn: (obj: object, msg: string) => void };
  now?: () => Date;
};

/** 'M月D日 HH:mm' in Asia/Shanghai. */
export const shanghaiLabel = (at: Date): string => `${monthDay(shanghaiDate(at))} ${shanghaiClock(at)}`;

/**
 * How a crowdfund ends (decision 047). Each change of state happens under the crowdfund's row lock:
 * gathering → opened when its paid riders reach the target (the presale released, the line's service runs on,
 * its departures made); gathering → failed at the deadline short of it, or → closed by the operator (the
 * presale closed in the same transaction, so no order is taken after it). A failed or closed crowdfund is then
 * settled: each departure stopped through buying (every payment back in full, every hold closed; a payment
 * that still arrives is refunded by buying), the line withdrawn, the riders told. The periodic job runs
 * `run`; settling is claimed per crowdfund, so instances share the work and a crash is picked up again.
 * A carpool (decision 051) is a crowdfund of kind carpool: the same path, its one ride not extended, its own words.
 */
export const createCrowdfundLifecycle = (deps: CrowdfundLifecycleDeps) => {
  const { db, crowdfunds, network, buying, accounts, sms, logger } = deps;
  const now = deps.now ?? (() => new Date());

  const send = async (orderId: number | null, message: ReturnType<(typeof crowdfundNotices)['opened']>): Promise<boolean> => {
    let status: 'sent' | 'failed' = 'sent';
    try {
      await sms.sendNotice(message);
    } catch (err) {
      logger.warn({ err, orderId }, 'crowdfund notice not sent');
      status = 'failed';
    }
    await crowdfunds.recordMessage({ orderId, phone: message.phone, template: message.templateId, content: message.text, status, at: now() });
    return status === 'sent';
  };

  /** Tells each paying rider of an opened crowdfund: one message per order. */
  const tellOpened = async (row: CrowdfundRow): Promise<number> => {
    const orders = (await buying.presales.orders(row.line_id, row.period_dates[0]!)).filter((o) => o.status === 'paid' && o.live_riders > 0);
    const phones = await accounts.phones(orders.map((o) => o.user_id));
    let told = 0;
    for (const order of orders) {
      const phone = phones.get(order.user_id);
      if (!phone) continue;
      const notice = row.kind === 'carpool' ? crowdfundNotices.carpoolOpened : crowdfundNotices.opened;
      const message = notice({ productName: sms.productName, phone, lineCode: row.line_code, firstDay: row.period_dates[0]!, time: clockOf(row.departure_minutes) });
      if (await send(order.id, message)) told += 1;
    }
    return told;
  };

  /** Stops the ended crowdfund's departures, withdraws its line and tells the riders refunded; then marks it settled. */
  const settle = async (id: number): Promise<number> => {
    const row = await crowdfunds.findById(id);
    if (!row || (row.status !== 'failed' && row.status !== 'closed') || row.settled_at) return 0;
    const isCarpool = row.kind === 'carpool';
    const reason = row.status === 'closed' && row.close_reason ? `${isCarpool ? '拼车' : '众筹'}已关闭（${row.close_reason}）` : isCarpool ? CARPOOL_FAILED_REASON : FAILED_REASON;
    const refunded = new Map<number, { phone: string | null; amountCents: number }>();
    for (const departure of await network.departures(row.line_id)) {
      if (departure.status !== 'scheduled') continue;
      const refunds = await buying.stopDeparture(departure.id, reason);
      for (const refund of refunds ?? []) {
        const sum = refunded.get(refund.orderId) ?? { phone: refund.phone, amountCents: 0 };
        sum.amountCents += refund.amountCents;
        refunded.set(refund.orderId, sum);
      }
    }
    await db.transaction().execute((tx) => network.withdraw(row.line_id, tx));
    await network.afterCommit();
    let told = 0;
    const why = row.status === 'closed' ? (isCarpool ? '拼车已关闭' : '众筹已关闭') : isCarpool ? '未成行' : '未成团';
    const notice = isCarpool ? crowdfundNotices.carpoolFailed : crowdfundNotices.failed;
    for (const [orderId, refund] of refunded) {
      if (!refund.phone || refund.amountCents <= 0) continue;
      const message = notice({ productName: sms.productName, phone: refund.phone, lineCode: row.line_code, reason: why, amountCents: refund.amountCents });
      if (await send(orderId, message)) told += 1;
    }
    await crowdfunds.update(id, { settled_at: now() }, now());
    return told;
  };

  /** Opens a gathering crowdfund that reached its target, or fails one past its deadline; null: no change. */
  const transition = async (id: number): Promise<'opened' | 'failed' | null> => {
    const at = now();
    const outcome = await db.transaction().execute(async (tx) => {
      const row = await crowdfunds.lock(id, tx);
      if (!row || row.status !== 'gathering') return null;
      const committed = await buying.presales.committedRiders(row.line_id, row.period_dates[0]!, tx);
      if (committed >= row.target) {
        await crowdfunds.update(id, { status: 'opened', ended_at: at }, at, tx);
        await buying.presales.release(row.line_id, tx);
        // A line runs on for a year; a carpool is its one ride, whose departure exists already.
        if (row.kind === 'line') await network.confirm(row.line_id, row.first_day, tx);
        await crowdfunds.markDemands(id, { status: 'opened' }, at, tx);
        return 'opened' as const;
      }
      if (at.getTime() < row.deadline.getTime()) return null;
      await crowdfunds.update(id, { status: 'failed', ended_at: at }, at, tx);
      await buying.presales.close(row.line_id, tx);
      await crowdfunds.markDemands(id, { status: 'failed' }, at, tx);
      return 'failed' as const;
    });
    if (outcome === 'opened') {
      await network.afterCommit();
      const row = await crowdfunds.findById(id);
      if (row) await tellOpened(row);
    }
    return outcome;
  };

  return {
    transition,

    /** The periodic job: every gathering crowdfund checked, then every ended one settled (claimed first). */
    run: async (): Promise<{ opened: number; failed: number; settled: number }> => {
      let opened = 0;
      let failed = 0;
      for (const id of await crowdfunds.gatheringIds()) {
        const outcome = await transition(id);
        if (outcome === 'opened') opened += 1;
        if (outcome === 'failed') failed += 1;
      }
      const claimed = await crowdfunds.claimUnsettled(now(), SETTLE_LEASE_MS);
      for (const id of claimed) await settle(id);
      return { opened, failed, settled: claimed.length };
    },

    /** The operator closes a gathering crowdfund early: closed in one transaction (with `onClosed`, the audit), then settled here. */
    close: async (id: number, reason: string, onClosed: (tx: DbOrTx) => Promise<void>): Promise<number> => {
      const at = now();
      await db.transaction().execute(async (tx) => {
        const row = await crowdfunds.lock(id, tx);
        if (!row) throw new AppError('assembleNotFound');
        if (row.status !== 'gathering') throw new AppError('assembleNotGathering');
        await crowdfunds.update(id, { status: 'closed', close_reason: reason, ended_at: at }, at, tx);
        await buying.presales.close(row.line_id, tx);
        await crowdfunds.markDemands(id, { status: 'failed' }, at, tx);
        await onClosed(tx);
      });
      // Claimed now, so the job does not settle it at the same time.
      const claimed = await crowdfunds.claimUnsettled(at, SETTLE_LEASE_MS, id);
      return claimed.length > 0 ? settle(id) : 0;
    },
  };
};

export type CrowdfundLifecycle = ReturnType<typeof createCrowdfundLifecycle>;
