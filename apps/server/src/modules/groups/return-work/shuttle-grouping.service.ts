import { randomUUID } from 'node:crypto';
import type { CreateCampaignBody, CreateShuttleBody, OpsCampaign, OpsShuttle } from '@udian/contracts/endpoints/ops/return-work/return-work';
import { maskPhone } from '@udian/contracts/masking';
import type { EnrolmentStatus, ReturnWorkEnrolment, ReturnWorkRequest } from '@udian/contracts/schemas/return-work';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { shanghaiDate, shanghaiInstant } from '../../../time/shanghai-time';
import type { NoticeSender } from '../company-lines/company-line-notices';
import type { ReturnWorkPorts } from '../groups.ports';
import { campaignOrFail } from './campaign-rules';
import type { CampaignRow, CampaignsRepository } from './campaigns.repository';
import type { EnrolmentsRepository, ShuttleRow } from './enrolments.repository';
import { shuttleAssignedNotice } from './return-work-notices';
import { toCampaign, toEnrolment, toRequest, toShuttle } from './return-work-views';

/** Runs in an operator's write before it commits: the console's audit entry. */
export type ReturnWorkCommitHook<T> = (tx: DbOrTx, change: T) => Promise<void>;

export type ShuttleGroupingDeps = ReturnWorkPorts & {
  db: Db;
  campaigns: CampaignsRepository;
  enrolments: EnrolmentsRepository;
  notify: NoticeSender;
  productName: string;
  now?: () => Date;
};

type Page = { page: number; pageSize: number };

/** Every day of the week: a shuttle runs on its one date whatever the calendar says (a holiday's last day too). */
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The console's return-to-work desk (decision 052): campaigns (a city, days, declaration fields, what an
 * employer pays), their enrolments and stated needs, and shuttles. A shuttle is a line of its own made by
 * network's custom-lines service (one service day, the vehicle's seats, sold to no one in the app: a phone
 * list left empty); grouping puts waiting enrolments of its day on it and issues each rider an ordinary
 * ticket through buying, in one transaction: the enrolments locked (lowest id first), each rider's account
 * found or made by phone, the tickets held by the departure's conditional update, so a shuttle never carries
 * more riders than its seats, and two groupings of one enrolment make one ticket. Riders are texted after.
 */
export const createShuttleGroupingService = (deps: ShuttleGroupingDeps) => {
  const { db, campaigns, enrolments, lines, tickets, accountOfPhone, notify, productName } = deps;
  const now = deps.now ?? (() => new Date());

  const opsCampaigns = async (rows: readonly CampaignRow[], tx?: DbOrTx): Promise<OpsCampaign[]> => {
    const today = shanghaiDate(now());
    const counts = await campaigns.counts(rows.map((r) => r.id), tx);
    return rows.map((row) => {
      const c = counts.get(row.id) ?? { listed: 0, waiting: 0, assigned: 0, requests: 0, requested_people: 0, shuttles: 0 };
      return {
        ...toCampaign(row, today),
        listed: c.listed,
        waiting: c.waiting,
        assigned: c.assigned,
        requests: c.requests,
        requestedPeople: c.requested_people,
        shuttles: c.shuttles,
        createdAt: row.created_at.toISOString(),
      };
    });
  };

  const opsShuttles = async (rows: readonly ShuttleRow[], tx?: DbOrTx): Promise<OpsShuttle[]> => {
    const riders = await enrolments.ridersOf(rows.map((r) => r.id), tx);
    return rows.map((row) => ({
      ...toShuttle(row),
      campaignId: String(row.campaign_id),
      departureId: String(row.departure_id),
      riderList: riders
        .filter((r) => r.shuttle_id === row.id)
        .map((r) => ({ enrolmentId: String(r.id), name: r.name, phone: maskPhone(r.phone), groupName: r.group_name })),
      createdAt: row.created_at.toISOString(),
    }));
  };

  const shuttleOrFail = async (id: number, tx?: DbOrTx): Promise<ShuttleRow> => {
    const row = await enrolments.findShuttle(id, tx);
    if (!row) throw new AppError('returnWorkShuttleNotFound');
    return row;
  };

  return {
    campaigns: async (): Promise<{ items: OpsCampaign[] }> => ({ items: await opsCampaigns(await campaigns.all()) }),

    createCampaign: async (operatorId: number, input: z.output<typeof CreateCampaignBody>, onCommit: ReturnWorkCommitHook<OpsCampaign>): Promise<{ campaign: OpsCampaign }> => {
      const at = now();
      if (input.endsOn < shanghaiDate(at)) throw new AppError('returnWorkCampaignEnded');
      if (!(await campaigns.isCity(input.cityId))) throw new AppError('invalidParams', '所选城市不存在，请重新选择');
      const campaign = await db.transaction().execute(async (tx) => {
        const id = await campaigns.insert(
          {
            name: input.name,
            city_id: input.cityId,
            starts_on: input.startsOn,
            ends_on: input.endsOn,
            intro: input.intro,
            fields: input.fields,
            employer_fare_cents: input.employerFareCents,
            created_by: operatorId,
            at,
          },
          tx,
        );
        const [view] = await opsCampaigns([(await campaigns.find(id, tx))!], tx);
        await onCommit(tx, view!);
        return view!;
      });
      return { campaign };
    },

    closeCampaign: async (campaignId: number, onCommit: ReturnWorkCommitHook<OpsCampaign>): Promise<{ campaign: OpsCampaign }> => {
      const campaign = await db.transaction().execute(async (tx) => {
        const row = await campaigns.find(campaignId, tx);
        if (!row) throw new AppError('returnWorkCampaignNotFound');
        if (!(await campaigns.close(campaignId, now(), tx))) throw new AppError('returnWorkCampaignClosed', '该活动已结束报名，无需再关闭');
        const [view] = await opsCampaigns([(await campaigns.find(campaignId, tx))!], tx);
        await onCommit(tx, view!);
        return view!;
      });
      return { campaign };
    },

    enrolments: async (query: { campaignId: string; status?: EnrolmentStatus; travelDate?: string } & Page): Promise<{ items: ReturnWorkEnrolment[]; total: number }> => {
      const { rows, total } = await enrolments.page(
        { campaignId: Number(query.campaignId), status: query.status, travelDate: query.travelDate },
        { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
      );
      const shuttles = new Map((await enrolments.shuttlesByIds([...new Set(rows.flatMap((r) => (r.shuttle_id === null ? [] : [r.shuttle_id])))])).map((s) => [s.id, s]));
      return { items: rows.map((row) => toEnrolment(row, shuttles, { phone: null, isRider: false })), total };
    },

    requests: async (query: { campaignId: string } & Page): Promise<{ items: ReturnWorkRequest[]; total: number }> => {
      const { rows, total } = await campaigns.requestsPage(Number(query.campaignId), { offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
      return { items: rows.map(toRequest), total };
    },

    shuttles: async (campaignId: number): Promise<{ items: OpsShuttle[] }> => ({ items: await opsShuttles(await enrolments.shuttlesOf(campaignId)) }),

    /**
     * Makes a shuttle for a day of the campaign departing after now: its line (network's custom line, one
     * service day, the vehicle's seats, sold to no one in the app), then, once the departure horizon has made
     * its departure, the shuttle itself. The line's code is unique among the city's lines (assembleCodeTaken).
     */
    createShuttle: async (operatorId: number, input: z.output<typeof CreateShuttleBody>, onCommit: ReturnWorkCommitHook<OpsShuttle>): Promise<{ shuttle: OpsShuttle }> => {
      const at = now();
      const campaign = await campaignOrFail(campaigns, Number(input.campaignId));
      const minutes = minutesOf(input.departureTime);
      const departsAt = shanghaiInstant(input.serviceDate, minutes);
      if (input.serviceDate < campaign.starts_on || input.serviceDate > campaign.ends_on || departsAt <= at) throw new AppError('returnWorkShuttleDate');
      const last = input.stops.length - 1;
      const { lineId } = await db.transaction().execute((tx) =>
        lines.create(
          {
            key: `return-work-${campaign.id}-${randomUUID().slice(0, 8)}`,
            cityId: campaign.city_id,
            code: input.code,
            name: `${campaign.name} ${input.serviceDate.slice(5)}`,
            priceCents: campaign.employer_fare_cents,
            seats: input.seats,
            departureMinutes: minutes,
            weekdays: EVERY_DAY,
            followsCnWorkdays: false,
            firstDay: input.serviceDate,
            lastDay: input.serviceDate,
            isPhoneList: true,
            stops: input.stops.map((stop, i) => ({
              ...('stationId' in stop ? { stationId: Number(stop.stationId) } : { name: stop.name, lng: stop.lng, lat: stop.lat }),
              minutesFromStart: stop.minutesFromStart,
              canBoard: i < last,
              canAlight: i > 0,
            })),
          },
          tx,
        ),
      );
      await lines.afterCommit();
      const [departures, stops] = await Promise.all([lines.departures(lineId), lines.stops(lineId)]);
      const departure = departures.find((d) => d.service_date === input.serviceDate && d.status === 'scheduled');
      const shuttle = await db.transaction().execute(async (tx) => {
        // The horizon makes a day's departure up to a year ahead; without one the line goes again.
        if (!departure) {
          await lines.withdraw(lineId, tx);
          return null;
        }
        const id = await enrolments.insertShuttle(
          {
            campaign_id: campaign.id,
            line_id: lineId,
            departure_id: departure.id,
            service_date: input.serviceDate,
            departs_at: departsAt,
            seats: input.seats,
            plate: input.plate,
            from_name: stops[0]!.name,
            to_name: stops[stops.length - 1]!.name,
            created_by: operatorId,
            at,
          },
          tx,
        );
        const [view] = await opsShuttles([await shuttleOrFail(id, tx)], tx);
        await onCommit(tx, view!);
        return view!;
      });
      if (!shuttle) {
        await lines.afterCommit();
        throw new AppError('returnWorkShuttleDate');
      }
      return { shuttle };
    },

    /**
     * Puts waiting enrolments of the shuttle's day on it, each with a ticket (free, or its employer pays the
     * campaign's fare), in one transaction; then texts each rider. Refused: an enrolment not waiting
     * (returnWorkEnrolmentTaken), of another day (returnWorkWrongDate), a shuttle gone (returnWorkShuttleDeparted)
     * or short of seats (returnWorkShuttleFull: the departure's conditional update decides).
     */
    assign: async (
      input: { shuttleId: number; enrolmentIds: readonly number[] },
      onCommit: ReturnWorkCommitHook<{ shuttle: OpsShuttle; riders: string[] }>,
    ): Promise<{ shuttle: OpsShuttle; texted: number }> => {
      const at = now();
      const shuttle = await shuttleOrFail(input.shuttleId);
      const campaign = await campaignOrFail(campaigns, shuttle.campaign_id);
      const stops = await lines.stops(shuttle.line_id);
      const { view, riders } = await db.transaction().execute(async (tx) => {
        const rows = await enrolments.lock(input.enrolmentIds, tx);
        if (rows.length !== input.enrolmentIds.length || rows.some((r) => r.status !== 'waiting' || r.campaign_id !== shuttle.campaign_id)) {
          throw new AppError('returnWorkEnrolmentTaken');
        }
        if (rows.some((r) => r.travel_date !== shuttle.service_date)) throw new AppError('returnWorkWrongDate');
        const departure = (await lines.departures(shuttle.line_id, tx)).find((d) => d.id === shuttle.departure_id);
        if (!departure || departure.status !== 'scheduled' || shuttle.departs_at <= at) throw new AppError('returnWorkShuttleDeparted');
        // What the operator is told when it does not fit; the departure's conditional update is what decides.
        const left = departure.capacity - departure.seats_sold;
        if (rows.length > left) throw new AppError('returnWorkShuttleFull', `该班车还剩 ${Math.max(0, left)} 个座位，不能再安排 ${rows.length} 人`);
        const riders = [];
        for (const row of rows) {
          const userId = await accountOfPhone(row.phone, tx);
          const groupCents = row.group_id === null ? 0 : campaign.employer_fare_cents;
          riders.push({ userId, name: row.name, masked: maskPhone(row.phone), groupId: row.group_id, groupCents });
        }
        let issued;
        try {
          issued = await tickets.issue({ lineId: shuttle.line_id, departureId: shuttle.departure_id, boardSeq: stops[0]!.seq, alightSeq: stops[stops.length - 1]!.seq, riders }, tx);
        } catch (err) {
          if (err instanceof AppError && err.errorName === 'seatsSoldOut') throw new AppError('returnWorkShuttleFull');
          throw err;
        }
        for (const [i, row] of rows.entries()) await enrolments.assign(row.id, { shuttleId: shuttle.id, riderUserId: issued[i]!.userId, orderId: issued[i]!.orderId }, at, tx);
        const [view] = await opsShuttles([await shuttleOrFail(shuttle.id, tx)], tx);
        await onCommit(tx, { shuttle: view!, riders: rows.map((r) => r.name) });
        return { view: view!, riders: rows };
      });
      let texted = 0;
      for (const rider of riders) {
        const isSent = await notify(
          shuttleAssignedNotice({
            productName,
            phone: rider.phone,
            name: rider.name,
            serviceDate: shuttle.service_date,
            departureTime: view.departureTime,
            fromName: shuttle.from_name,
            toName: shuttle.to_name,
            plate: shuttle.plate,
          }),
        );
        if (isSent) texted += 1;
      }
      return { shuttle: view, texted };
    },
  };
};

export type ShuttleGroupingService = ReturnType<typeof createShuttleGroupingService>;
