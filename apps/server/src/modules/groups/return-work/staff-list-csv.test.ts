import { describe, expect, it } from 'vitest';
import type { ReturnWorkFieldValue } from '../../../db/schema';
import { parseStaffListCsv } from './staff-list-csv';

const fields: ReturnWorkFieldValue[] = [
  { key: 'healthOk', label: '本人身体健康', kind: 'confirm', isRequired: true },
  { key: 'originCity', label: '出发城市', kind: 'text', isRequired: true },
];

describe("an employer's return-to-work list as CSV", () => {
  it('reads the name, the phone and a column per declaration by its label or key, with each row’s line', () => {
    const csv = '\uFEFF姓名,手机号,出发城市,healthok\r\n王一,13900000001,长沙,是\r\n\r\n"赵\n二",13900000002,,否\r\n';
    expect(parseStaffListCsv(csv, fields)).toEqual([
      { line: 2, name: '王一', phone: '13900000001', answers: { originCity: '长沙', healthOk: true } },
      { line: 4, name: '赵\n二', phone: '13900000002', answers: { healthOk: false } },
    ]);
  });

  it('refuses a file without the name or the phone column', () => {
    expect(() => parseStaffListCsv('手机号\n13900000001', fields)).toThrow(/returnWorkCsvHeader/);
  });
});
