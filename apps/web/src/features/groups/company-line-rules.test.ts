import { describe, expect, it } from 'vitest';
import { RideApplicationBody, ShuttleRequestBody } from '@udian/contracts/endpoints/groups/company-lines';
import { toApplicationBody, toShuttleBody, validateApplication, validateShuttle, type ApplicationFields, type ShuttleFields } from './company-line-rules';

/** What the contract's schema says of the same input: each top-level field's first message. */
const bySchema = (schema: typeof RideApplicationBody | typeof ShuttleRequestBody, input: unknown): Record<string, string> => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    found[field] ??= issue.message;
  }
  return found;
};

const application = (overrides: Partial<ApplicationFields> = {}): ApplicationFields => ({
  name: '张三',
  employeeNo: 'UD1024',
  department: '研发部',
  note: '',
  ...overrides,
});

describe('the ride application form checks the contract’s rules before sending', () => {
  it.each<[string, Partial<ApplicationFields>]>([
    ['a good application', {}],
    ['a name of one character', { name: '张' }],
    ['a name of 21 characters', { name: '张'.repeat(21) }],
    ['an employee number of 33 characters', { employeeNo: '1'.repeat(33) }],
    ['a department of 41 characters', { department: '部'.repeat(41) }],
    ['a note of 201 characters', { note: '备'.repeat(201) }],
    ['a note of 200 characters and spaces around', { note: ` ${'备'.repeat(200)} ` }],
  ])('%s', (_, overrides) => {
    const fields = application(overrides);
    expect(validateApplication(fields)).toEqual(bySchema(RideApplicationBody, toApplicationBody('401', fields)));
  });

  it('asks for a missing name in words of its own, where the schema says it is too short', () => {
    const fields = application({ name: '  ' });
    expect(validateApplication(fields)).toEqual({ name: '请填写姓名' });
    expect(bySchema(RideApplicationBody, toApplicationBody('401', fields))).toHaveProperty('name');
  });

  it('sends the fields trimmed', () => {
    expect(toApplicationBody('401', application({ name: ' 张三 ', note: ' 早班 ' }))).toEqual({ lineId: '401', name: '张三', employeeNo: 'UD1024', department: '研发部', note: '早班' });
  });
});

const site = (name: string, lng = 114.0295, lat = 22.6097) => ({ key: name, name, detail: '', lng, lat });

const shuttle = (overrides: Partial<ShuttleFields> = {}): ShuttleFields => ({
  companyName: '深科创新有限公司',
  contactName: '李四',
  contactPhone: '13800000000',
  cityId: 440300,
  headcount: 80,
  sites: [site('深圳北站'), site('科技园', 113.9535, 22.5405)],
  shifts: [
    { key: 'a', time: '08:30', direction: 'toWork' },
    { key: 'b', time: '18:00', direction: 'offWork' },
  ],
  weekdays: [1, 2, 3, 4, 5],
  startDate: '2026-07-01',
  note: '',
  ...overrides,
});

/** The body as the form would send it, also for fields the form refuses (to ask the schema about them). */
const asBody = (fields: ShuttleFields) => ({ ...toShuttleBody({ ...fields, cityId: fields.cityId ?? 0, headcount: fields.headcount ?? (undefined as unknown as number) }) });

describe('the shuttle request form checks the contract’s rules before sending', () => {
  const today = '2026-06-24';

  it.each<[string, Partial<ShuttleFields>]>([
    ['a good request', {}],
    ['a company name of one character', { companyName: '深' }],
    ['a company name of 41 characters', { companyName: '深'.repeat(41) }],
    ['a wrong phone', { contactPhone: '12800000000' }],
    ['no headcount', { headcount: null }],
    ['4 riders', { headcount: 4 }],
    ['5 riders', { headcount: 5 }],
    ['5001 riders', { headcount: 5001 }],
    ['one site', { sites: [site('深圳北站')] }],
    ['eleven sites', { sites: Array.from({ length: 11 }, (_, index) => site(`集合点${index + 1}`)) }],
    ['ten sites', { sites: Array.from({ length: 10 }, (_, index) => site(`集合点${index + 1}`)) }],
    ['a site of one character', { sites: [site('站'), site('科技园')] }],
    ['a site of 31 characters', { sites: [site('站'.repeat(31)), site('科技园')] }],
    ['a site outside China', { sites: [site('深圳北站'), site('远方', 10, 10)] }],
    ['no shift', { shifts: [] }],
    ['seven shifts', { shifts: Array.from({ length: 7 }, (_, index) => ({ key: String(index), time: `0${index}:00`, direction: 'toWork' as const })) }],
    ['no weekday', { weekdays: [] }],
    ['a note of 501 characters', { note: '备'.repeat(501) }],
  ])('%s', (_, overrides) => {
    const fields = shuttle(overrides);
    expect(validateShuttle(fields, today)).toEqual(bySchema(ShuttleRequestBody, asBody(fields)));
  });

  it('asks for what is missing in words of its own, where the schema says it is too short or malformed', () => {
    const fields = shuttle({ companyName: ' ', contactName: '', contactPhone: '', startDate: '' });
    const found = validateShuttle(fields, today);
    expect(found).toEqual({ companyName: '请填写企业名称', contactName: '请填写姓名', contactPhone: '请输入手机号码', startDate: '请选择开始日期' });
    expect(Object.keys(bySchema(ShuttleRequestBody, asBody(fields))).sort()).toEqual(Object.keys(found).sort());
  });

  it('refuses a start date in the past, which the contract does not check', () => {
    expect(validateShuttle(shuttle({ startDate: '2026-06-23' }), today)).toEqual({ startDate: '开始日期不能早于今天' });
    expect(validateShuttle(shuttle({ startDate: today }), today)).toEqual({});
  });

  it('sends the fields trimmed, the weekdays sorted once each, the sites without the form’s keys', () => {
    const body = toShuttleBody({ ...shuttle({ companyName: ' 深科创新 ', weekdays: [5, 1, 1, 3] }), cityId: 440300, headcount: 80 });
    expect(body).toMatchObject({ companyName: '深科创新', weekdays: [1, 3, 5], sites: [{ name: '深圳北站', lng: 114.0295, lat: 22.6097 }, { name: '科技园' }] });
    expect(body.sites[0]).not.toHaveProperty('key');
    expect(body.shifts[0]).toEqual({ time: '08:30', direction: 'toWork' });
    expect(ShuttleRequestBody.safeParse(body).success).toBe(true);
  });
});
