import { describe, expect, it } from 'vitest';
import { checkDeclarations, declarationFromCell, declarationText, type DeclarationFieldSpec } from './return-work-declarations';

const fields: DeclarationFieldSpec[] = [
  { key: 'healthOk', label: '本人身体健康', kind: 'confirm', isRequired: true },
  { key: 'idNumber', label: '身份证号', kind: 'idNumber', isRequired: true },
  { key: 'originCity', label: '出发城市', kind: 'text', isRequired: true },
  { key: 'riskArea', label: '到过中高风险地区', kind: 'yesNo', isRequired: true },
  { key: 'note', label: '备注', kind: 'text', isRequired: false },
];
const valid = { healthOk: true, idNumber: '11010519491231002x', originCity: '  湖南长沙 ', riskArea: false };

describe('a campaign’s declarations', () => {
  it('are normalised when every required field is answered by its kind', () => {
    expect(checkDeclarations(fields, valid, '2026-11-28')).toEqual({
      isValid: true,
      answers: { healthOk: true, idNumber: '11010519491231002X', originCity: '湖南长沙', riskArea: false },
    });
  });

  it('name the first problem in words', () => {
    const problem = (answers: Record<string, string | boolean>) => {
      const checked = checkDeclarations(fields, answers, '2026-11-28');
      return checked.isValid ? null : checked.problem;
    };
    expect(problem({ ...valid, healthOk: false })).toBe('请确认「本人身体健康」');
    expect(problem({ ...valid, idNumber: '110105194912310021' })).toBe('「身份证号」：身份证号码校验不通过，请核对后重新输入');
    expect(problem({ ...valid, originCity: ' ' })).toBe('请填写「出发城市」');
    expect(problem({ ...valid, originCity: '长'.repeat(51) })).toBe('「出发城市」不能超过 50 个字');
    expect(problem({ healthOk: true, idNumber: valid.idNumber, originCity: '长沙' })).toBe('请选择「到过中高风险地区」');
    expect(problem({ ...valid, riskArea: '否' })).toBe('「到过中高风险地区」填写内容不正确');
    expect(problem({ ...valid, unknown: 'x' })).toBe('申报内容与本次活动不符，请刷新页面后重新填写');
  });

  it('read from CSV cells and shown back in words, the ID number masked', () => {
    expect(declarationFromCell(fields[0]!, '是')).toBe(true);
    expect(declarationFromCell(fields[3]!, 'N')).toBe(false);
    expect(declarationFromCell(fields[3]!, '也许')).toBe('也许');
    expect(declarationFromCell(fields[2]!, '  ')).toBeUndefined();
    expect(declarationText(fields[1]!, '11010519491231002X')).toBe('110***********002X');
    expect(declarationText(fields[3]!, false)).toBe('否');
    expect(declarationText(fields[0]!, true)).toBe('已确认');
    expect(declarationText(fields[4]!, undefined)).toBe('—');
  });
});
