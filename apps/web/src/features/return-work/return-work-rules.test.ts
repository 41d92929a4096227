import { describe, expect, it } from 'vitest';
import { csvHeaderOf, declarationProblem, nameProblem, phoneProblem, shuttleText, travelRange, validateTrip } from './return-work-rules';

const campaign = {
  startsOn: '2027-02-10',
  endsOn: '2027-03-01',
  fields: [
    { key: 'healthOk', label: '本人身体健康', kind: 'confirm' as const, isRequired: true },
    { key: 'idNumber', label: '身份证号', kind: 'idNumber' as const, isRequired: true },
  ],
};
const place = { name: '深圳北站', lng: 114.03, lat: 22.61 };

describe('the return-to-work forms', () => {
  it('take a day of the campaign from today', () => {
    expect(travelRange(campaign, '2027-02-01')).toEqual({ first: '2027-02-10', last: '2027-03-01' });
    expect(travelRange(campaign, '2027-02-20')).toEqual({ first: '2027-02-20', last: '2027-03-01' });
    const range = travelRange(campaign, '2027-02-20');
    expect(validateTrip({ travelDate: '2027-02-19', from: place, to: { ...place, name: '科技园' } }, range)).toEqual({ travelDate: '乘车日期须在 2027-02-20 至 2027-03-01 之间' });
    expect(validateTrip({ travelDate: '', from: null, to: place }, range)).toEqual({ travelDate: '请选择乘车日期', from: '请选择上车地点' });
    expect(validateTrip({ travelDate: '2027-02-21', from: place, to: place }, range)).toEqual({ to: '上车和下车地点不能相同' });
  });

  it('check names, phones and the campaign’s declarations as the server does', () => {
    expect(nameProblem('王')).toBe('姓名为 2–20 个汉字或字母');
    expect(nameProblem('王一')).toBeUndefined();
    expect(phoneProblem('1390013900')).toBe('请输入正确的 11 位手机号');
    expect(declarationProblem(campaign, { healthOk: true }, '2027-02-01')).toBe('请填写「身份证号」');
    expect(declarationProblem(campaign, { healthOk: true, idNumber: '11010519491231002X' }, '2027-02-01')).toBeUndefined();
  });

  it('say the CSV header and a shuttle in words', () => {
    expect(csvHeaderOf(campaign)).toBe('姓名,手机号,本人身体健康,身份证号');
    expect(shuttleText({ serviceDate: '2027-02-10', departureTime: '08:00', lineCode: 'FG01', fromName: '长沙南站', toName: '科技园' })).toBe('2月10日 周三 08:00 · FG01 长沙南站 → 科技园');
  });
});
