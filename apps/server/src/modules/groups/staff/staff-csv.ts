import { STAFF_IMPORT_MAX_ROWS } from '@udian/contracts/endpoints/ops/groups/groups';
import { CsvError, parse } from 'csv-parse/sync';
import type { ErrorName } from '@udian/contracts/meta-codes';
import { AppError } from '../../../http/app-error';

/** One data row of a staff list as the file has it (trimmed), with the line it is on (the header is line 1). */
export type StaffCsvRow = { line: number; phone: string; name: string; employeeNo: string };

type CsvRecord = { record: string[]; info: { bytes: number } };

/** The header names each column may go by (English ones in any case). */
const COLUMNS: ListCsvColumns<'phone' | 'name' | 'employeeNo'> = {
  phone: ['手机号', 'phone'],
  name: ['姓名', 'name'],
  employeeNo: ['工号', 'employeeno'],
};

const columnOf = (header: readonly string[], names: readonly string[]): number => header.findIndex((cell) => names.includes(cell.trim().toLowerCase()));

const LF = 10;
const CR = 13;
const isBreakAt = (bytes: Buffer, i: number): boolean => bytes[i] === LF || (bytes[i] === CR && bytes[i + 1] !== LF);
const breaksIn = (value: string): number => value.match(/\r\n|\r|\n/g)?.length ?? 0;

const parseRecords = (bytes: Buffer): CsvRecord[] => {
  try {
    // bom: a file saved by Excel starts with one; info: how far into the file each record ends.
    return parse(bytes, { bom: true, info: true, trim: true, skip_empty_lines: true, relax_column_count: true }) as unknown as CsvRecord[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : null;
      throw new AppError('groupCsvUnreadable', line === null ? undefined : `CSV 文件第 ${line} 行附近格式有误，请检查引号和分隔符`);
    }
    throw error;
  }
};

/**
 * The line each record starts on, counted from the bytes (csv-parse's own count takes a CRLF inside quotes
 * for two lines): the line breaks before the record's end, less the one ending it and those inside its fields.
 */
const startLines = (bytes: Buffer, records: readonly CsvRecord[]): number[] => {
  let cursor = 0;
  let breaks = 0;
  return records.map(({ record, info }) => {
    for (; cursor < info.bytes; cursor += 1) if (isBreakAt(bytes, cursor)) breaks += 1;
    const last = bytes[info.bytes - 1];
    const endLine = breaks + 1 - (last === LF || last === CR ? 1 : 0);
    return endLine - record.reduce((sum, value) => sum + breaksIn(value), 0);
  });
};

/** A list's columns: the header names each may go by (English ones lower-cased: a header matches in any case). */
export type ListCsvColumns<K extends string> = Record<K, readonly string[]>;

/** One data row of a list as the file has it (trimmed, '' for a column the file lacks), with its line. */
export type ListCsvRow<K extends string> = { line: number } & Record<K, string>;

/**
 * A group's list as CSV (staff lists, school rosters): a header row naming the columns by `columns`' names,
 * then the data rows; UTF-8 with or without a BOM, CRLF or LF, quoted fields. Rows with no text at all are
 * skipped. Refuses a file it cannot read (groupCsvUnreadable), without a `required` column (`headerError`),
 * with no data rows (groupCsvNoRows), or with more than STAFF_IMPORT_MAX_ROWS (groupCsvTooManyRows).
 */
export const parseListCsv = <K extends string>(
  csv: string,
  { columns, required, headerError }: { columns: ListCsvColumns<K>; required: readonly NoInfer<K>[]; headerError: ErrorName },
): ListCsvRow<K>[] => {
  const bytes = Buffer.from(csv, 'utf8');
  const all = parseRecords(bytes);
  const lines = startLines(bytes, all);
  const [header, ...records] = all;
  if (!header) throw new AppError(headerError);
  const keys = Object.keys(columns) as K[];
  const indexes = keys.map((key) => [key, columnOf(header.record, columns[key])] as const);
  if (indexes.some(([key, index]) => index < 0 && required.includes(key))) throw new AppError(headerError);
  const cell = (record: readonly string[], index: number) => (index < 0 ? '' : (record[index] ?? ''));
  const rows: ListCsvRow<K>[] = [];
  records.forEach(({ record }, i) => {
    if (record.every((value) => value === '')) return;
    const row = { line: lines[i + 1]! } as ListCsvRow<K>;
    for (const [key, index] of indexes) (row as Record<K, string>)[key] = cell(record, index);
    rows.push(row);
  });
  if (rows.length === 0) throw new AppError('groupCsvNoRows');
  if (rows.length > STAFF_IMPORT_MAX_ROWS) throw new AppError('groupCsvTooManyRows');
  return rows;
};

/**
 * A staff list's CSV: a header row naming 手机号 (or phone), and optionally 姓名 (name) and 工号
 * (employeeNo), then the data rows (see parseListCsv). Refuses a file without the phone column with
 * groupCsvHeader.
 */
export const parseStaffCsv = (csv: string): StaffCsvRow[] => parseListCsv(csv, { columns: COLUMNS, required: ['phone'], headerError: 'groupCsvHeader' });
