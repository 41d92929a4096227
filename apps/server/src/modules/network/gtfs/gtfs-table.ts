import { CsvError, parse } from 'csv-parse/sync';
import { GtfsError } from './gtfs-error';
import type { GtfsFiles } from './gtfs-feed.reader';

/** One record of a GTFS file, with the line it ends on (1 is the header). */
export type GtfsRow = { line: number; values: Readonly<Record<string, string>> };
export type GtfsTable = { file: string; columns: ReadonlySet<string>; rows: GtfsRow[] };

type CsvRecord = { record: string[]; info: { lines: number } };

const parseRecords = (file: string, text: string): CsvRecord[] => {
  try {
    // With info: true each record comes with the line it ends on (csv-parse's typings miss this overload).
    return parse(text, { info: true, skip_empty_lines: true, trim: true }) as unknown as CsvRecord[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : null;
      throw new GtfsError(file, line, 'malformedCsv', { code: error.code, detail: error.message });
    }
    throw error;
  }
};

const toTable = (file: string, text: string, requiredColumns: readonly string[]): GtfsTable => {
  const [header, ...records] = parseRecords(file, text);
  if (!header) throw new GtfsError(file, 1, 'emptyFile');
  const columns = header.record;
  const seen = new Set<string>();
  for (const column of columns) {
    if (seen.has(column)) throw new GtfsError(file, header.info.lines, 'duplicateColumn', { column });
    seen.add(column);
  }
  for (const column of requiredColumns) {
    if (!seen.has(column)) throw new GtfsError(file, header.info.lines, 'missingColumn', { column });
  }
  const rows = records.map(({ record, info }) => ({
    line: info.lines,
    values: Object.fromEntries(columns.map((column, i) => [column, record[i] ?? ''])),
  }));
  return { file, columns: seen, rows };
};

/** A file the feed must have, with the columns it must have. */
export const requiredTable = (files: GtfsFiles, file: string, requiredColumns: readonly string[]): GtfsTable => {
  const text = files.get(file);
  if (text === undefined) throw new GtfsError(file, null, 'missingFile');
  return toTable(file, text, requiredColumns);
};

/** A file the feed may leave out; when present, its required columns must be there. */
export const optionalTable = (files: GtfsFiles, file: string, requiredColumns: readonly string[]): GtfsTable | null => {
  const text = files.get(file);
  return text === undefined ? null : toTable(file, text, requiredColumns);
};
