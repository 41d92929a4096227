import { describe, expect, it } from 'vitest';
import { csvCell, csvText, dataRowCount, decodeCsvBytes, hasPhoneHeader, readCsvFile, staffTemplateCsv } from './csv-file';

const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
/** '手机号,姓名\r\n13800138000,张三\r\n' as GBK, the way Excel saves CSV on Chinese Windows. */
const gbk = new Uint8Array([
  0xca, 0xd6, 0xbb, 0xfa, 0xba, 0xc5, 0x2c, 0xd0, 0xd5, 0xc3, 0xfb, 0x0d, 0x0a, ...utf8('13800138000,'), 0xd5, 0xc5, 0xc8, 0xfd, 0x0d, 0x0a,
]);

describe('reading a chosen CSV', () => {
  it('drops the BOM of a UTF-8 file, so the header reads 手机号 and not \\uFEFF手机号', () => {
    const { text, encoding } = decodeCsvBytes(withBom('手机号,姓名,工号\r\n13800138000,张三,A001\r\n'));
    expect(encoding).toBe('utf-8');
    expect(text.charCodeAt(0)).toBe('手'.charCodeAt(0));
    expect(text.startsWith('手机号,')).toBe(true);
    expect(hasPhoneHeader(text)).toBe(true);
  });

  it('reads UTF-8 without a BOM as it is', () => {
    expect(decodeCsvBytes(utf8('phone,name\n13800138000,Li\n'))).toEqual({ text: 'phone,name\n13800138000,Li\n', encoding: 'utf-8' });
  });

  it('reads a file that is not UTF-8 as GBK (GB18030)', () => {
    const { text, encoding } = decodeCsvBytes(gbk);
    expect(encoding).toBe('gb18030');
    expect(text).toBe('手机号,姓名\r\n13800138000,张三\r\n');
  });

  it('reads a File (Blob) with a BOM', async () => {
    const file = new File([withBom('手机号\n13800138000\n')], 'staff.csv', { type: 'text/csv' });
    await expect(readCsvFile(file)).resolves.toEqual({ text: '手机号\n13800138000\n', encoding: 'utf-8' });
  });

  it('counts the data rows (blank lines and the header left out) and finds the phone column quoted or in English', () => {
    expect(dataRowCount('手机号\r\n13800138000\r\n\r\n13800138001\r\n')).toBe(2);
    expect(dataRowCount('手机号\n')).toBe(0);
    expect(dataRowCount('')).toBe(0);
    expect(hasPhoneHeader('"姓名", "手机号" ,工号\n')).toBe(true);
    expect(hasPhoneHeader('Phone,Name\n')).toBe(true);
    expect(hasPhoneHeader('电话,姓名\n')).toBe(false);
  });
});

describe('writing CSV', () => {
  it('quotes cells with commas, quotes and line breaks, and keeps formulas as text', () => {
    expect(csvCell('张三')).toBe('张三');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(12)).toBe('12');
  });

  it('starts with a BOM and ends each row with CRLF, so Excel opens it as UTF-8', () => {
    expect(csvText([['a', 'b'], [1, '二']])).toBe('\uFEFFa,b\r\n1,二\r\n');
    expect(staffTemplateCsv()).toBe('\uFEFF手机号,姓名,工号\r\n');
  });
});
