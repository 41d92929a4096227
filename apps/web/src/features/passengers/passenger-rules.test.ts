import { describe, expect, it } from 'vitest';
import { icCardProblem, validatePassenger } from './passenger-rules';

// 11010519491231002X is the standard's own example; the others are built with its MOD 11-2 check character.
const VALID_ID = '11010519491231002X';

const fields = (overrides: Partial<{ name: string; idNumber: string; phone: string }> = {}) => ({
  name: '张三',
  idNumber: VALID_ID,
  phone: '',
  isSelf: false,
  ...overrides,
});

describe('validatePassenger', () => {
  it('accepts a valid passenger, a lower-case x and an optional phone', () => {
    expect(validatePassenger(fields(), { isEditing: false })).toEqual({});
    expect(validatePassenger(fields({ idNumber: '11010519491231002x' }), { isEditing: false })).toEqual({});
    expect(validatePassenger(fields({ phone: '13800138000', name: '阿依古丽·买买提' }), { isEditing: false })).toEqual({});
  });

  it.each([
    ['', '请输入姓名'],
    ['张', '姓名至少 2 个字'],
    ['张'.repeat(21), '姓名不能超过 20 个字'],
    ['张3', '姓名只能包含汉字、字母、空格和间隔号“·”'],
    ['张三!', '姓名只能包含汉字、字母、空格和间隔号“·”'],
    ['张 ', '姓名至少 2 个字'],
  ])('name %j: %s', (name, message) => {
    expect(validatePassenger(fields({ name }), { isEditing: false }).name).toBe(message);
  });

  it.each([
    ['', '请输入身份证号码'],
    ['1101051949123100', '身份证号码应为 18 位，最后一位可以是数字或 X'],
    ['110105194913310020', '身份证号码中的出生日期不正确，请核对后重新输入'],
    ['110105194902300021', '身份证号码中的出生日期不正确，请核对后重新输入'],
    ['110105194912310021', '身份证号码校验不通过，请核对后重新输入'],
  ])('ID number %j: %s', (idNumber, message) => {
    expect(validatePassenger(fields({ idNumber }), { isEditing: false }).idNumber).toBe(message);
  });

  it('an empty ID number keeps the stored one when editing, a typed one is still checked', () => {
    expect(validatePassenger(fields({ idNumber: '' }), { isEditing: true })).toEqual({});
    expect(validatePassenger(fields({ idNumber: '110105194912310021' }), { isEditing: true }).idNumber).toBeDefined();
  });

  it('checks a phone only when one is given', () => {
    expect(validatePassenger(fields({ phone: '12345678901' }), { isEditing: false }).phone).toBe('手机号码号段不正确，应以 13、14、15、17 或 18 开头');
    expect(validatePassenger(fields({ phone: '1380013800' }), { isEditing: false }).phone).toBe('手机号码应为 11 位，当前为 10 位');
    expect(validatePassenger(fields({ phone: '138-0013-8000' }), { isEditing: false }).phone).toBe('手机号码只能包含数字');
  });
});

describe('icCardProblem', () => {
  it.each([
    ['', null],
    ['12345678', null],
    ['12345678901234567890', null],
    ['1234567', '交通卡号至少 8 位数字，当前为 7 位'],
    ['123456789012345678901', '交通卡号最多 20 位数字，当前为 21 位'],
    ['1234abcd', '交通卡号只能包含数字'],
  ])('%j → %s', (cardNo, problem) => {
    expect(icCardProblem(cardNo)).toBe(problem);
  });
});
