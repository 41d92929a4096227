import { declarationFromCell, type DeclarationValue } from '@udian/contracts/return-work-declarations';
import type { ReturnWorkFieldValue } from '../../../db/schema';
import { parseListCsv, type ListCsvColumns } from '../staff/staff-csv';

/** One row of an employer's return-to-work list as the file has it, its declarations read by the campaign's fields. */
export type StaffListRow = { line: number; name: string; phone: string; answers: Record<string, DeclarationValue> };

const fieldColumn = (key: string) => `field:${key}`;

/**
 * An employer's return-to-work staff list as CSV (decision 052), read by groups' list parser (parseListCsv):
 * 姓名 (name) and 手机号 (phone) are required; each declaration field of the campaign is a column headed by
 * its label (or its key); a yes-no cell reads 是/否. Refuses a file without the name or phone column
 * (returnWorkCsvHeader), and what parseListCsv refuses.
 */
export const parseStaffListCsv = (csv: string, fields: readonly ReturnWorkFieldValue[]): StaffListRow[] => {
  const columns: ListCsvColumns<string> = { name: ['姓名', 'name'], phone: ['手机号', 'phone'] };
  for (const field of fields) columns[fieldColumn(field.key)] = [field.label.toLowerCase(), field.key.toLowerCase()];
  return parseListCsv(csv, { columns, required: ['name', 'phone'], headerError: 'returnWorkCsvHeader' }).map((row) => {
    const answers: Record<string, DeclarationValue> = {};
    for (const field of fields) {
      const value = declarationFromCell(field, row[fieldColumn(field.key)] ?? '');
      if (value !== undefined) answers[field.key] = value;
    }
    return { line: row.line, name: row.name ?? '', phone: row.phone ?? '', answers };
  });
};
