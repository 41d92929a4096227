import type { Holiday, HolidayLine, HolidayLinesData, HolidaysData } from '@udian/contracts/endpoints/lines/holiday-lines';
import type { LineSummary } from '@udian/contracts/schemas/lines';
import { AppError } from '../../../http/app-error';
import { addDays, shanghaiDate } from '../../../time/shanghai-time';
import { PROVISIONAL_CN_CALENDAR_YEARS } from '../calendar/cn-calendar-days';
import { isServiceDay, type ServiceCalendar } from '../calendar/service-days';
import type { DayException } from '../departure-horizon/departure-horizon.repository';
import type { NetworkReadModel } from '../lines/network-read-model';
import { comingHolidays, holidayBlocks, holidayLineDay, remainingDays, SALE_DAYS } from './holidays';
import type { HolidayLinesRepository } from './holiday-lines.repository';

const NONE: ReadonlyMap<string, boolean> = new Map();

const byOwner = (rows: readonly DayException[]): Map<number, Map<string, boolean>> => {
  const owners = new Map<number, Map<string, boolean>>();
  for (const row of rows) {
    const days = owners.get(row.owner_id) ?? new Map<string, boolean>();
    days.set(row.day, row.is_running);
    owners.set(row.owner_id, days);
  }
  return owners;
};

const byCode = (a: LineSummary, b: LineSummary): number => a.lineCode.localeCompare(b.lineCode) || Number(a.lineId) - Number(b.lineId);

const isProvisionalYear = (year: number) => PROVISIONAL_CN_CALENDAR_YEARS.includes(year);

/**
 * Holiday lines (假日专线, decision 053): the city's active lines of type holiday, by public holiday. A line
 * belongs to a holiday when one of its trips' services runs on one of the holiday's remaining days, by the
 * rule the departure horizon follows (the service, the official calendar, calendar_dates, the line's own
 * exceptions), so a holiday beyond the departures already made is listed too. Each such day says whether it
 * sells now, from the departures: a holiday line is bought like any line, on its page and the buying page.
 */
export const createHolidayLinesService = ({ repository, network, now = () => new Date() }: { repository: HolidayLinesRepository; network: NetworkReadModel; now?: () => Date }) => {
  /** The city's holiday lines, and for each the days (of `days`) it runs, with their sale state. */
  const linesRunningOn = async (cityId: number, days: readonly string[], at: Date): Promise<Map<string, HolidayLine>> => {
    const snapshot = await network.get();
    const candidates = [...snapshot.lines.values()].map((l) => l.summary).filter((s) => s.type === 'holiday' && s.cityId === cityId).sort(byCode);
    const answer = new Map<string, HolidayLine>();
    if (candidates.length === 0 || days.length === 0) return answer;
    const today = shanghaiDate(at);
    const from = days[0]!;
    const to = days.at(-1)!;
    const lineIds = candidates.map((s) => Number(s.lineId));
    const services = await repository.findServices(lineIds);
    const [serviceExceptions, lineExceptions, seatRows] = await Promise.all([
      repository.findServiceExceptions([...new Set(services.map((s) => s.service_id))], from, to).then(byOwner),
      repository.findLineExceptions(lineIds, from, to).then(byOwner),
      repository.findSeatDays(lineIds, { from, to: addDays(today, SALE_DAYS - 1), after: at }),
    ]);
    const seats = new Map(seatRows.map((r) => [`${r.line_id}:${r.service_date}`, { departures: r.departures, seatsLeft: r.seats_left }]));
    const cnDays = new Map([...snapshot.officialDays.values()].filter((d) => d.day >= from && d.day <= to).map((d) => [d.day, d.kind]));
    for (const summary of candidates) {
      const id = Number(summary.lineId);
      const calendars: ServiceCalendar[] = services
        .filter((s) => s.line_id === id)
        .map((s) => ({
          service: { weekdays: s.weekdays, startDate: s.start_date, endDate: s.end_date, followsCnWorkdays: s.follows_cn_workdays },
          serviceExceptions: serviceExceptions.get(s.service_id) ?? NONE,
          lineExceptions: lineExceptions.get(id) ?? NONE,
          cnDays,
        }));
      const running = days.filter((date) => calendars.some((calendar) => isServiceDay({ ...calendar, date })));
      if (running.length > 0) answer.set(summary.lineId, { line: summary, days: running.map((date) => holidayLineDay(date, today, seats.get(`${id}:${date}`))) });
    }
    return answer;
  };

  const holidaysFrom = async (today: string): Promise<Holiday[]> => comingHolidays((await network.get()).officialDays.values(), today, isProvisionalYear);

  return {
    /** The coming holidays, each with the city's holiday lines running on its remaining days. */
    list: async (cityId: number): Promise<HolidaysData> => {
      const at = now();
      const today = shanghaiDate(at);
      const holidays = await holidaysFrom(today);
      const allDays = holidays.flatMap((h) => remainingDays(h, today));
      const lines = await linesRunningOn(cityId, allDays, at);
      return {
        today,
        holidays: holidays.map((holiday) => {
          const days = new Set(remainingDays(holiday, today));
          const running = [...lines.values()].filter((l) => l.days.some((d) => days.has(d.date))).map((l) => l.line);
          return { ...holiday, lines: running };
        }),
      };
    },

    /** One holiday's lines with the days each runs. */
    lines: async (cityId: number, holidayId: string): Promise<HolidayLinesData> => {
      const at = now();
      const today = shanghaiDate(at);
      const holiday = holidayBlocks((await network.get()).officialDays.values(), isProvisionalYear).find((h) => h.holidayId === holidayId);
      if (!holiday) throw new AppError('holidayNotFound');
      if (holiday.lastDay < today) throw new AppError('holidayPassed', `${holiday.name}（${holiday.firstDay} 至 ${holiday.lastDay}）已经过去，请查看即将到来的节假日`);
      const lines = await linesRunningOn(cityId, remainingDays(holiday, today), at);
      return { today, holiday, lines: [...lines.values()] };
    },
  };
};

export type HolidayLinesService = ReturnType<typeof createHolidayLinesService>;
