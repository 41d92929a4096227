import type { CreateAssembleBody, OpsAssemble } from '@udian/contracts/endpoints/ops/demand/assemble';
import type { AssembleStatus } from '@udian/contracts/schemas/assemble';
import { clockMinutes } from '@udian/contracts/schemas/demand';
import { greatCircleMeters } from '@udian/contracts/great-circle';
import { maskPhone } from '@udian/contracts/masking';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { shanghaiDate } from '../../../time/shanghai-time';
import type { CrowdfundBuyingPort, CrowdfundNetworkPort, CrowdfundSmsPort, DemandAccountsPort, DemandNetworkPort } from '../demand.ports';
import { newShareCode } from '../demands/share-code';
import { clockOf, toAssembleLine } from './crowdfund.mapper';
import { shanghaiLabel, type CrowdfundLifecycle } from './crowdfund-lifecycle.service';
import { crowdfundNotices } from './crowdfund-notices';
import type { CrowdfundRow, CrowdfundsRepository } from './crowdfunds.repository';

/** Stations offered for a proposal lie within this distance of the demands' centre, at most this many. */
const SUGGEST_RADIUS_M = 2_000;
const SUGGEST_LIMIT = 8;
/** A first guess at a run: straight-line distance at 25 km/h, plus 10 minutes. */
const runMinutesOf = (meters: number): number => Math.round(meters / (25_000 / 60)) + 10;

/** A write of the console's, recorded in the audit log inside its transaction. */
export type CrowdfundCommitHook = (tx: DbOrTx, after: { id: string; summary: string; detail: Record<string, unknown> }) => Promise<void>;

export type CrowdfundAdminDeps = {
  db: Db;
  crowdfunds: CrowdfundsRepository;
  lines: CrowdfundNetworkPort;
  stations: Pick<DemandNetworkPort, 'stationsNear'>;
  buying: CrowdfundBuyingPort;
  accounts: Pick<DemandAccountsPort, 'phones'>;
  sms: CrowdfundSmsPort;
  lifecycle: CrowdfundLifecycle;
  now?: () => Date;
};

const centre = (points: readonly { lng: number; lat: number }[]) => ({
  lng: points.reduce((sum, p) => sum + p.lng, 0) / points.length,
  lat: points.reduce((sum, p) => sum + p.lat, 0) / points.length,
});

/**
 * Crowdfunds in the operator console (decision 047): what to propose from some demands, the proposal (its
 * custom line, presale and demands in one transaction), the monitor, closing early, extending, telling.
 */
export const createCrowdfundAdminService = (deps: CrowdfundAdminDeps) => {
  const { db, crowdfunds, lines, stations, buying, accounts, sms, lifecycle } = deps;
  const now = deps.now ?? (() => new Date());

  const opsView = async (row: CrowdfundRow): Promise<OpsAssemble> => {
    const [stops, departures, orders, demandIds] = await Promise.all([
      lines.stops(row.line_id),
      lines.departures(row.line_id),
      buying.presales.orders(row.line_id, row.period_dates[0]!),
      crowdfunds.demandIds(row.id),
    ]);
    const committed = orders.filter((o) => o.status === 'paid').reduce((sum, o) => sum + o.live_riders, 0);
    return {
      ...toAssembleLine(row, stops, departures, committed),
      demandIds: demandIds.map(String),
      pending: orders.filter((o) => o.status === 'pending').reduce((sum, o) => sum + o.riders, 0),
      notifiedAt: row.notified_at?.toISOString() ?? null,
      closeReason: row.close_reason,
      createdAt: row.created_at.toISOString(),
    };
  };

  const found = async (id: string): Promise<CrowdfundRow> => {
    const row = await crowdfunds.findById(Number(id));
    if (!row) throw new AppError('assembleNotFound');
    return row;
  };

  /** Texts people by account id, one message each; how many were sent. */
  const tell = async (userIds: readonly number[], messageOf: (phone: string) => Parameters<CrowdfundSmsPort['sendNotice']>[0]): Promise<number> => {
    const phones = await accounts.phones([...new Set(userIds)]);
    let told = 0;
    for (const phone of new Set(phones.values())) {
      const message = messageOf(phone);
      let status: 'sent' | 'failed' = 'sent';
      try {
        await sms.sendNotice(message);
        told += 1;
      } catch {
        status = 'failed';
      }
      await crowdfunds.recordMessage({ orderId: null, phone, template: message.templateId, content: message.text, status, at: now() });
    }
    return told;
  };

  return {
    suggest: async (demandIds: readonly number[]) => {
      const demands = await crowdfunds.openDemands(demandIds);
      if (demands.length === 0) throw new AppError('assembleDemandsUnknown');
      const from = centre(demands.map((d) => ({ lng: Number(d.from_lng), lat: Number(d.from_lat) })));
      const to = centre(demands.map((d) => ({ lng: Number(d.to_lng), lat: Number(d.to_lat) })));
      const nearestName = (which: 'from' | 'to', at: { lng: number; lat: number }) =>
        [...demands].sort(
          (a, b) =>
            greatCircleMeters(at, { lng: Number(a[`${which}_lng`]), lat: Number(a[`${which}_lat`]) }) -
            greatCircleMeters(at, { lng: Number(b[`${which}_lng`]), lat: Number(b[`${which}_lat`]) }),
        )[0]![`${which}_name`];
      const [fromStations, toStations] = await Promise.all([stations.stationsNear(from, SUGGEST_RADIUS_M, SUGGEST_LIMIT), stations.stationsNear(to, SUGGEST_RADIUS_M, SUGGEST_LIMIT)]);
      const runMinutes = runMinutesOf(greatCircleMeters(from, to));
      const people = demands.reduce((sum, d) => sum + d.people, 0);
      // Arrive-by demands: leave early enough to arrive by the earliest window end; depart demands: at the window's start.
      const arrive = demands.filter((d) => d.time_kind === 'arrive');
      const departure =
        arrive.length >= demands.length / 2
          ? Math.min(...arrive.map((d) => d.window_end_minutes)) - runMinutes
          : Math.min(...demands.map((d) => d.window_start_minutes));
      const dayCount = new Map<number, number>();
      for (const d of demands) for (const day of d.weekdays) dayCount.set(Number(day), (dayCount.get(Number(day)) ?? 0) + d.people);
      const weekdays = [...dayCount].filter(([, n]) => n * 2 >= people).map(([day]) => day).sort((a, b) => a - b);
      const asStation = (s: { stationId: string; name: string; lng: number; lat: number; distanceM: number }) => ({ id: s.stationId, name: s.name, lng: s.lng, lat: s.lat, distanceM: Math.round(s.distanceM) });
      return {
        cityId: demands.find((d) => d.city_id !== null)?.city_id ?? null,
        from: { name: nearestName('from', from), ...from },
        to: { name: nearestName('to', to), ...to },
        fromStations: fromStations.map(asStation),
        toStations: toStations.map(asStation),
        departureTime: clockOf(Math.min(23 * 60, Math.max(5 * 60, Math.round(departure / 5) * 5))),
        runMinutes,
        weekdays: weekdays.length > 0 ? weekdays : [1, 2, 3, 4, 5],
        people,
      };
    },

    create: async (operatorId: number, input: z.output<typeof CreateAssembleBody>, onCommit: CrowdfundCommitHook): Promise<{ assemble: OpsAssemble }> => {
      const at = now();
      const deadline = new Date(input.deadline);
      if (deadline.getTime() <= at.getTime()) throw new AppError('assembleDeadlinePassed');
      if (input.firstDay <= shanghaiDate(deadline)) throw new AppError('assembleFirstDayTooEarly');
      const periodDates = await lines.periodDays({ weekdays: input.weekdays, followsCnWorkdays: input.followsCnWorkdays, firstDay: input.firstDay, kind: input.periodKind });
      if (periodDates.length === 0) throw new AppError('assembleNoServiceDays');
      const demandIds = [...new Set(input.demandIds.map(Number))];
      const id = await db.transaction().execute(async (tx) => {
        const open = await crowdfunds.openDemands(demandIds, tx, true);
        if (open.length !== demandIds.length) throw new AppError('assembleDemandsUnknown');
        const shareCode = newShareCode();
        const { lineId } = await lines.create(
          {
            key: `crowdfund-${shareCode}`,
            cityId: input.cityId,
            code: input.code,
            name: input.name,
            priceCents: input.priceCents,
            seats: input.seats,
            departureMinutes: clockMinutes(input.departureTime),
            weekdays: input.weekdays,
            followsCnWorkdays: input.followsCnWorkdays,
            firstDay: periodDates[0]!,
            lastDay: periodDates[periodDates.length - 1]!,
            stops: input.stops.map((stop) => ('stationId' in stop ? { ...stop, stationId: Number(stop.stationId) } : stop)),
          },
          tx,
        );
        const crowdfundId = await crowdfunds.insert(
          {
            line_id: lineId,
            city_id: input.cityId,
            period_kind: input.periodKind,
            period_dates: periodDates,
            first_day: periodDates[0]!,
            departure_minutes: clockMinutes(input.departureTime),
            weekdays: input.weekdays,
            follows_cn_workdays: input.followsCnWorkdays,
            price_cents: input.priceCents,
            seats: input.seats,
            target: input.target,
            deadline,
            share_code: shareCode,
            created_by: operatorId,
          },
          tx,
        );
        await crowdfunds.insertDemands(crowdfundId, demandIds, tx);
        await crowdfunds.markDemands(crowdfundId, { status: 'gathering', line_id: lineId }, at, tx);
        await buying.presales.open({ lineId, dates: periodDates, salesCloseAt: deadline }, tx);
        await onCommit(tx, {
          id: String(crowdfundId),
          summary: `发起众筹线路 ${input.code}（目标 ${input.target} 人，截止 ${shanghaiLabel(deadline)}）`,
          detail: { lineId, code: input.code, target: input.target, seats: input.seats, deadline: input.deadline, periodDates, demandIds },
        });
        return crowdfundId;
      });
      await lines.afterCommit();
      return { assemble: await opsView((await crowdfunds.findById(id))!) };
    },

    list: async (status: AssembleStatus | undefined): Promise<{ items: OpsAssemble[] }> => {
      const rows = await crowdfunds.list(status);
      return { items: await Promise.all(rows.map(opsView)) };
    },

    detail: async (id: string) => {
      const row = await found(id);
      const orders = await buying.presales.orders(row.line_id, row.period_dates[0]!);
      const phones = await accounts.phones(orders.map((o) => o.user_id));
      return {
        assemble: await opsView(row),
        commitments: orders.map((o) => ({
          orderNo: o.order_no,
          phone: maskPhone(phones.get(o.user_id) ?? ''),
          riders: o.riders,
          payableCents: o.payable_cents,
          state: o.refunded_cents > 0 ? ('refunded' as const) : o.status === 'paid' ? ('paid' as const) : o.status === 'pending' ? ('pending' as const) : ('closed' as const),
          createdAt: o.created_at.toISOString(),
        })),
      };
    },

    close: async (id: string, reason: string, onCommit: CrowdfundCommitHook) => {
      const row = await found(id);
      const told = await lifecycle.close(row.id, reason, (tx) => onCommit(tx, { id, summary: `提前关闭众筹 ${row.line_code}：${reason}`, detail: { reason } }));
      return { assemble: await opsView((await crowdfunds.findById(row.id))!), told };
    },

    extend: async (id: string, deadlineIso: string, onCommit: CrowdfundCommitHook) => {
      const at = now();
      const deadline = new Date(deadlineIso);
      const row = await db.transaction().execute(async (tx) => {
        const locked = await crowdfunds.lock(Number(id), tx);
        if (!locked) throw new AppError('assembleNotFound');
        if (locked.status !== 'gathering') throw new AppError('assembleNotGathering');
        if (deadline.getTime() <= Math.max(at.getTime(), locked.deadline.getTime())) throw new AppError('assembleDeadlinePassed', '新的截止时间须晚于原截止时间和现在');
        if (locked.first_day <= shanghaiDate(deadline)) throw new AppError('assembleFirstDayTooEarly');
        await crowdfunds.update(locked.id, { deadline }, at, tx);
        if (!(await buying.presales.extend(locked.line_id, deadline, tx))) throw new AppError('assembleNotGathering');
        await onCommit(tx, {
          id,
          summary: `众筹 ${locked.line_code} 截止时间由 ${shanghaiLabel(locked.deadline)} 延长至 ${shanghaiLabel(deadline)}`,
          detail: { before: locked.deadline.toISOString(), after: deadline.toISOString() },
        });
        return locked;
      });
      const orders = await buying.presales.orders(row.line_id, row.period_dates[0]!);
      const riders = [...(await crowdfunds.joinedUsers(row.id)), ...orders.filter((o) => o.status === 'paid' || o.status === 'pending').map((o) => o.user_id)];
      const told = await tell(riders, (phone) => crowdfundNotices.extended({ productName: sms.productName, phone, lineCode: row.line_code, deadline: shanghaiLabel(deadline) }));
      return { assemble: await opsView((await crowdfunds.findById(row.id))!), told };
    },

    notifyDemands: async (id: string, onCommit: CrowdfundCommitHook) => {
      const row = await found(id);
      if (row.status !== 'gathering') throw new AppError('assembleNotGathering');
      const stops = await lines.stops(row.line_id);
      const people = await crowdfunds.demandPeople(row.id);
      const told = await tell(people, (phone) =>
        crowdfundNotices.gathering({
          productName: sms.productName,
          phone,
          lineCode: row.line_code,
          from: stops[0]?.name ?? '',
          to: stops[stops.length - 1]?.name ?? '',
          time: clockOf(row.departure_minutes),
          deadline: shanghaiLabel(row.deadline),
        }),
      );
      const at = now();
      await db.transaction().execute(async (tx) => {
        await crowdfunds.update(row.id, { notified_at: at }, at, tx);
        await onCommit(tx, { id, summary: `通知众筹 ${row.line_code} 的需求用户 ${told} 人`, detail: { told } });
      });
      return { assemble: await opsView((await crowdfunds.findById(row.id))!), told };
    },
  };
};

export type CrowdfundAdminService = ReturnType<typeof createCrowdfundAdminService>;
