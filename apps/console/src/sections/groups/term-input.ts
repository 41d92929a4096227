import type { SchoolTerm } from '@udian/contracts/schemas/schools';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * The term form's values as antd holds them: dayjs days from the pickers. A picked day is a calendar day, so it
 * is written as it reads ('YYYY-MM-DD'): the contract's service dates are Asia/Shanghai days, as the operator means them.
 */
export type TermFormValues = {
  name?: string;
  startsOn?: Dayjs;
  endsOn?: Dayjs;
  closedDays?: Dayjs[];
};

const DAY = 'YYYY-MM-DD';

/** A picked day as a service date; anything else is left as it is, for the contract to refuse. */
const dayOf = (value: unknown): unknown => (dayjs.isDayjs(value) ? value.format(DAY) : value);

/** The form's values as SaveTermBody's input: the school and (when changing) the term are the page's. */
export const toSaveTermInput = (groupId: string, termId: string | undefined, values: Record<string, unknown>): Record<string, unknown> => ({
  groupId,
  ...(termId ? { termId } : {}),
  name: values.name,
  startsOn: dayOf(values.startsOn),
  endsOn: dayOf(values.endsOn),
  closedDays: Array.isArray(values.closedDays) ? values.closedDays.map(dayOf) : [],
});

/** What the form starts with when changing a term: its days as the pickers hold them. */
export const termFormValues = (term: SchoolTerm): TermFormValues => ({
  name: term.name,
  startsOn: dayjs(term.startsOn),
  endsOn: dayjs(term.endsOn),
  closedDays: term.closedDays.map((day) => dayjs(day)),
});

/** The days a term spans, both ends counted. */
export const termDays = (startsOn: string, endsOn: string): number => dayjs(endsOn).diff(dayjs(startsOn), 'day') + 1;

export type TermPhase = 'upcoming' | 'current' | 'ended';
export const termPhaseLabels: Record<TermPhase, { label: string; color: string }> = {
  upcoming: { label: '未开始', color: 'blue' },
  current: { label: '进行中', color: 'green' },
  ended: { label: '已结束', color: 'default' },
};

/** Where a term stands on a Shanghai day ('YYYY-MM-DD'). */
export const termPhase = (term: Pick<SchoolTerm, 'startsOn' | 'endsOn'>, today: string): TermPhase => {
  if (today < term.startsOn) return 'upcoming';
  return today > term.endsOn ? 'ended' : 'current';
};
