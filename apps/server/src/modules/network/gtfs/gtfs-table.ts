import { CsvReader } from './gtfs-csv';
import { GtfsError, type GtfsProblems } from './gtfs-error';

/** One record of a GTFS file, with the line it ends on (1 is the header). */
export type GtfsRow = { line: number; values: Readonly<Record<string, string>> };

/** A file's columns by name, as the header has them. */
export type GtfsColumns = ReadonlyMap<string, number>;

/** A record as a row of named values, for the files read row by row (not stop_times.txt, read raw). */
export const rowOf = (columns: GtfsColumns, fields: readonly string[], line: number): GtfsRow => {
  const values: Record<string, string> = {};
  for (const [name, index] of columns) values[name] = fields[index] ?? '';
  return { line, values };
};

/**
 * One GTFS file read as it streams in: the header is checked (no column twice, the required ones there), then
 * each record goes to `onRecord` with the header's columns. A problem in a record is noted and reading goes on
 * with the next one; a file whose header is unusable is marked broken and its records are not read.
 */
export class GtfsTable {
  rows = 0;
  isPresent = false;
  private columns: Map<string, number> | null = null;
  private isBroken = false;
  private readonly csv: CsvReader;

  constructor(
    readonly file: string,
    private readonly requiredColumns: readonly string[],
    private readonly problems: GtfsProblems,
    private readonly onRecord: (fields: string[], line: number, columns: GtfsColumns) => void,
  ) {
    this.csv = new CsvReader({
      record: (fields, line) => this.record(fields, line),
      malformed: (code, detail, line) => problems.add(new GtfsError(file, line, 'malformedCsv', { code, detail })),
    });
  }

  write(text: string): void {
    this.isPresent = true;
    this.csv.write(text);
  }

  end(): void {
    this.csv.end();
    if (this.isPresent && this.columns === null && !this.isBroken) {
      this.problems.add(new GtfsError(this.file, 1, 'emptyFile'));
      this.problems.brokenFiles.add(this.file);
    }
  }

  private record(fields: string[], line: number): void {
    if (this.isBroken) return;
    const columns = this.columns;
    if (columns === null) {
      this.header(fields, line);
      return;
    }
    if (fields.length !== columns.size) {
      const detail = `Invalid Record Length: expect ${columns.size}, got ${fields.length} on line ${line}`;
      this.problems.add(new GtfsError(this.file, line, 'malformedCsv', { code: 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH', detail }));
      return;
    }
    this.rows += 1;
    try {
      this.onRecord(fields, line, columns);
    } catch (error) {
      if (!(error instanceof GtfsError)) throw error;
      this.problems.add(error);
    }
  }

  private header(fields: string[], line: number): void {
    const columns = new Map<string, number>();
    fields.forEach((column, index) => {
      if (columns.has(column)) {
        this.problems.add(new GtfsError(this.file, line, 'duplicateColumn', { column }));
        this.isBroken = true;
      }
      columns.set(column, index);
    });
    for (const column of this.requiredColumns) {
      if (!columns.has(column)) {
        this.problems.add(new GtfsError(this.file, line, 'missingColumn', { column }));
        this.isBroken = true;
      }
    }
    if (this.isBroken) this.problems.brokenFiles.add(this.file);
    // Columns are known even when broken, but its rows are not read.
    this.columns = columns;
  }
}
