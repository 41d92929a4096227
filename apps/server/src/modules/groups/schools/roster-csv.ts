import { parseListCsv, type ListCsvColumns, type ListCsvRow } from '../staff/staff-csv';

/** The columns of a school's student list; the header names each may go by (English ones in any case). */
const COLUMNS: ListCsvColumns<'studentNo' | 'name' | 'className' | 'guardianPhone'> = {
  studentNo: ['学号', 'studentno'],
  name: ['姓名', 'name'],
  className: ['班级', 'classname'],
  guardianPhone: ['家长手机', '家长手机号', 'guardianphone'],
};

/** One data row of a student list as the file has it (trimmed), with the line it is on (the header is line 1). */
export type RosterCsvRow = ListCsvRow<keyof typeof COLUMNS>;

/**
 * A school's student list (学生名单) as CSV, read as a staff list is: a header row naming 学号 (studentNo) and
 * 姓名 (name), and optionally 班级 (className) and 家长手机 (guardianPhone), then the data rows. Refuses a file
 * without the number or name column (rosterCsvHeader), unreadable, with no data rows or with too many, as the
 * staff list's parser does.
 */
export const parseRosterCsv = (csv: string): RosterCsvRow[] =>
  parseListCsv(csv, { columns: COLUMNS, required: ['studentNo', 'name'], headerError: 'rosterCsvHeader' });
