import type { OpsEnrolment } from '@udian/contracts/endpoints/ops/return-work/return-work';

/** A stop as the shuttle form holds it: a named point, its minutes after the first stop. */
export type StopValues = { name?: string; lng?: number | null; lat?: number | null; minutesFromStart?: number | null };

export type ShuttleFormValues = {
  code?: string;
  serviceDate?: string;
  departureTime?: string;
  seats?: number | null;
  plate?: string;
  stops?: StopValues[];
};

/** Minutes between two gathering points, and from the last of them to the workplace, as a first guess the operator edits. */
const BETWEEN_PICKUPS = 10;
const TO_WORKPLACE = 60;

/**
 * The stops a shuttle for these enrolments starts from: each distinct place they board at (in the order of
 * the enrolments), then the place most of them go to; the operator edits names and minutes before making it.
 */
export const stopsFrom = (enrolments: readonly Pick<OpsEnrolment, 'from' | 'to'>[]): StopValues[] => {
  const pickups = new Map<string, NonNullable<OpsEnrolment['from']>>();
  const workplaces = new Map<string, { place: NonNullable<OpsEnrolment['to']>; count: number }>();
  for (const e of enrolments) {
    if (e.from && !pickups.has(e.from.name)) pickups.set(e.from.name, e.from);
    if (e.to) {
      const found = workplaces.get(e.to.name);
      workplaces.set(e.to.name, { place: e.to, count: (found?.count ?? 0) + 1 });
    }
  }
  const stops: StopValues[] = [...pickups.values()].map((p, i) => ({ name: p.name, lng: p.lng, lat: p.lat, minutesFromStart: i * BETWEEN_PICKUPS }));
  const workplace = [...workplaces.values()].sort((a, b) => b.count - a.count)[0]?.place;
  if (workplace) stops.push({ name: workplace.name, lng: workplace.lng, lat: workplace.lat, minutesFromStart: Math.max(0, stops.length - 1) * BETWEEN_PICKUPS + TO_WORKPLACE });
  return stops;
};

/** The one day the chosen enrolments travel on, or null when they are of several days (a shuttle runs on one). */
export const dayOf = (enrolments: readonly Pick<OpsEnrolment, 'travelDate'>[]): string | null => {
  const days = new Set(enrolments.map((e) => e.travelDate));
  return days.size === 1 ? ([...days][0] ?? null) : null;
};

/**
 * A first departure time: 08:00 on a later day; on today, the second whole hour from now (a shuttle departs
 * after the grouping), at most 23:00.
 */
export const defaultDepartureTime = (day: string, now: Date = new Date()): string => {
  const shanghai = new Date(now.getTime() + 8 * 3_600_000);
  if (day > shanghai.toISOString().slice(0, 10)) return '08:00';
  return `${String(Math.min(23, shanghai.getUTCHours() + 2)).padStart(2, '0')}:00`;
};

/** An empty box is sent as no number, so the contract asks for it in its own words. */
const asked = (value: number | null | undefined): number => value ?? Number.NaN;

/** The form's values as CreateShuttleBody; the contract judges them. */
export const toShuttleInput = (campaignId: string, values: ShuttleFormValues): Record<string, unknown> => ({
  campaignId,
  code: values.code ?? '',
  serviceDate: values.serviceDate ?? '',
  departureTime: values.departureTime ?? '',
  seats: asked(values.seats),
  plate: values.plate ?? '',
  stops: (values.stops ?? []).map((s) => ({ name: s.name ?? '', lng: asked(s.lng), lat: asked(s.lat), minutesFromStart: asked(s.minutesFromStart) })),
});
