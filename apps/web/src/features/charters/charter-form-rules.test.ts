import { StudentCharterBody } from '@udian/contracts/endpoints/charters/student-charters';
import { describe, expect, it } from 'vitest';
import { toCharterBody, tripOf, validateCharter, type CharterFields } from './charter-form-rules';

/** What the contract's schema says of the same input: each top-level field's first message. */
const bySchema = (input: unknown): Record<string, string> => {
  const parsed = StudentCharterBody.safeParse(input);
  if (parsed.success) return {};
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
};

const place = (name: string, lng: number, lat: number) => ({ name, detail: '福田区', lng, lat });

const charter = (overrides: Partial<CharterFields> = {}): CharterFields => ({
  school: { groupId: null, name: '深圳实验学校' },
  contactName: '李老师',
  contactPhone: '13800000000',
  origin: place('深圳实验学校', 114.05, 22.55),
  destination: place('深圳博物馆', 114.05, 22.64),
  serviceDate: '2031-03-06',
  departureTime: '08:30',
  isReturnTrip: true,
  returnTime: '15:00',
  headcount: 45,
  note: '',
  ...overrides,
});

/** The body the form would send for these fields (a placeholder trip where the fields have none, as the schema sees it). */
const bodyOf = (fields: CharterFields) => {
  const trip = tripOf(fields) ?? {
    serviceDate: fields.serviceDate || undefined,
    departureTime: fields.departureTime || undefined,
    returnTime: fields.isReturnTrip ? fields.returnTime || undefined : null,
    headcount: fields.headcount ?? undefined,
    origin: fields.origin ?? undefined,
    destination: fields.destination ?? undefined,
  };
  return { ...toCharterBody(fields, trip as never, 100_000), school: fields.school === null ? undefined : toCharterBody(fields, trip as never, 0).school };
};

describe('the charter form checks the contract’s rules before sending', () => {
  it.each<[string, Partial<CharterFields>]>([
    ['a good request', {}],
    ['a school name of one character', { school: { groupId: null, name: '实' } }],
    ['a school name of 41 characters', { school: { groupId: null, name: '校'.repeat(41) } }],
    ['no school', { school: null }],
    ['a contact of one character', { contactName: '李' }],
    ['a contact of 21 characters', { contactName: '李'.repeat(21) }],
    ['a short phone', { contactPhone: '1380000' }],
    ['four riders', { headcount: 4 }],
    ['531 riders', { headcount: 531 }],
    ['no riders', { headcount: null }],
    ['no origin', { origin: null }],
    ['no destination', { destination: null }],
    ['no day', { serviceDate: '' }],
    ['no departure time', { departureTime: '' }],
    ['a note of 201 characters', { note: '备'.repeat(201) }],
  ])('%s', (_, overrides) => {
    const fields = charter(overrides);
    expect(validateCharter(fields)).toEqual(bySchema(bodyOf(fields)));
  });

  it('asks in words of its own for a missing phone, and for the return time a return trip needs', () => {
    expect(validateCharter(charter({ contactPhone: '' }))).toEqual({ contactPhone: '请输入手机号码' });
    expect(bySchema(bodyOf(charter({ contactPhone: '' })))).toHaveProperty('contactPhone');
    expect(validateCharter(charter({ returnTime: '' }))).toEqual({ returnTime: '请选择返程时间' });
  });

  it('prices a trip only once it is whole, and a one-way trip without a return time', () => {
    expect(tripOf(charter({ headcount: 4 }))).toBeNull();
    expect(tripOf(charter({ origin: null }))).toBeNull();
    expect(tripOf(charter({ isReturnTrip: true, returnTime: '' }))).toBeNull();
    expect(tripOf(charter({ isReturnTrip: false, returnTime: '15:00' }))).toEqual({
      serviceDate: '2031-03-06',
      departureTime: '08:30',
      returnTime: null,
      headcount: 45,
      origin: { name: '深圳实验学校', lng: 114.05, lat: 22.55 },
      destination: { name: '深圳博物馆', lng: 114.05, lat: 22.64 },
    });
  });

  it('sends the fields trimmed, at the fee shown', () => {
    const fields = charter({ contactName: ' 李老师 ', note: ' 春游 ', school: { groupId: '7', name: ' 深圳实验学校 ' } });
    expect(toCharterBody(fields, tripOf(fields)!, 123_400)).toMatchObject({
      school: { groupId: '7', name: '深圳实验学校' },
      contactName: '李老师',
      note: '春游',
      expectedFeeCents: 123_400,
      returnTime: '15:00',
    });
  });
});
