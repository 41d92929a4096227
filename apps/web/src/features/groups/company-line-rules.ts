import { isInChina } from '@udian/contracts/china-outline';
import { accountMessages, MOBILE_PATTERN } from '@udian/contracts/account-rules';
import type { RideApplicationBody, ShuttleRequestBody } from '@udian/contracts/endpoints/groups/company-lines';
import type { ShiftDirection } from '@udian/contracts/schemas/groups';

/**
 * The checks of RideApplicationBody and ShuttleRequestBody (packages/contracts/src/endpoints/groups/
 * company-lines.ts), written by hand: the browser carries no zod (decision 015). company-line-rules.test.ts
 * checks them against the schemas themselves, so the contract stays the authority and the form shows the
 * server's own words before it sends anything. Lengths count as zod counts them (string length).
 */

export const APPLICATION_LIMITS = { employeeNo: 32, department: 40, note: 200 } as const;
export const SHUTTLE_LIMITS = {
  companyName: 40,
  siteName: 30,
  sitesMin: 2,
  sitesMax: 10,
  shiftsMax: 6,
  headcountMin: 5,
  headcountMax: 5000,
  note: 500,
} as const;

const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The ApplicantName rule: the applicant's or the contact's name. */
const nameError = (name: string): string | undefined => {
  const value = name.trim();
  if (value.length < 2) return value === '' ? '请填写姓名' : '姓名至少 2 个字';
  return value.length > 20 ? '姓名不能超过 20 个字' : undefined;
};

const tooLong = (text: string, max: number, label: string): string | undefined =>
  text.trim().length > max ? `${label}不能超过 ${max} 个字` : undefined;

const withoutEmpty = <K extends string>(errors: Partial<Record<K, string | undefined>>): Partial<Record<K, string>> =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as Partial<Record<K, string>>;

export type ApplicationFields = { name: string; employeeNo: string; department: string; note: string };
export type ApplicationField = keyof ApplicationFields;

export const validateApplication = (fields: ApplicationFields): Partial<Record<ApplicationField, string>> =>
  withoutEmpty<ApplicationField>({
    name: nameError(fields.name),
    employeeNo: tooLong(fields.employeeNo, APPLICATION_LIMITS.employeeNo, '工号'),
    department: tooLong(fields.department, APPLICATION_LIMITS.department, '部门'),
    note: tooLong(fields.note, APPLICATION_LIMITS.note, '备注'),
  });

export const toApplicationBody = (lineId: string, fields: ApplicationFields): RideApplicationBody => ({
  lineId,
  name: fields.name.trim(),
  employeeNo: fields.employeeNo.trim(),
  department: fields.department.trim(),
  note: fields.note.trim(),
});

/** A site as the form holds it: the name the enterprise gives it (editable) and the point picked. */
export type SiteFields = { key: string; name: string; detail: string; lng: number; lat: number };
export type ShiftFields = { key: string; time: string; direction: ShiftDirection };

export type ShuttleFields = {
  companyName: string;
  contactName: string;
  contactPhone: string;
  cityId: number | null;
  /** null while cleared. */
  headcount: number | null;
  sites: SiteFields[];
  shifts: ShiftFields[];
  weekdays: number[];
  startDate: string;
  note: string;
};

export type ShuttleField = Exclude<keyof ShuttleFields, 'cityId'>;
export type ShuttleErrors = Partial<Record<ShuttleField, string>>;

const companyNameError = (name: string): string | undefined => {
  const value = name.trim();
  if (value.length < 2) return value === '' ? '请填写企业名称' : '企业名称至少 2 个字';
  return value.length > SHUTTLE_LIMITS.companyName ? '企业名称不能超过 40 个字' : undefined;
};

const phoneError = (phone: string): string | undefined => {
  const value = phone.trim();
  if (value === '') return accountMessages.phoneRequired;
  return MOBILE_PATTERN.test(value) ? undefined : accountMessages.phoneInvalid;
};

const headcountError = (headcount: number | null): string | undefined => {
  if (headcount === null || !Number.isFinite(headcount)) return '请填写乘车人数';
  if (!Number.isInteger(headcount)) return '乘车人数须为整数';
  if (headcount < SHUTTLE_LIMITS.headcountMin) return '乘车人数至少 5 人';
  return headcount > SHUTTLE_LIMITS.headcountMax ? '乘车人数不能超过 5000 人' : undefined;
};

const sitesError = (sites: readonly SiteFields[]): string | undefined => {
  for (const site of sites) {
    const name = site.name.trim();
    if (name.length < 2) return '地点名称至少 2 个字';
    if (name.length > SHUTTLE_LIMITS.siteName) return '地点名称不能超过 30 个字';
    if (!isInChina(site.lng, site.lat)) return accountMessages.pointInvalid;
  }
  if (sites.length < SHUTTLE_LIMITS.sitesMin) return '请至少添加上车和下车两个地点';
  return sites.length > SHUTTLE_LIMITS.sitesMax ? '最多 10 个地点' : undefined;
};

const shiftsError = (shifts: readonly ShiftFields[]): string | undefined => {
  if (shifts.some((shift) => !CLOCK_PATTERN.test(shift.time))) return '时间格式应为 HH:mm';
  if (shifts.length === 0) return '请至少添加一个班次';
  return shifts.length > SHUTTLE_LIMITS.shiftsMax ? '最多 6 个班次' : undefined;
};

/**
 * Each field's first complaint. The start date must also be today or later (Asia/Shanghai `today`): the
 * contract checks only its shape, and a shuttle cannot start in the past.
 */
export const validateShuttle = (fields: ShuttleFields, today: string): ShuttleErrors =>
  withoutEmpty<ShuttleField>({
    companyName: companyNameError(fields.companyName),
    contactName: nameError(fields.contactName),
    contactPhone: phoneError(fields.contactPhone),
    headcount: headcountError(fields.headcount),
    sites: sitesError(fields.sites),
    shifts: shiftsError(fields.shifts),
    weekdays: fields.weekdays.length === 0 ? '请选择运营日' : undefined,
    startDate: !DATE_PATTERN.test(fields.startDate) ? '请选择开始日期' : fields.startDate < today ? '开始日期不能早于今天' : undefined,
    note: tooLong(fields.note, SHUTTLE_LIMITS.note, '备注'),
  });

/** The body of POST /companyLine/shuttle/request from fields that passed validateShuttle. */
export const toShuttleBody = (fields: ShuttleFields & { cityId: number; headcount: number }): ShuttleRequestBody => ({
  companyName: fields.companyName.trim(),
  contactName: fields.contactName.trim(),
  contactPhone: fields.contactPhone.trim(),
  cityId: fields.cityId,
  headcount: fields.headcount,
  sites: fields.sites.map((site) => ({ name: site.name.trim(), lng: site.lng, lat: site.lat })),
  shifts: fields.shifts.map((shift) => ({ time: shift.time, direction: shift.direction })),
  weekdays: [...new Set(fields.weekdays)].sort((a, b) => a - b),
  startDate: fields.startDate,
  note: fields.note.trim(),
});
