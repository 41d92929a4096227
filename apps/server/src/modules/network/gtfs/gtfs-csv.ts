/**
 * A streaming CSV reader for GTFS (RFC 4180): text goes in by chunks, each record comes out with the line it
 * ends on (1 is the header), so a feed of millions of rows never sits in memory as rows. Quoted fields may hold
 * commas, doubled quotes and line breaks; CRLF and LF both end a line; unquoted fields are trimmed, a leading
 * byte-order mark is dropped and empty lines are skipped. A malformed record is reported (with csv-parse's
 * codes, which gtfs-messages.ts words for operators) and skipped, and reading goes on with the next line.
 */
export type CsvSink = {
  record: (fields: string[], line: number) => void;
  malformed: (code: string, detail: string, line: number) => void;
};

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;

export class CsvReader {
  private buffer = '';
  /** The line the buffer starts on. */
  private line = 1;
  private isFirst = true;

  constructor(private readonly sink: CsvSink) {}

  write(chunk: string): void {
    if (this.isFirst) {
      this.isFirst = false;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    this.buffer = this.buffer === '' ? chunk : this.buffer + chunk;
    this.drain(false);
  }

  end(): void {
    this.drain(true);
    this.buffer = '';
  }

  private drain(isFinal: boolean): void {
    const s = this.buffer;
    const n = s.length;
    let pos = 0;
    let line = this.line;
    while (pos < n) {
      const start = pos;
      const startLine = line;
      const fields: string[] = [];
      let i = pos;
      let fieldStart = i;
      let problem: { code: string; detail: string } | null = null;
      let isComplete = false;
      // One record: fields until an unquoted line break (or the end of the text, when it is the last).
      for (;;) {
        if (i >= n) {
          if (!isFinal) break;
          fields.push(s.slice(fieldStart, i).trim());
          isComplete = true;
          break;
        }
        const c = s.charCodeAt(i);
        if (c === COMMA) {
          fields.push(s.slice(fieldStart, i).trim());
          i += 1;
          fieldStart = i;
          continue;
        }
        if (c === LF) {
          let end = i;
          if (end > fieldStart && s.charCodeAt(end - 1) === CR) end -= 1;
          fields.push(s.slice(fieldStart, end).trim());
          i += 1;
          line += 1;
          isComplete = true;
          break;
        }
        if (c !== QUOTE) {
          i += 1;
          continue;
        }
        if (s.slice(fieldStart, i).trim() !== '') {
          problem = { code: 'INVALID_OPENING_QUOTE', detail: `Invalid Opening Quote: a quote is found in field ${fields.length + 1} at line ${line}` };
          break;
        }
        // A quoted field: up to the quote that is not doubled.
        let value = '';
        let j = i + 1;
        let closed = -1;
        for (;;) {
          const q = s.indexOf('"', j);
          if (q < 0) break;
          if (s.charCodeAt(q + 1) === QUOTE) {
            value += s.slice(j, q + 1);
            j = q + 2;
            continue;
          }
          if (q + 1 >= n && !isFinal) break; // the next chunk may start with a quote
          value += s.slice(j, q);
          closed = q;
          break;
        }
        if (closed < 0) {
          if (isFinal) problem = { code: 'CSV_QUOTE_NOT_CLOSED', detail: `Quote Not Closed: the parsing is finished with an opening quote at line ${line}` };
          i = n;
          break;
        }
        for (let k = i; k < closed; k += 1) if (s.charCodeAt(k) === LF) line += 1;
        i = closed + 1;
        while (i < n && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9)) i += 1;
        const after = i < n ? s.charCodeAt(i) : -1;
        if (after === CR && (i + 1 >= n || s.charCodeAt(i + 1) === LF)) i += 1;
        const next = i < n ? s.charCodeAt(i) : -1;
        if (next !== COMMA && next !== LF && next !== -1) {
          problem = { code: 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE', detail: `Invalid Closing Quote: found non trimable characters after the quote at line ${line}` };
          break;
        }
        fields.push(value);
        if (next === COMMA) {
          i += 1;
          fieldStart = i;
          // A line that ends in a comma after a quoted field has an empty last field.
          continue;
        }
        if (next === LF) {
          i += 1;
          line += 1;
          isComplete = true;
          break;
        }
        // The end of the text after a quoted field.
        if (!isFinal) break;
        isComplete = true;
        break;
      }
      if (problem) {
        // Skip to the end of the line and go on.
        const lf = s.indexOf('\n', i);
        if (lf < 0 && !isFinal) {
          pos = start;
          line = startLine;
          break;
        }
        this.sink.malformed(problem.code, problem.detail, line);
        pos = lf < 0 ? n : lf + 1;
        line = lf < 0 ? line : line + 1;
        continue;
      }
      if (!isComplete) {
        if (isFinal && i >= n && fields.length === 0 && fieldStart >= n) {
          pos = n;
          break;
        }
        // Wait for more text, from the record's start.
        pos = start;
        line = startLine;
        break;
      }
      pos = i;
      const recordLine = s.charCodeAt(i - 1) === LF ? line - 1 : line;
      if (fields.length === 1 && fields[0] === '') continue;
      this.sink.record(fields, recordLine);
    }
    this.buffer = pos >= n ? '' : s.slice(pos);
    this.line = line;
  }
}
