import { CreateAssembleBody, ExtendAssembleBody } from '@udian/contracts/endpoints/ops/demand/assemble';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blankToUndefined } from '../../forms/form-issues';
import {
  CENTRE,
  firstServiceDayAfter,
  isLaterDeadline,
  newStationName,
  proposalDefaults,
  proposalFieldOf,
  proposalLineName,
  proposalStops,
  shanghaiInstant,
  shanghaiWallClock,
  toCreateAssembleInput,
  toExtendAssembleInput,
  type AssembleSuggestion,
} from './assemble-input';
import { yuanTextToCents as yuanToCents } from '../../lib/yuan-input';

const suggestion: AssembleSuggestion = {
  cityId: 440300,
  from: { name: '福田中心区', lng: 114.0556, lat: 22.5218 },
  to: { name: '科技园南区', lng: 113.9465, lat: 22.5301 },
  fromStations: [
    { id: '11', name: '福田站', lng: 114.0561, lat: 22.5221, distanceM: 320 },
    { id: '12', name: '会展中心站', lng: 114.0602, lat: 22.5248, distanceM: 880 },
  ],
  toStations: [],
  departureTime: '07:40',
  runMinutes: 38,
  weekdays: [5, 1, 2, 3, 4],
  people: 4,
};
const DEMANDS = ['101', '102', '103'];

// 2026-11-20 is a Friday; CreateAssembleBody checks the deadline against the clock, so the clock is fixed.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T02:00:00.000Z'));
});
afterAll(() => vi.useRealTimers());

/** The form as antd hands it over: emptied inputs as undefined (useContractForm's blankToUndefined). */
const submitted = (values: Record<string, unknown>) => blankToUndefined(values);

describe('the proposal form\u2019s first values', () => {
  const defaults = proposalDefaults(suggestion, '2026-11-20');

  it('takes the city, time, run and days from the suggestion, and names the line by its ends', () => {
    expect(defaults).toMatchObject({
      cityId: 440300,
      name: '福田中心区—科技园南区',
      runMinutes: 38,
      weekdays: [1, 2, 3, 4, 5],
      followsCnWorkdays: true,
      periodKind: 'workWeek',
      seats: 40,
      target: 4,
    });
    expect(defaults.departureTime?.format('HH:mm')).toBe('07:40');
  });

  it('chooses the nearest boarding station, and a new station at the centre when an end has none', () => {
    expect(defaults.boardIds).toEqual(['11']);
    expect(defaults.alightIds).toEqual([CENTRE]);
    expect(defaults.alightNewName).toBe('科技园南区');
  });

  it('gathers for a week until 20:00, the first day the next service day after it', () => {
    expect(defaults.deadline?.format('YYYY-MM-DD HH:mm')).toBe('2026-11-27 20:00');
    expect(defaults.firstDay?.format('YYYY-MM-DD')).toBe('2026-11-30');
  });

  it('aims at the cluster\u2019s people, at least one and never more than the seats', () => {
    expect(proposalDefaults({ ...suggestion, people: 0 }, '2026-11-20').target).toBe(1);
    expect(proposalDefaults({ ...suggestion, people: 120 }, '2026-11-20').target).toBe(40);
  });

  it('leaves the city to choose when the suggestion has none, and runs on workdays when the demands named no days', () => {
    const bare = proposalDefaults({ ...suggestion, cityId: null, weekdays: [] }, '2026-11-20');
    expect(bare.cityId).toBeNull();
    expect(bare.weekdays).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('firstServiceDayAfter', () => {
  it('is the first of the weekdays after the deadline\u2019s day', () => {
    expect(firstServiceDayAfter('2026-11-27', [1, 2, 3, 4, 5])).toBe('2026-11-30');
    expect(firstServiceDayAfter('2026-11-27', [6, 7])).toBe('2026-11-28');
    expect(firstServiceDayAfter('2026-11-27', [5])).toBe('2026-12-04');
    expect(firstServiceDayAfter('2026-11-30', [1, 2, 3, 4, 5])).toBe('2026-12-01');
  });
});

describe('names', () => {
  it('keeps a line name and a new station\u2019s name within the contract\u2019s bounds', () => {
    expect(proposalLineName(' 福田 ', '科技园')).toBe('福田—科技园');
    expect(proposalLineName('甲'.repeat(30), '乙'.repeat(30))).toHaveLength(40);
    expect(newStationName(`  ${'站'.repeat(35)} `)).toHaveLength(30);
  });
});

describe('proposalStops', () => {
  it('boards at the chosen stations 3 minutes apart in the order chosen, then alights from the run\u2019s minutes', () => {
    const stops = proposalStops({ boardIds: ['12', '11'], alightIds: [CENTRE], alightNewName: '科技园南区', runMinutes: 38 }, suggestion);
    expect(stops).toEqual([
      { stationId: '12', minutesFromStart: 0, canBoard: true, canAlight: false },
      { stationId: '11', minutesFromStart: 3, canBoard: true, canAlight: false },
      { name: '科技园南区', lng: 113.9465, lat: 22.5301, minutesFromStart: 38, canBoard: false, canAlight: true },
    ]);
  });

  it('spaces several alighting stations 3 minutes apart and places a new boarding station at the origin centre', () => {
    const stops = proposalStops({ boardIds: [CENTRE], boardNewName: '福田中心区', alightIds: ['21', '22'], runMinutes: 30 }, suggestion);
    expect(stops[0]).toEqual({ name: '福田中心区', lng: 114.0556, lat: 22.5218, minutesFromStart: 0, canBoard: true, canAlight: false });
    expect(stops.slice(1).map((s) => s.minutesFromStart)).toEqual([30, 33]);
  });

  it('never goes back in time when the run is shorter than the boarding stations take', () => {
    const stops = proposalStops({ boardIds: ['11', '12', '13'], alightIds: ['21'], runMinutes: 2 }, suggestion);
    expect(stops.map((s) => s.minutesFromStart)).toEqual([0, 3, 6, 6]);
  });

  it('has no stops when none are chosen', () => {
    expect(proposalStops({}, suggestion)).toEqual([]);
  });
});

describe('yuanToCents', () => {
  it('reads yuan by its digits', () => {
    expect(yuanToCents('8')).toBe(800);
    expect(yuanToCents('12.34')).toBe(1234);
    expect(yuanToCents('0.5')).toBe(50);
    expect(yuanToCents('¥6.80')).toBe(680);
    expect(yuanToCents(' ')).toBeUndefined();
    expect(yuanToCents(undefined)).toBeUndefined();
  });

  it('answers what the contract refuses for three decimals or no number', () => {
    expect(Number.isInteger(yuanToCents('1.234'))).toBe(false);
    expect(yuanToCents('abc')).toBeNaN();
    expect(yuanToCents('-3')).toBeNaN();
  });
});

describe('Shanghai deadlines', () => {
  it('sends the picked wall clock as Shanghai time with its offset, and reads an instant back the same way', () => {
    expect(shanghaiInstant(dayjs('2026-11-27T20:00:00'))).toBe('2026-11-27T20:00:00+08:00');
    expect(shanghaiInstant(undefined)).toBeUndefined();
    expect(shanghaiWallClock('2026-11-27T12:00:00.000Z')?.format('YYYY-MM-DD HH:mm')).toBe('2026-11-27 20:00');
    expect(shanghaiInstant(shanghaiWallClock('2026-11-27T12:00:00.000Z'))).toBe('2026-11-27T20:00:00+08:00');
    expect(shanghaiWallClock('broken')).toBeNull();
  });

  it('extends only to a later deadline', () => {
    expect(isLaterDeadline('2026-11-27T12:00:00.000Z', '2026-11-28T20:00:00+08:00')).toBe(true);
    expect(isLaterDeadline('2026-11-27T12:00:00.000Z', '2026-11-27T20:00:00+08:00')).toBe(false);
    expect(isLaterDeadline('2026-11-27T12:00:00.000Z', '2026-11-27T19:59:00+08:00')).toBe(false);
  });

  it('builds the extend body the contract accepts', () => {
    const input = toExtendAssembleInput('7', { deadline: dayjs('2026-11-29T18:30:00') });
    expect(input).toEqual({ id: '7', deadline: '2026-11-29T18:30:00+08:00' });
    expect(ExtendAssembleBody.safeParse(input).success).toBe(true);
    expect(ExtendAssembleBody.safeParse(toExtendAssembleInput('7', {})).error?.issues[0]?.message).toBe('请选择新的截止时间');
  });
});

describe('the proposal body', () => {
  const complete = { ...proposalDefaults(suggestion, '2026-11-20'), code: 'DZ101', price: '8.50' };

  it('passes the contract when the defaults are completed with a code and a price', () => {
    const input = toCreateAssembleInput(DEMANDS, suggestion, submitted(complete));
    const parsed = CreateAssembleBody.safeParse(input);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toEqual({
      demandIds: DEMANDS,
      cityId: 440300,
      code: 'DZ101',
      name: '福田中心区—科技园南区',
      stops: [
        { stationId: '11', minutesFromStart: 0, canBoard: true, canAlight: false },
        { name: '科技园南区', lng: 113.9465, lat: 22.5301, minutesFromStart: 38, canBoard: false, canAlight: true },
      ],
      departureTime: '07:40',
      priceCents: 850,
      seats: 40,
      target: 4,
      weekdays: [1, 2, 3, 4, 5],
      followsCnWorkdays: true,
      firstDay: '2026-11-30',
      periodKind: 'workWeek',
      deadline: '2026-11-27T20:00:00+08:00',
    });
  });

  it('sends the days in order and a holiday choice as it is', () => {
    const input = toCreateAssembleInput(DEMANDS, suggestion, submitted({ ...complete, weekdays: [3, 1], followsCnWorkdays: false }));
    expect(input).toMatchObject({ weekdays: [1, 3], followsCnWorkdays: false });
  });

  const issuesOf = (values: Record<string, unknown>) =>
    (CreateAssembleBody.safeParse(toCreateAssembleInput(DEMANDS, suggestion, submitted(values))).error?.issues ?? []).map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));

  it('is refused in Chinese, on the field, for a bad code, price or target', () => {
    expect(issuesOf({ ...complete, code: 'DZ 101' })).toContainEqual({ path: 'code', message: '线路编号为 1–16 位字母、数字或短横线' });
    expect(issuesOf({ ...complete, price: '8.505' })).toContainEqual({ path: 'priceCents', message: '票价须为整数（分）' });
    expect(issuesOf({ ...complete, price: '0' })).toContainEqual({ path: 'priceCents', message: '票价须大于 0' });
    expect(issuesOf({ ...complete, target: 41 })).toContainEqual({ path: 'target', message: '成团人数不能超过座位数' });
  });

  it('is refused when no station is chosen for an end, or a new station has no name', () => {
    expect(issuesOf({ ...complete, alightIds: [] })).toContainEqual({ path: 'stops', message: '至少需要上车站和下车站' });
    expect(issuesOf({ ...complete, alightNewName: '' })).toContainEqual({ path: 'stops.1.name', message: '站点名称至少 2 个字' });
  });

  it('is refused when the deadline is more than 60 days ahead or the departure outside 05:00–23:00', () => {
    expect(issuesOf({ ...complete, deadline: dayjs('2027-02-01T20:00:00') })).toContainEqual({ path: 'deadline', message: '截止时间不能晚于 60 天后' });
    expect(issuesOf({ ...complete, departureTime: dayjs('2000-01-01T04:30:00') })).toContainEqual({
      path: 'departureTime',
      message: '发车时间须在 05:00 至 23:00 之间',
    });
  });

  it('leaves a cleared city, seats or days for the contract to ask for', () => {
    const paths = issuesOf({ ...complete, cityId: null, seats: null, weekdays: [] }).map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['cityId', 'seats', 'weekdays']));
  });
});

describe('proposalFieldOf', () => {
  it('puts the server\u2019s refusals about one field on it', () => {
    expect(proposalFieldOf(errorCatalogue.assembleCodeTaken.code)).toBe('code');
    expect(proposalFieldOf(errorCatalogue.assembleDeadlinePassed.code)).toBe('deadline');
    expect(proposalFieldOf(errorCatalogue.assembleFirstDayTooEarly.code)).toBe('firstDay');
    expect(proposalFieldOf(errorCatalogue.assembleNoServiceDays.code)).toBe('firstDay');
    expect(proposalFieldOf(errorCatalogue.assembleStationUnknown.code)).toBe('stops');
    expect(proposalFieldOf(errorCatalogue.assembleDemandsUnknown.code)).toBeNull();
  });
});
