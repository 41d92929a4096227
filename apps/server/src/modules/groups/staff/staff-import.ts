import { MOBILE_PATTERN } from '@udian/contracts/account-rules';
import type { StaffImportReport } from '@udian/contracts/endpoints/ops/groups/groups';
import type { StaffCsvRow } from './staff-csv';

export const STAFF_NAME_MAX_LENGTH = 20;
export const STAFF_EMPLOYEE_NO_MAX_LENGTH = 32;

/** A staff-list entry as stored: name and employee number by phone. */
export type StaffValues = { phone: string; name: string; employeeNo: string };

export type StaffImportPlan = {
  report: StaffImportReport;
  /** Rows to add or change (unchanged ones are left alone). */
  upserts: StaffValues[];
  /** replace mode: the listed phones the file no longer has. */
  removals: string[];
};

/** Spaces and dashes a spreadsheet keeps in a number go, and a leading +86 or 86 before a mobile number. */
export const normalizeStaffPhone = (raw: string): string => raw.replace(/[\s-]/g, '').replace(/^\+?86(?=1\d{10}$)/, '');

const lengthOf = (text: string): number => [...text].length;

/**
 * Decides each row of a staff list against the list as it is (decision 048): a row is refused, with its
 * reason in Chinese, for a missing or non-mobile phone, a phone an earlier row of the file has, or a name or
 * employee number too long; a good row is added, updated (its name or employee number differs) or unchanged.
 * In replace mode the listed phones the file does not have are removed (a refused row's phone still counts as
 * in the file). Changes nothing itself.
 */
export const planStaffImport = (
  rows: readonly StaffCsvRow[],
  existing: ReadonlyMap<string, { name: string; employeeNo: string }>,
  options: { mode: 'merge' | 'replace'; isDryRun: boolean },
): StaffImportPlan => {
  const firstLineOf = new Map<string, number>();
  const inFile = new Set<string>();
  const upserts: StaffValues[] = [];
  const counts = { added: 0, updated: 0, unchanged: 0, refused: 0 };
  const reportRows: StaffImportReport['rows'] = [];

  const refusalOf = (row: StaffCsvRow, phone: string): string | null => {
    if (phone === '') return '手机号为空';
    if (!MOBILE_PATTERN.test(phone)) return '手机号格式不正确，须为 11 位中国大陆手机号';
    const first = firstLineOf.get(phone);
    if (first !== undefined) return `与第 ${first} 行手机号重复`;
    if (lengthOf(row.name) > STAFF_NAME_MAX_LENGTH) return `姓名不能超过 ${STAFF_NAME_MAX_LENGTH} 个字`;
    if (lengthOf(row.employeeNo) > STAFF_EMPLOYEE_NO_MAX_LENGTH) return `工号不能超过 ${STAFF_EMPLOYEE_NO_MAX_LENGTH} 个字符`;
    return null;
  };

  for (const row of rows) {
    const phone = normalizeStaffPhone(row.phone);
    if (MOBILE_PATTERN.test(phone)) inFile.add(phone);
    const reason = refusalOf(row, phone);
    if (reason !== null) {
      counts.refused += 1;
      reportRows.push({ line: row.line, phone: phone || row.phone, outcome: 'refused', reason });
      continue;
    }
    firstLineOf.set(phone, row.line);
    const before = existing.get(phone);
    const outcome = !before ? 'added' : before.name !== row.name || before.employeeNo !== row.employeeNo ? 'updated' : 'unchanged';
    counts[outcome] += 1;
    if (outcome !== 'unchanged') upserts.push({ phone, name: row.name, employeeNo: row.employeeNo });
    reportRows.push({ line: row.line, phone, outcome, reason: null });
  }

  const removals = options.mode === 'replace' ? [...existing.keys()].filter((phone) => !inFile.has(phone)) : [];
  return {
    report: { total: rows.length, ...counts, removed: removals.length, isDryRun: options.isDryRun, rows: reportRows },
    upserts,
    removals,
  };
};
