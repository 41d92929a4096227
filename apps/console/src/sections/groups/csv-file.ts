/**
 * CSV in the browser: reading a chosen file as text (UTF-8 with or without a BOM; a GBK file, as Excel saves
 * "CSV" on Chinese Windows, is read as GB18030), and writing one for download that Excel opens as UTF-8.
 */

export type CsvEncoding = 'utf-8' | 'gb18030';

const BOM = '\uFEFF';

/** The file's bytes as text: UTF-8 when they are valid UTF-8 (its BOM dropped), else GB18030 (a superset of GBK). */
export const decodeCsvBytes = (bytes: ArrayBuffer | Uint8Array): { text: string; encoding: CsvEncoding } => {
  try {
    // fatal: a byte sequence that is no UTF-8 throws instead of becoming U+FFFD.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.startsWith(BOM) ? text.slice(1) : text, encoding: 'utf-8' };
  } catch {
    const text = new TextDecoder('gb18030').decode(bytes);
    return { text: text.startsWith(BOM) ? text.slice(1) : text, encoding: 'gb18030' };
  }
};

const bytesOf = (file: Blob): Promise<ArrayBuffer> =>
  typeof file.arrayBuffer === 'function'
    ? file.arrayBuffer()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
        reader.readAsArrayBuffer(file);
      });

/** A chosen file as CSV text. */
export const readCsvFile = async (file: Blob): Promise<{ text: string; encoding: CsvEncoding }> => decodeCsvBytes(await bytesOf(file));

/** The lines of the text that hold anything (a quoted field across lines counts twice: this is for a hint only). */
const filledLines = (text: string): string[] => text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '');

/** About how many data rows the file holds (its filled lines but the header). */
export const dataRowCount = (text: string): number => Math.max(0, filledLines(text).length - 1);

/** The header's column names, unquoted, trimmed and in lower case. */
const headerCells = (text: string): string[] =>
  (filledLines(text)[0] ?? '')
    .split(',')
    .map((cell) => cell.trim().replace(/^"|"$/g, '').trim().toLowerCase());

/** Whether the header names each of the columns, each given by the names it may go by (in lower case). */
export const hasHeaderColumns = (text: string, columns: readonly (readonly string[])[]): boolean => {
  const cells = headerCells(text);
  return columns.every((names) => cells.some((cell) => names.includes(cell)));
};

/** Whether the header names the phone column (手机号 or phone), as the staff import requires. */
export const hasPhoneHeader = (text: string): boolean => hasHeaderColumns(text, [['手机号', 'phone']]);

/** Whether the header names the student number and name columns (学号 or studentNo, 姓名 or name), as the roster import requires. */
export const hasRosterHeader = (text: string): boolean => hasHeaderColumns(text, [['学号', 'studentno'], ['姓名', 'name']]);

/**
 * One CSV cell: quoted when it holds a comma, a quote or a line break; text a spreadsheet would take for a
 * formula (=, +, -, @ first) is kept as text with a leading apostrophe.
 */
export const csvCell = (value: string | number): string => {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Rows as CSV text with a BOM (Excel then reads it as UTF-8) and CRLF line ends. */
export const csvText = (rows: readonly (readonly (string | number)[])[]): string => `${BOM}${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** Hands the text to the browser as a download. */
export const downloadCsv = (fileName: string, text: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** The staff list template: the columns the import reads. */
const STAFF_TEMPLATE_HEADER = ['手机号', '姓名', '工号'] as const;
export const staffTemplateCsv = (): string => csvText([STAFF_TEMPLATE_HEADER]);

/** The school roster template: the columns the import reads (学号 and 姓名 required). */
const ROSTER_TEMPLATE_HEADER = ['学号', '姓名', '班级', '家长手机'] as const;
export const rosterTemplateCsv = (): string => csvText([ROSTER_TEMPLATE_HEADER]);
