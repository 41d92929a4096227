import { describe, expect, it } from 'vitest';
import { AddDemandBody } from '@udian/contracts/schemas/demand';
import { isComplete, toDemandBody, validateDemand, type DemandFields } from './demand-rules';

const home = { name: '深圳北站', address: '龙华区', lng: 114.0295, lat: 22.6097, stationId: null };
const work = { name: '科技园', address: '南山区', lng: 113.9535, lat: 22.5405, stationId: '31' };

const fields = (overrides: Partial<DemandFields> = {}): DemandFields => ({
  from: home,
  to: work,
  timeKind: 'arrive',
  windowStart: '08:30',
  windowEnd: '09:00',
  weekdays: [1, 2, 3, 4, 5],
  people: 2,
  note: '',
  odCampaignId: null,
  ...overrides,
});

/** What the contract's schema says of the same fields: each top-level field's first message. */
const bySchema = (input: DemandFields): Record<string, string> => {
  const parsed = AddDemandBody.safeParse(input);
  if (parsed.success) return {};
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    found[field] ??= issue.message;
  }
  return found;
};

describe('the demand form checks the contract’s rules before sending', () => {
  it.each<[string, Partial<DemandFields>]>([
    ['a good demand', {}],
    ['the same place twice', { to: { ...home, name: '深圳北站东广场', lng: 114.0299 } }],
    ['a window ending before it starts', { windowStart: '09:00', windowEnd: '08:30' }],
    ['a window ending as it starts', { windowEnd: '08:30' }],
    ['a time after 23:00', { windowEnd: '23:30' }],
    ['a time before 05:00', { windowStart: '04:55' }],
    ['23:00 exactly', { windowStart: '22:30', windowEnd: '23:00' }],
    ['no weekday', { weekdays: [] }],
    ['no people', { people: null }],
    ['no one', { people: 0 }],
    ['51 people', { people: 51 }],
    ['50 people', { people: 50 }],
    ['a blank name', { from: { ...home, name: '   ' } }],
    ['a name of 41 characters', { to: { ...work, name: '站'.repeat(41) } }],
    ['a name of 40 emoji', { to: { ...work, name: '🚌'.repeat(40) } }],
    ['a point outside China', { from: { ...home, lng: 10 } }],
    ['a long note', { note: '很'.repeat(201) }],
    ['a note of 200 characters', { note: '很'.repeat(200) }],
    ['several problems at once', { to: home, windowEnd: '08:00', people: 60 }],
  ])('%s: the same messages as the schema', (_name, overrides) => {
    const input = fields(overrides);
    expect(validateDemand(input)).toEqual(bySchema(input));
  });

  it('says 请选择地点 for an end not chosen yet (the schema would not reach its own words)', () => {
    expect(validateDemand(fields({ from: null, to: null }))).toEqual({ from: '请选择地点', to: '请选择地点' });
  });

  it('sends what the schema accepts: trimmed, weekdays once each in order', () => {
    const input = fields({ from: { ...home, name: ' 深圳北站 ' }, weekdays: [5, 1, 3, 1], note: ' 早高峰 ', odCampaignId: '9' });
    expect(isComplete(input)).toBe(true);
    if (!isComplete(input)) return;
    const body = toDemandBody(input);
    expect(body).toEqual({ ...AddDemandBody.parse(body), weekdays: [1, 3, 5] });
    expect(body).toMatchObject({ from: { name: '深圳北站' }, note: '早高峰', odCampaignId: '9', weekdays: [1, 3, 5] });
  });
});
