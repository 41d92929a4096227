import type { EndpointData } from '@udian/contracts/endpoint';
import type { suggestAssemble } from '@udian/contracts/endpoints/ops/demand/assemble';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { AssemblePeriodKind } from '@udian/contracts/schemas/assemble';
import dayjs, { type Dayjs } from 'dayjs';
import { shanghaiDateTime } from '../../lib/format';
import { yuanTextToCents } from '../../lib/yuan-input';

/**
 * The crowdfund proposal form (发起众筹) and the deadline forms, turned into the contracts' bodies: the form holds
 * antd's values (dayjs dates and times, yuan as typed, station ids in the order chosen); CreateAssembleBody and
 * ExtendAssembleBody check what these answer, so their Chinese messages are the server's.
 */

export type AssembleSuggestion = EndpointData<typeof suggestAssemble>;

/** The choice in a station list that stands for a new station at the demands' centre of that end. */
export const CENTRE = 'centre';

/** Minutes between two stations of the same end, in the order the operator chose them. */
export const STOP_GAP_MINUTES = 3;
/** A bus of the usual commuter size. */
export const DEFAULT_SEATS = 40;
/** A new proposal gathers for a week, until 20:00 Shanghai time. */
export const DEFAULT_DEADLINE_DAYS = 7;
export const DEFAULT_DEADLINE_CLOCK = '20:00';
/** What a proposal runs on when the demands named no days. */
const WORKDAYS = [1, 2, 3, 4, 5];

const LINE_NAME_MAX = 40;
const STATION_NAME_MAX = 30;

export type ProposalFormValues = {
  cityId?: number | null;
  code?: string;
  name?: string;
  /** Station ids (or CENTRE) in the order chosen. */
  boardIds?: string[];
  boardNewName?: string;
  alightIds?: string[];
  alightNewName?: string;
  runMinutes?: number | null;
  departureTime?: Dayjs | null;
  /** Yuan, as typed. */
  price?: string;
  seats?: number | null;
  target?: number | null;
  weekdays?: number[];
  followsCnWorkdays?: boolean;
  firstDay?: Dayjs | null;
  periodKind?: AssemblePeriodKind;
  deadline?: Dayjs | null;
};

/** ISO weekday of a date (1 = Monday … 7 = Sunday). */
const isoWeekday = (date: Dayjs): number => (date.day() === 0 ? 7 : date.day());

/** '2026-11-30' plus some days, as a date (no clock, no zone involved). */
const addDays = (date: string, days: number): Dayjs => dayjs(`${date}T00:00:00`).add(days, 'day');

/**
 * The first day a proposal can run from: the first of its weekdays after the deadline's day (the server also
 * wants the first day after the deadline). Holidays are the server's to skip.
 */
export const firstServiceDayAfter = (deadlineDate: string, weekdays: readonly number[]): string => {
  const days = weekdays.length > 0 ? weekdays : WORKDAYS;
  for (let i = 1; i <= 7; i += 1) {
    const date = addDays(deadlineDate, i);
    if (days.includes(isoWeekday(date))) return date.format('YYYY-MM-DD');
  }
  return addDays(deadlineDate, 1).format('YYYY-MM-DD');
};

/** A place name as a new station's: trimmed and at most 30 characters (the contract's bound). */
export const newStationName = (name: string): string => name.trim().slice(0, STATION_NAME_MAX);

/** A line named by its two ends: '福田—科技园', at most 40 characters. */
export const proposalLineName = (from: string, to: string): string => `${from.trim()}—${to.trim()}`.slice(0, LINE_NAME_MAX);

/**
 * What the proposal form starts with, from the suggestion for the cluster: the nearest station of each end
 * (else a new station at the demands' centre), the suggested time, run, days and city, a 40-seat bus, a target
 * of the cluster's people (at least 1, at most the seats), the first 5 workdays, and a deadline a week from
 * `today` (Shanghai's date) at 20:00 with the first day the next service day after it.
 */
export const proposalDefaults = (suggestion: AssembleSuggestion, today: string): ProposalFormValues => {
  const weekdays = suggestion.weekdays.length > 0 ? [...suggestion.weekdays].sort((a, b) => a - b) : WORKDAYS;
  const deadlineDate = addDays(today, DEFAULT_DEADLINE_DAYS).format('YYYY-MM-DD');
  return {
    cityId: suggestion.cityId,
    code: '',
    name: proposalLineName(suggestion.from.name, suggestion.to.name),
    boardIds: [suggestion.fromStations[0]?.id ?? CENTRE],
    boardNewName: newStationName(suggestion.from.name),
    alightIds: [suggestion.toStations[0]?.id ?? CENTRE],
    alightNewName: newStationName(suggestion.to.name),
    runMinutes: suggestion.runMinutes,
    departureTime: dayjs(`2000-01-01T${suggestion.departureTime}:00`),
    price: '',
    seats: DEFAULT_SEATS,
    target: Math.min(DEFAULT_SEATS, Math.max(suggestion.people, 1)),
    weekdays,
    followsCnWorkdays: true,
    firstDay: dayjs(`${firstServiceDayAfter(deadlineDate, weekdays)}T00:00:00`),
    periodKind: 'workWeek',
    deadline: dayjs(`${deadlineDate}T${DEFAULT_DEADLINE_CLOCK}:00`),
  };
};

type Centre = { lng: number; lat: number };

/** One end's stops: chosen stations by id, CENTRE as a new station at the centre with the name given. */
const endStops = (ids: readonly string[], centre: Centre, newName: unknown, firstMinute: number, isBoarding: boolean) =>
  ids.map((id, i) => {
    const when = { minutesFromStart: firstMinute + i * STOP_GAP_MINUTES, canBoard: isBoarding, canAlight: !isBoarding };
    return id === CENTRE ? { name: typeof newName === 'string' ? newName : '', lng: centre.lng, lat: centre.lat, ...when } : { stationId: id, ...when };
  });

/**
 * The proposal's stops: the boarding stations in the order chosen at 0, 3, 6 … minutes (boarding only), then the
 * alighting ones from the run's minutes on, 3 minutes apart (alighting only). A run shorter than the boarding
 * stations take starts the alighting at the last boarding minute, so the times never go back.
 */
export const proposalStops = (values: Record<string, unknown>, suggestion: Pick<AssembleSuggestion, 'from' | 'to'>) => {
  const boardIds = Array.isArray(values.boardIds) ? (values.boardIds as string[]) : [];
  const alightIds = Array.isArray(values.alightIds) ? (values.alightIds as string[]) : [];
  const run = typeof values.runMinutes === 'number' ? values.runMinutes : 0;
  const lastBoarding = Math.max(0, (boardIds.length - 1) * STOP_GAP_MINUTES);
  return [
    ...endStops(boardIds, suggestion.from, values.boardNewName, 0, true),
    ...endStops(alightIds, suggestion.to, values.alightNewName, Math.max(run, lastBoarding), false),
  ];
};

/** A picked date and time read as Shanghai's wall clock, as ISO with its +08:00 offset; anything else as it is. */
export const shanghaiInstant = (value: unknown): unknown =>
  dayjs.isDayjs(value) ? `${(value as Dayjs).format('YYYY-MM-DDTHH:mm')}:00+08:00` : value;

/** An instant (ISO) as a picker's value showing Shanghai's wall clock (the inverse of shanghaiInstant); null for a broken time. */
export const shanghaiWallClock = (iso: string): Dayjs | null => {
  const text = shanghaiDateTime(iso);
  return text ? dayjs(`${text.replace(' ', 'T')}:00`) : null;
};

const serviceDate = (value: unknown): unknown => (dayjs.isDayjs(value) ? (value as Dayjs).format('YYYY-MM-DD') : value);
const clockTime = (value: unknown): unknown => (dayjs.isDayjs(value) ? (value as Dayjs).format('HH:mm') : value);
/** A cleared number input is null: read as untouched, so the contract says 此项必填. */
const orUndefined = (value: unknown): unknown => (value === null ? undefined : value);

/** The proposal form's values as CreateAssembleBody's input, for the contract to check. */
export const toCreateAssembleInput = (
  demandIds: readonly string[],
  suggestion: Pick<AssembleSuggestion, 'from' | 'to'>,
  values: Record<string, unknown>,
): Record<string, unknown> => ({
  demandIds: [...demandIds],
  cityId: orUndefined(values.cityId),
  code: values.code,
  name: values.name,
  stops: proposalStops(values, suggestion),
  departureTime: clockTime(values.departureTime),
  priceCents: yuanTextToCents(values.price),
  seats: orUndefined(values.seats),
  target: orUndefined(values.target),
  weekdays: Array.isArray(values.weekdays) ? [...(values.weekdays as number[])].sort((a, b) => a - b) : values.weekdays,
  followsCnWorkdays: values.followsCnWorkdays ?? true,
  firstDay: serviceDate(values.firstDay),
  periodKind: values.periodKind,
  deadline: shanghaiInstant(values.deadline),
});

/** The extend form's values as ExtendAssembleBody's input. */
export const toExtendAssembleInput = (id: string, values: Record<string, unknown>): Record<string, unknown> => ({
  id,
  deadline: shanghaiInstant(values.deadline),
});

/** Whether a new deadline (ISO) is later than the current one: extending never moves it earlier. */
export const isLaterDeadline = (current: string, next: string): boolean => Date.parse(next) > Date.parse(current);

/**
 * The proposal form's field a server refusal is about (a code taken, a deadline past, a first day too early…),
 * so its Chinese message shows there as well as above the form; null: about the proposal as a whole.
 */
export const proposalFieldOf = (code: number): keyof ProposalFormValues | 'stops' | null => {
  switch (code) {
    case errorCatalogue.assembleCodeTaken.code:
      return 'code';
    case errorCatalogue.assembleDeadlinePassed.code:
      return 'deadline';
    case errorCatalogue.assembleFirstDayTooEarly.code:
    case errorCatalogue.assembleNoServiceDays.code:
      return 'firstDay';
    case errorCatalogue.assembleStationUnknown.code:
      return 'stops';
    default:
      return null;
  }
};
