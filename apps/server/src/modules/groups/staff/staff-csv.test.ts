import { errorCatalogue, type ErrorName } from '@udian/contracts/meta-codes';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error';
import { parseStaffCsv } from './staff-csv';

const refusal = (csv: string): ErrorName | 'none' => {
  try {
    parseStaffCsv(csv);
    return 'none';
  } catch (error) {
    if (error instanceof AppError) return error.errorName;
    throw error;
  }
};

describe('parseStaffCsv', () => {
  it('reads the Chinese header with a BOM and CRLF, quoted fields and their commas, and each row’s line', () => {
    const csv = '\ufeff姓名,手机号,工号\r\n张三,13800138000,E001\r\n"李,四","13800138001",""\r\n\r\n王五,13800138002,E003\r\n';
    expect(parseStaffCsv(csv)).toEqual([
      { line: 2, phone: '13800138000', name: '张三', employeeNo: 'E001' },
      { line: 3, phone: '13800138001', name: '李,四', employeeNo: '' },
      { line: 5, phone: '13800138002', name: '王五', employeeNo: 'E003' },
    ]);
  });

  it('takes the English header in any case, with only the phone column required', () => {
    expect(parseStaffCsv('Phone\n13800138000\n')).toEqual([{ line: 2, phone: '13800138000', name: '', employeeNo: '' }]);
    expect(parseStaffCsv('name,PHONE,EmployeeNo\n张三,13800138000,7\n')[0]).toEqual({ line: 2, phone: '13800138000', name: '张三', employeeNo: '7' });
  });

  it('counts a line break inside quotes as one line, CRLF or LF, and skips rows with no text at all', () => {
    const csv = '手机号,姓名\r\n13800138000,"张\r\n三"\r\n,\r\n13800138001,李四';
    expect(parseStaffCsv(csv).map((row) => row.line)).toEqual([2, 5]);
    expect(parseStaffCsv('手机号,姓名\n13800138000,"张\n三"\n13800138001,李四\n').map((row) => row.line)).toEqual([2, 4]);
  });

  it('keeps a short row (its missing cells empty) for the row checks to judge', () => {
    expect(parseStaffCsv('姓名,手机号\n张三\n')).toEqual([{ line: 2, phone: '', name: '张三', employeeNo: '' }]);
  });

  it('refuses a file without the phone column, with no data rows, or unreadable', () => {
    expect(refusal('姓名,工号\n张三,1\n')).toBe('groupCsvHeader');
    expect(refusal('   ')).toBe('groupCsvHeader');
    expect(refusal('手机号\n\n\n')).toBe('groupCsvNoRows');
    expect(refusal('手机号,姓名\n,\n')).toBe('groupCsvNoRows');
    expect(refusal('手机号,姓名\n13800138000,"张三\n')).toBe('groupCsvUnreadable');
    expect(refusal('手机号,姓名\n13800138000,张"三"x,1\n"a"b,c\n')).toBe('groupCsvUnreadable');
  });

  it('says where an unreadable file goes wrong', () => {
    try {
      parseStaffCsv('手机号,姓名\n13800138000,张三\n13800138001,"李四\n');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: errorCatalogue.groupCsvUnreadable.code });
      expect((error as AppError).desc).toMatch(/第 \d+ 行/);
    }
  });

  it('refuses more than 20000 data rows', () => {
    const rows = (n: number) => ['手机号', ...Array.from({ length: n }, (_, i) => String(13800000000 + i))].join('\n');
    expect(parseStaffCsv(rows(20_000))).toHaveLength(20_000);
    expect(refusal(rows(20_001))).toBe('groupCsvTooManyRows');
  });
});
