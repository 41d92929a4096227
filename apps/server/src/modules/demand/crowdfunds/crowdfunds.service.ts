import type { AssembleMe } from '@udian/contracts/endpoints/assemble/assemble';
import type { AssembleLine, AssembleMyState, AssemblePlan, MyAssemble } from '@udian/contracts/schemas/assemble';
import type { z } from 'zod';
import { AppError } from '../../../http/app-error';
import type { CrowdfundBuyingPort, CrowdfundNetworkPort } from '../demand.ports';
import { planOf, toAssembleLine } from './crowdfund.mapper';
import type { PresaleOrderRow } from '../../buying/presales/presales.service';
import type { CrowdfundRow, CrowdfundsRepository } from './crowdfunds.repository';

export type CrowdfundsServiceDeps = {
  crowdfunds: CrowdfundsRepository;
  network: Pick<CrowdfundNetworkPort, 'stops' | 'departures'>;
  buying: CrowdfundBuyingPort;
  now?: () => Date;
};

/**
 * A passenger's part in a crowdfund from their orders on its line (buying's): committed while an order has
 * paid riders, refunded once money went back and none rides, joined with a pending order or a join alone.
 */
export const myStateOf = (orders: readonly PresaleOrderRow[], hasJoined: boolean): { state: AssembleMyState | null; orderNo: string | null; refundedCents: number } => {
  const paid = orders.find((o) => o.status === 'paid' && o.live_riders > 0);
  if (paid) return { state: 'committed', orderNo: paid.order_no, refundedCents: 0 };
  const refunded = orders.find((o) => o.refunded_cents > 0);
  if (refunded) return { state: 'refunded', orderNo: refunded.order_no, refundedCents: orders.reduce((sum, o) => sum + o.refunded_cents, 0) };
  const pending = orders.find((o) => o.status === 'pending');
  if (pending) return { state: 'joined', orderNo: pending.order_no, refundedCents: 0 };
  return { state: hasJoined ? 'joined' : null, orderNo: null, refundedCents: 0 };
};

/** Crowdfunds as passengers see them (decision 047): a line's, a shared one, joining from a share, mine. */
export const createCrowdfundsService = ({ crowdfunds, network, buying, now = () => new Date() }: CrowdfundsServiceDeps) => {
  const viewOf = async (row: CrowdfundRow): Promise<{ assemble: AssembleLine; plan: AssemblePlan | null }> => {
    const [stops, departures, committed] = await Promise.all([
      network.stops(row.line_id),
      network.departures(row.line_id),
      buying.presales.committedRiders(row.line_id, row.period_dates[0]!),
    ]);
    const isOpen = row.status === 'gathering' && now().getTime() < row.deadline.getTime();
    return { assemble: toAssembleLine(row, stops, departures, committed), plan: isOpen ? planOf(row, stops, departures) : null };
  };

  const mineOn = async (row: CrowdfundRow, userId: number) => {
    const [orders, hasJoined] = await Promise.all([buying.presales.orders(row.line_id, row.period_dates[0]!), crowdfunds.hasJoined(row.id, userId)]);
    return myStateOf(orders.filter((o) => o.user_id === userId), hasJoined);
  };

  return {
    info: async (userId: string | null, lineId: string): Promise<{ assemble: AssembleLine; plan: AssemblePlan | null; me: z.infer<typeof AssembleMe> | null }> => {
      const row = await crowdfunds.findByLine(Number(lineId));
      if (!row) throw new AppError('assembleNotFound');
      const view = await viewOf(row);
      if (userId === null) return { ...view, me: null };
      const mine = await mineOn(row, Number(userId));
      return { ...view, me: { state: mine.state, orderNo: mine.orderNo } };
    },

    shareDetail: async (shareCode: string): Promise<{ assemble: AssembleLine }> => {
      const row = await crowdfunds.findByShareCode(shareCode);
      if (!row) throw new AppError('assembleNotFound');
      return { assemble: (await viewOf(row)).assemble };
    },

    join: async (userId: string, shareCode: string): Promise<{ assemble: AssembleLine; plan: AssemblePlan }> => {
      const row = await crowdfunds.findByShareCode(shareCode);
      // A carpool is joined through its own call (decision 051), which keeps its guards.
      if (!row || row.kind !== 'line') throw new AppError('assembleNotFound');
      if (row.status !== 'gathering' || now().getTime() >= row.deadline.getTime()) throw new AppError('assembleClosed');
      const view = await viewOf(row);
      // A departure missing (stopped by the operator): nothing to buy. Seats gone: nothing to join.
      if (!view.plan) throw new AppError('assembleClosed');
      if (view.assemble.seatsLeft === 0) throw new AppError('assembleFull');
      await crowdfunds.join(row.id, Number(userId));
      return { assemble: view.assemble, plan: view.plan };
    },

    myList: async (userId: string): Promise<{ items: MyAssemble[] }> => {
      const owner = Number(userId);
      const rows = await crowdfunds.ofUser(owner, await buying.presales.linesOfUser(owner));
      const items: MyAssemble[] = [];
      for (const row of rows) {
        const [{ assemble }, mine] = await Promise.all([viewOf(row), mineOn(row, owner)]);
        items.push({ assemble, myState: mine.state ?? 'joined', orderNo: mine.orderNo, refundedCents: mine.refundedCents });
      }
      return { items };
    },
  };
};

export type CrowdfundsService = ReturnType<typeof createCrowdfundsService>;
