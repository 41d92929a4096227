import { describe, expect, it } from 'vitest';
import { GtfsError } from './gtfs-error';
import { GTFS_MESSAGES, gtfsText, type GtfsMessageArgs } from './gtfs-messages';

/** Every kind at least once, with values as a feed would have them (malformedCsv once per csv-parse code group). */
const samples: GtfsMessageArgs[] = [
  ['noSuchSource'],
  ['notZip', { detail: 'invalid zip data' }],
  ['fileTwiceInZip', { file: 'stops.txt' }],
  ['notUtf8'],
  ['missingFile'],
  ['emptyFile'],
  ['malformedCsv', { code: 'CSV_QUOTE_NOT_CLOSED', detail: 'Quote Not Closed: the parsing is finished with an opening quote at line 3' }],
  ['malformedCsv', { code: 'INVALID_OPENING_QUOTE', detail: 'Invalid Opening Quote: a quote is found on field 3 at line 3' }],
  ['malformedCsv', { code: 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH', detail: 'Invalid Record Length: expect 5, got 6 on line 2' }],
  ['malformedCsv', { code: 'CSV_MAX_RECORD_SIZE', detail: 'Max Record Size: limit exceeded' }],
  ['duplicateColumn', { column: 'stop_id' }],
  ['missingColumn', { column: 'stop_lat' }],
  ['emptyField', { column: 'trip_id' }],
  ['notInteger', { column: 'udian_capacity', value: 'many' }],
  ['notNumber', { column: 'stop_lat', value: 'abc' }],
  ['outOfRange', { column: 'stop_lon', value: '213.99', min: -180, max: 180 }],
  ['notTime', { column: 'departure_time', value: '07:66:00' }],
  ['notDate', { column: 'date', value: '20261310' }],
  ['notYuan', { column: 'price', value: '12.345' }],
  ['badColor', { value: 'blue' }],
  ['badLineType', { value: 'shuttle', allowed: 'commute, custom, enterprise' }],
  ['noRouteName'],
  ['noStopTime'],
  ['endBeforeStart', { start: '20260301', end: '20260201' }],
  ['duplicateId', { column: 'stop_id', id: 'A', firstLine: 2 }],
  ['dateTwice', { serviceId: 'WK', date: '20261008' }],
  ['shapeSequenceTwice', { shapeId: 'S1', sequence: 3 }],
  ['unknownId', { column: 'route_id', id: 'R9', listedIn: 'routes.txt' }],
  ['unknownService', { id: 'WEEKEND' }],
  ['noAgency'],
  ['agencyIdRequired'],
  ['badReverseRoute', { id: 'R7' }],
  ['notAStop', { stopId: 'P' }],
  ['startsTooLate', { tripId: 'R1-0700' }],
  ['sequenceTwice', { tripId: 'R1-0700', sequence: 2 }],
  ['backInTime', { tripId: 'R1-0700', sequence: 3 }],
  ['badParentStation', { id: 'P9' }],
  ['noCalendar'],
  ['frequencyEndsBeforeStart', { start: '09:00:00', end: '07:00:00' }],
  ['lineIdDisagrees', { tripId: 'R1-0730', lineId: 'L2', expected: 'L1' }],
  ['lineIdShared', { lineId: 'L1' }],
  ['unknownReverseLine', { id: 'L9' }],
  ['unknownCity', { cityId: 110000 }],
  ['noCity'],
  ['tooLarge', { maxMb: 20 }],
  ['routeWithoutTrips', { routeId: 'R9' }],
  ['tripsWithoutStops', { count: 2, trips: 'T1, T2' }],
  ['servicesNeverRun', { count: 1, services: 'WK' }],
  ['departuresPending'],
  ['foreignTimezone', { timezone: 'Europe/Paris' }],
  ['foreignFares', { currencies: 'USD', count: 2 }],
  ['unpricedLines', { count: 2, codes: 'T1, T2' }],
  ['farStops', { count: 3, cityId: 440300, cityName: '深圳', stops: 'A, B, C' }],
  ['feedRefused', { count: 5 }],
  ['moreProblems', { count: 12 }],
];

/** Library words the English text may quote; the Chinese one never does. */
const LIBRARY_PARAMS = new Set(['code', 'detail']);
/** Names an operator types into a feed or a tool: file names, snake_case columns, formats, units, currency. */
const NAMES = [/[\w-]+\.txt/g, /\b[a-z]+(?:_[a-z]+)+\b/g, /\b(?:GTFS|CSV|zip|UTF-8|HH:MM:SS|YYYYMMDD|CNY|MB)\b/g];

const valuesOf = ([, params]: GtfsMessageArgs): [string, string][] =>
  Object.entries(params ?? {}).map(([key, value]) => [key, String(value)]);

describe('the GTFS message catalogue', () => {
  it('has a sample for every kind', () => {
    expect(new Set(samples.map(([kind]) => kind))).toEqual(new Set(Object.keys(GTFS_MESSAGES)));
  });

  it.each(samples.map((args) => [args[0], args] as const))('%s has a Chinese text naming its values, in Chinese words', (_, args) => {
    const zh = gtfsText('zh', ...args);
    const feedValues = valuesOf(args).filter(([key]) => !LIBRARY_PARAMS.has(key));
    for (const [, value] of feedValues) expect(zh).toContain(value);
    // What is left once the feed's values and the names of files, columns and formats are taken out.
    const words = [...feedValues.map(([, value]) => value).sort((a, b) => b.length - a.length), ...NAMES].reduce<string>(
      (text, name) => text.replaceAll(name, ''),
      zh,
    );
    expect(words).not.toMatch(/[A-Za-z]/);
    expect(zh).toMatch(/\p{Script=Han}/u);
  });

  it.each(samples.map((args) => [args[0], args] as const))('%s has an English text without Chinese', (_, args) => {
    const en = gtfsText('en', ...args);
    expect(en).toMatch(/[a-z]{3}/);
    expect(en).not.toMatch(/\p{Script=Han}/u);
  });

  it('gives a refusal its place in either language, the CLI keeping English', () => {
    const error = new GtfsError('stop_times.txt', 3, 'unknownId', { column: 'stop_id', id: 'Z', listedIn: 'stops.txt' });
    expect(error.message).toBe('stop_times.txt line 3: unknown stop_id "Z"');
    expect(error.reason).toBe('unknown stop_id "Z"');
    expect(error.describe('en')).toBe(error.message);
    expect(error.describe('zh')).toBe('stop_times.txt 第 3 行：stop_id“Z”在 stops.txt 中不存在');
    expect(new GtfsError('routes.txt', null, 'missingFile').describe('zh')).toBe('routes.txt：缺少这个必需的文件');
  });
});
