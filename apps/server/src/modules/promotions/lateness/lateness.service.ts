import type { z } from 'zod';
import type { LatenessReportQuery } from '@udian/contracts/endpoints/ops/lateness/lateness';
import { maskPhone } from '@udian/contracts/masking';
import type { Db } from '../../../db/database';
import { addDays, shanghaiClock, shanghaiDate } from '../../../time/shanghai-time';
import type { PromotionsBuyingPort } from '../promotions.ports';
import { compensationCents, compensationNote, compensationPercent, lateMinutes } from './lateness-rules';
import type { CompensationInsert, LatenessOutcome, LatenessRepository } from './lateness.repository';

const MINUTE_MS = 60_000;
/**
 * Passages are final this long after the timetable's last stop: segment learning gives a run's positions to
 * its departure until 120 minutes after the timetable ends (live/eta/segment-learning.ts), never later.
 */
export const SETTLE_MINUTES = 120;
/** Departures that left longer ago than this are never judged (the job was down, the data is history). */
export const LOOKBACK_DAYS = 2;
/** Departures judged per run at most; the next run takes the rest. */
const BATCH = 200;

export type CompensationRun = { departures: number; late: number; onTime: number; noData: number; compensated: number; skipped: number };

type Judged = { outcome: LatenessOutcome; compensations: (CompensationInsert & { note: string; amountCents: number })[] };

/**
 * Money back when the bus is late. `compensate` is one run of the lateness-compensation job: every finished
 * departure not judged yet (see SETTLE_MINUTES and LOOKBACK_DAYS) is judged at each checked-in rider's
 * boarding stop: the recorded passage there against the departure's time plus the stop's minutes in the
 * timetable. More than the line's minor threshold late gives 50% of that ticket's paid share (buying's
 * split, through the port), more than the major one 100%, as an amount coupon whose note says why. A stop
 * the bus was never seen at (no positions, or none on the route) is not judged: late for want of data is not
 * late. A departure where no rider's stop was seen is recorded 'no_data', for the console.
 *
 * Once, with any number of runs and instances: the departure's lateness_checks row is claimed first in the
 * transaction that grants its coupons (a second instance's claim waits, then finds it taken), and each ticket's
 * compensation has a unique key besides (ON CONFLICT DO NOTHING).
 */
export const createLatenessService = ({
  db,
  lateness,
  buying,
  now = () => new Date(),
}: {
  db: Db;
  lateness: LatenessRepository;
  buying: Pick<PromotionsBuyingPort, 'grantCoupon' | 'paidShares'>;
  now?: () => Date;
}) => {
  const judge = async (departure: { id: number; line_id: number; departs_at: Date }, at: Date): Promise<Judged> => {
    const [riders, line] = await Promise.all([lateness.checkedInRiders(departure.id), lateness.departureLine(departure.line_id)]);
    const seen = riders.filter((r) => r.passed_at !== null);
    if (seen.length === 0 || !line) return { outcome: 'no_data', compensations: [] };
    const thresholds = { minorMinutes: line.late_minor_minutes, majorMinutes: line.late_major_minutes };
    const late = seen
      .map((rider) => {
        const scheduledAt = new Date(departure.departs_at.getTime() + rider.minutes_from_start * MINUTE_MS);
        const minutes = lateMinutes(scheduledAt, rider.passed_at!);
        return { rider, scheduledAt, minutes, percent: compensationPercent(minutes, thresholds) };
      })
      .filter((r) => r.percent > 0);
    if (late.length === 0) return { outcome: 'on_time', compensations: [] };
    const shares = await buying.paidShares([...new Set(late.map((r) => r.rider.order_id))]);
    const compensations: Judged['compensations'] = [];
    for (const { rider, scheduledAt, minutes, percent } of late) {
      const share = shares.get(rider.ticket_id) ?? 0;
      const pct = percent as 50 | 100;
      const amountCents = compensationCents(share, pct);
      // A ticket that paid nothing (a free ride) has nothing to give back.
      if (amountCents <= 0) continue;
      compensations.push({
        ticketId: rider.ticket_id,
        departureId: departure.id,
        userId: rider.user_id,
        boardSeq: rider.board_seq,
        scheduledAt,
        arrivedAt: rider.passed_at!,
        lateMinutes: minutes,
        percent: pct,
        paidShareCents: share,
        at,
        amountCents,
        note: compensationNote({
          lineCode: line.code,
          lineName: line.name,
          departsAt: departure.departs_at,
          stationName: rider.station_name,
          minutesLate: minutes,
          percent: pct,
          amountCents,
        }),
      });
    }
    return { outcome: 'late', compensations };
  };

  return {
    compensate: async (): Promise<CompensationRun> => {
      const at = now();
      const run: CompensationRun = { departures: 0, late: 0, onTime: 0, noData: 0, compensated: 0, skipped: 0 };
      const ready = await lateness.readyDepartures({ since: new Date(at.getTime() - LOOKBACK_DAYS * 24 * 60 * MINUTE_MS), now: at, settleMinutes: SETTLE_MINUTES, limit: BATCH });
      if (ready.length === 0) return run;
      const templateId = await lateness.latenessTemplateId();
      if (templateId === undefined) throw new Error('no lateness coupon template (purpose lateness, not archived): compensations cannot be granted');
      for (const departure of ready) {
        const judged = await judge(departure, at);
        const given = await db.transaction().execute(async (tx) => {
          if (!(await lateness.claimCheck(departure.id, judged.outcome, at, tx))) return null;
          let count = 0;
          for (const { note, amountCents, ...compensation } of judged.compensations) {
            const id = await lateness.insertCompensation(compensation, tx);
            if (id === undefined) continue;
            const couponId = await buying.grantCoupon(
              { userId: compensation.userId, templateId, source: 'lateness', sourceId: id, amountCents, note, at },
              tx,
            );
            await lateness.attachCoupon(id, couponId, tx);
            count += 1;
          }
          if (count > 0) await lateness.setCompensatedCount(departure.id, count, tx);
          return count;
        });
        if (given === null) {
          run.skipped += 1;
          continue;
        }
        run.departures += 1;
        run.compensated += given;
        if (judged.outcome === 'late') run.late += 1;
        else if (judged.outcome === 'on_time') run.onTime += 1;
        else run.noData += 1;
      }
      return run;
    },

    /** The console's report of compensations issued. */
    listCompensations: async (query: z.output<typeof LatenessReportQuery>) => {
      const filter = reportFilter(query, now());
      const [{ rows, total, totalAmountCents }, lines] = await Promise.all([lateness.listCompensations(filter), lateness.lines()]);
      const at = now();
      return {
        items: rows.map((r) => ({
          id: String(r.id),
          departure: departureRef(r),
          ticketId: String(r.ticket_id),
          stationName: r.station_name,
          riderPhone: maskPhone(r.phone),
          passengerName: r.passenger_name,
          scheduledAt: r.scheduled_at.toISOString(),
          arrivedAt: r.arrived_at.toISOString(),
          minutesLate: r.late_minutes,
          percent: Number(r.percent) as 50 | 100,
          paidShareCents: r.paid_share_cents,
          amountCents: r.amount_cents,
          couponState: r.coupon_status === 'unused' && r.valid_to.getTime() <= at.getTime() ? ('expired' as const) : r.coupon_status,
          couponValidTo: r.valid_to.toISOString(),
          createdAt: r.created_at.toISOString(),
        })),
        total,
        totalAmountCents,
        lines: lines.map(lineOption),
      };
    },

    /** The console's list of departures judged without live data. */
    listWithoutLiveData: async (query: z.output<typeof LatenessReportQuery>) => {
      const [{ rows, total }, lines] = await Promise.all([lateness.listWithoutLiveData({ ...reportFilter(query, now()), settleMinutes: SETTLE_MINUTES }), lateness.lines()]);
      return {
        items: rows.map((r) => ({
          departure: departureRef(r),
          riders: r.riders,
          vehiclePlate: r.plate,
          positions: r.positions,
          checkedAt: r.checked_at.toISOString(),
        })),
        total,
        lines: lines.map(lineOption),
      };
    },
  };
};

const reportFilter = (query: z.output<typeof LatenessReportQuery>, at: Date) => {
  const toDate = query.to ?? shanghaiDate(at);
  const fromDate = query.from ?? addDays(toDate, -6);
  return {
    fromDate,
    toDate,
    lineId: query.lineId === undefined ? undefined : Number(query.lineId),
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  };
};

const departureRef = (r: { departure_id: number; line_id: number; line_code: string; line_name: string; service_date: string; departs_at: Date }) => ({
  departureId: String(r.departure_id),
  lineId: String(r.line_id),
  lineCode: r.line_code,
  lineName: r.line_name,
  serviceDate: r.service_date,
  time: shanghaiClock(r.departs_at),
});

const lineOption = (l: { id: number; code: string; name: string }) => ({ lineId: String(l.id), lineCode: l.code, lineName: l.name });

export type LatenessService = ReturnType<typeof createLatenessService>;
