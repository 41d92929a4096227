import type { StartCarpoolBody } from '@udian/contracts/schemas/carpool';
import {
  CARPOOL_DAYS_AHEAD,
  CARPOOL_DEADLINE_LEAD_MINUTES,
  CARPOOL_MAX_DISTANCE_M,
  CARPOOL_MIN_DISTANCE_M,
  CARPOOL_MINIMUM_MIN,
  CARPOOL_START_LEAD_MINUTES,
  carpoolMessages,
} from '@udian/contracts/schemas/carpool';
import { greatCircleDistance } from '../../lib/geo';
import { addDays, shanghaiInstantOf } from '../../lib/shanghai-time';

/**
 * The start form's rules (decision 051): the same limits the server keeps, said before the tap. The server
 * checks again against its own clock.
 */

export type CarpoolEnd = { name: string; detail: string; lng: number; lat: number; stationId: string | null };

export type StartFields = {
  from: CarpoolEnd | null;
  to: CarpoolEnd | null;
  date: string;
  time: string;
  seats: number;
  minimum: number;
  /** Hours before departure the sign-up closes. */
  deadlineHours: number;
};

export type StartField = keyof StartFields;
export type StartErrors = Partial<Record<StartField, string>>;

/** How long before departure the sign-up may close: the passenger picks one that is still ahead. */
export const DEADLINE_CHOICES_HOURS = [1, 2, 6, 12, 24, 48] as const;

const MINUTE_MS = 60_000;

/** The departure and the deadline it gives, as instants (ms). */
export const instantsOf = (fields: Pick<StartFields, 'date' | 'time' | 'deadlineHours'>) => {
  const departsAt = shanghaiInstantOf(fields.date, fields.time);
  return { departsAt, deadline: departsAt - fields.deadlineHours * 60 * MINUTE_MS };
};

/** The deadline choices still ahead of now for this departure. */
export const deadlineChoices = (date: string, time: string, nowMs: number): number[] =>
  DEADLINE_CHOICES_HOURS.filter((hours) => {
    const { deadline, departsAt } = instantsOf({ date, time, deadlineHours: hours });
    return deadline > nowMs && deadline <= departsAt - CARPOOL_DEADLINE_LEAD_MINUTES * MINUTE_MS;
  });

export const validateStart = (fields: StartFields, today: string, nowMs: number): StartErrors => {
  const errors: StartErrors = {};
  if (!fields.from) errors.from = '请选择出发地';
  if (!fields.to) errors.to = '请选择目的地';
  if (fields.from && fields.to) {
    const meters = greatCircleDistance(fields.from, fields.to);
    if (meters < CARPOOL_MIN_DISTANCE_M) errors.to = carpoolMessages.tooClose;
    else if (meters > CARPOOL_MAX_DISTANCE_M) errors.to = carpoolMessages.tooFar;
  }
  if (fields.date < today || fields.date > addDays(today, CARPOOL_DAYS_AHEAD)) errors.date = `出发日期须在今天起 ${CARPOOL_DAYS_AHEAD} 天内`;
  else if (shanghaiInstantOf(fields.date, fields.time) < nowMs + CARPOOL_START_LEAD_MINUTES * MINUTE_MS) errors.time = '出发时间须在 1 小时之后';
  if (fields.minimum < CARPOOL_MINIMUM_MIN || fields.minimum > fields.seats) errors.minimum = carpoolMessages.minimumInvalid;
  if (!errors.date && !errors.time && !deadlineChoices(fields.date, fields.time, nowMs).includes(fields.deadlineHours)) {
    errors.deadlineHours = '报名截止时间须晚于现在，且不晚于出发前 30 分钟';
  }
  return errors;
};

export const toStartBody = (fields: StartFields): StartCarpoolBody => {
  const end = (place: CarpoolEnd) => ({ name: place.name, lng: place.lng, lat: place.lat, stationId: place.stationId });
  return {
    from: end(fields.from!),
    to: end(fields.to!),
    date: fields.date,
    time: fields.time,
    seats: fields.seats,
    minimum: fields.minimum,
    deadline: new Date(instantsOf(fields).deadline).toISOString(),
  };
};
