import { errorCatalogue } from '@udian/contracts/meta-codes';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error';
import { parseRosterCsv } from './roster-csv';

const refusal = (csv: string): string => {
  try {
    parseRosterCsv(csv);
    return 'none';
  } catch (error) {
    if (error instanceof AppError) return error.errorName;
    throw error;
  }
};

describe('parseRosterCsv', () => {
  it('reads the Chinese header with a BOM and CRLF, the optional columns in any order, and each row’s line', () => {
    const csv = '\ufeff班级,姓名,学号,家长手机\r\n三年级一班,张小明,S1001,13800000001\r\n\r\n"三年级,二班",李小红,s1002,\r\n';
    expect(parseRosterCsv(csv)).toEqual([
      { line: 2, studentNo: 'S1001', name: '张小明', className: '三年级一班', guardianPhone: '13800000001' },
      { line: 4, studentNo: 's1002', name: '李小红', className: '三年级,二班', guardianPhone: '' },
    ]);
  });

  it('takes the English header in any case, with only the number and name required', () => {
    expect(parseRosterCsv('StudentNo,NAME\nS1001,张小明\n')).toEqual([{ line: 2, studentNo: 'S1001', name: '张小明', className: '', guardianPhone: '' }]);
    expect(parseRosterCsv('studentno,name,classname,guardianphone\nS1001,张小明,一班,13800000001\n')[0]).toMatchObject({ className: '一班', guardianPhone: '13800000001' });
  });

  it('refuses a file without the number or the name column with rosterCsvHeader, and the rest as a staff list', () => {
    expect(refusal('学号,班级\nS1001,一班\n')).toBe('rosterCsvHeader');
    expect(refusal('姓名,班级\n张三,一班\n')).toBe('rosterCsvHeader');
    expect(refusal('手机号,姓名\n13800000001,张三\n')).toBe('rosterCsvHeader');
    expect(refusal(' ')).toBe('rosterCsvHeader');
    expect(refusal('学号,姓名\n\n')).toBe('groupCsvNoRows');
    expect(refusal('学号,姓名\nS1001,"张三\n')).toBe('groupCsvUnreadable');
    expect(refusal(['学号,姓名', ...Array.from({ length: 20_001 }, (_, i) => `S${i + 10000},张三`)].join('\n'))).toBe('groupCsvTooManyRows');
    expect(errorCatalogue.rosterCsvHeader.desc).toBe('CSV 表头须包含“学号”和“姓名”列');
  });
});
