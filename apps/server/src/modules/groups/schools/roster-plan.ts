import { MOBILE_PATTERN } from '@udian/contracts/account-rules';
import type { RosterImportReport } from '@udian/contracts/endpoints/ops/groups/schools';
import { normalizeStaffPhone } from '../staff/staff-import';
import type { RosterCsvRow } from './roster-csv';

export const ROSTER_NAME_MIN_LENGTH = 2;
export const ROSTER_NAME_MAX_LENGTH = 20;
export const ROSTER_CLASS_MAX_LENGTH = 20;

/** A student number as the contract's StudentNo takes it: 4–20 letters, digits or dashes, upper-cased. */
const STUDENT_NO_PATTERN = /^[A-Z0-9-]{4,20}$/;

/** A student of a school's list as stored, by student number. */
export type RosterValues = { studentNo: string; name: string; className: string; guardianPhone: string };

/** What an import compares the file with: the list's students by number. */
export type RosterEntries = ReadonlyMap<string, Omit<RosterValues, 'studentNo'>>;

export type RosterImportPlan = {
  report: RosterImportReport;
  /** Rows to add or change (unchanged ones are left alone). */
  upserts: RosterValues[];
  /** replace mode: the listed student numbers the file no longer has. */
  removals: string[];
};

/** A student number as stored and compared: upper-cased (the contract's StudentNo does the same to a guardian's). */
export const normalizeStudentNo = (raw: string): string => raw.toUpperCase();

const lengthOf = (text: string): number => [...text].length;

/**
 * Decides each row of a school's student list against the list as it is, as a staff list's import does
 * (decision 048): a row is refused, with its reason in Chinese, for a student number that is missing or not
 * 4–20 letters, digits or dashes, a number an earlier row of the file has, a name not 2–20 characters, a class
 * over 20, or a guardian phone given but not a mobile number; a good row is added, updated (its name, class or
 * guardian phone differs) or unchanged. In replace mode the listed numbers the file does not have are removed
 * (a refused row's well-formed number still counts as in the file). Changes nothing itself.
 */
export const planRosterImport = (
  rows: readonly RosterCsvRow[],
  existing: RosterEntries,
  options: { mode: 'merge' | 'replace'; isDryRun: boolean },
): RosterImportPlan => {
  const firstLineOf = new Map<string, number>();
  const inFile = new Set<string>();
  const upserts: RosterValues[] = [];
  const counts = { added: 0, updated: 0, unchanged: 0, refused: 0 };
  const reportRows: RosterImportReport['rows'] = [];

  const refusalOf = (row: RosterCsvRow, studentNo: string, guardianPhone: string): string | null => {
    if (studentNo === '') return '学号为空';
    if (!STUDENT_NO_PATTERN.test(studentNo)) return '学号格式不正确，须为 4–20 位字母、数字或短横线';
    const first = firstLineOf.get(studentNo);
    if (first !== undefined) return `与第 ${first} 行学号重复`;
    if (row.name === '') return '姓名为空';
    if (lengthOf(row.name) < ROSTER_NAME_MIN_LENGTH) return `姓名至少 ${ROSTER_NAME_MIN_LENGTH} 个字`;
    if (lengthOf(row.name) > ROSTER_NAME_MAX_LENGTH) return `姓名不能超过 ${ROSTER_NAME_MAX_LENGTH} 个字`;
    if (lengthOf(row.className) > ROSTER_CLASS_MAX_LENGTH) return `班级不能超过 ${ROSTER_CLASS_MAX_LENGTH} 个字`;
    if (guardianPhone !== '' && !MOBILE_PATTERN.test(guardianPhone)) return '家长手机格式不正确，须为 11 位中国大陆手机号';
    return null;
  };

  for (const row of rows) {
    const studentNo = normalizeStudentNo(row.studentNo);
    const guardianPhone = normalizeStaffPhone(row.guardianPhone);
    if (STUDENT_NO_PATTERN.test(studentNo)) inFile.add(studentNo);
    const reason = refusalOf(row, studentNo, guardianPhone);
    if (reason !== null) {
      counts.refused += 1;
      reportRows.push({ line: row.line, studentNo, outcome: 'refused', reason });
      continue;
    }
    firstLineOf.set(studentNo, row.line);
    const values: RosterValues = { studentNo, name: row.name, className: row.className, guardianPhone };
    const before = existing.get(studentNo);
    const outcome = !before
      ? 'added'
      : before.name !== values.name || before.className !== values.className || before.guardianPhone !== values.guardianPhone
        ? 'updated'
        : 'unchanged';
    counts[outcome] += 1;
    if (outcome !== 'unchanged') upserts.push(values);
    reportRows.push({ line: row.line, studentNo, outcome, reason: null });
  }

  const removals = options.mode === 'replace' ? [...existing.keys()].filter((studentNo) => !inFile.has(studentNo)) : [];
  return {
    report: { total: rows.length, ...counts, removed: removals.length, isDryRun: options.isDryRun, rows: reportRows },
    upserts,
    removals,
  };
};
