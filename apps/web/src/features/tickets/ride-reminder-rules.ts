/**
 * The get-on / get-off reminder of a ticket: when to remind, decided from a line's live ETAs. Pure, so the
 * rules are tested without timers; use-ride-reminder.ts polls and rings.
 */
import type { EtaVehicle, LineEta } from '@udian/contracts/schemas/eta';
import type { Ticket } from '@udian/contracts/schemas/tickets';
import { ARRIVING_SECONDS, secondsLeft } from '../../lib/eta-countdown';

export type ReminderKind = 'board' | 'alight';
export type ReminderMode = 'minutes' | 'stops';

/** One reminder: on or off, by minutes or by stops, with the passenger's N for each way. */
export type ReminderRule = { isOn: boolean; mode: ReminderMode; minutes: number; stops: number; hasFired: boolean };
export type ReminderSettings = Record<ReminderKind, ReminderRule>;

export const REMINDER_MINUTES_CHOICES = [1, 2, 3, 5, 8, 10, 15] as const;
export const REMINDER_STOPS_CHOICES = [1, 2, 3, 4, 5] as const;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  board: { isOn: false, mode: 'minutes', minutes: 3, stops: 2, hasFired: false },
  alight: { isOn: false, mode: 'stops', minutes: 3, stops: 2, hasFired: false },
};

export const reminderLabels: Record<ReminderKind, string> = { board: '上车提醒', alight: '下车提醒' };

type RideTicket = Pick<Ticket, 'board' | 'alight' | 'vehicle'>;
type EtaAnswer = Pick<LineEta, 'isLive' | 'vehicles' | 'stops'>;

export type ReminderAlert = { kind: ReminderKind; title: string; body: string };

/** Stops from the bus to the target, counting the target: 1 when the target is the bus's next stop. */
const stopsAway = (eta: EtaAnswer, vehicle: EtaVehicle, targetSeq: number): number | null => {
  if (vehicle.nextStopSeq === null) return null;
  const next = eta.stops.findIndex((stop) => stop.seq === vehicle.nextStopSeq);
  const target = eta.stops.findIndex((stop) => stop.seq === targetSeq);
  return next < 0 || target < next ? null : target - next + 1;
};

/**
 * The bus a reminder follows: the ticket's own bus when the operator assigned one and it reports; else the
 * live bus soonest at the target stop among those that qualify (for get-off: those past the boarding stop).
 */
const followedBus = (eta: EtaAnswer, ticket: RideTicket, kind: ReminderKind) => {
  const target = kind === 'board' ? ticket.board : ticket.alight;
  const stop = eta.stops.find((candidate) => candidate.seq === target.seq);
  if (!stop) return null;
  const candidates = eta.vehicles.filter(
    (vehicle) =>
      !vehicle.isStale &&
      (ticket.vehicle === null || vehicle.plate === ticket.vehicle.plate) &&
      (kind === 'board' || (vehicle.nextStopSeq !== null && vehicle.nextStopSeq > ticket.board.seq)),
  );
  return (
    candidates
      .map((vehicle) => ({ vehicle, entry: stop.etas.find((entry) => entry.vehicleId === vehicle.vehicleId) }))
      .filter((pair): pair is { vehicle: EtaVehicle; entry: NonNullable<typeof pair.entry> } => pair.entry !== undefined)
      .sort((a, b) => a.entry.etaSeconds - b.entry.etaSeconds)[0] ?? null
  );
};

/** The reminder of `kind` to ring now, or null: only for a rule that is on and has not rung yet. */
export const dueReminder = (
  kind: ReminderKind,
  rule: ReminderRule,
  eta: EtaAnswer,
  ticket: RideTicket,
  receivedAt: number,
  now: number,
): ReminderAlert | null => {
  if (!rule.isOn || rule.hasFired || !eta.isLive) return null;
  const followed = followedBus(eta, ticket, kind);
  if (!followed) return null;
  const target = kind === 'board' ? ticket.board : ticket.alight;
  const seconds = secondsLeft(followed.entry.etaSeconds, receivedAt, now);
  const stops = stopsAway(eta, followed.vehicle, target.seq);
  const isDue = rule.mode === 'minutes' ? seconds <= rule.minutes * 60 : stops !== null && stops <= rule.stops;
  if (!isDue) return null;
  const when = seconds <= ARRIVING_SECONDS ? '即将到达' : `约 ${Math.max(1, Math.round(seconds / 60))} 分钟后到达`;
  const away = stops !== null ? `（还有 ${stops} 站）` : '';
  return kind === 'board'
    ? { kind, title: '上车提醒', body: `车辆 ${followed.vehicle.plate} ${when}上车站 ${target.name}${away}，请做好上车准备` }
    : { kind, title: '下车提醒', body: `${when}下车站 ${target.name}${away}，请准备下车` };
};
