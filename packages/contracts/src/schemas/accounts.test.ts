import { describe, expect, it } from 'vitest';
import { PassengerAddBody } from '../endpoints/passengers/passenger-add';
import { MobilePhone, Nickname, PassengerName, SmsCode } from './accounts';

describe('account schemas', () => {
  it.each([
    ['13800138000', true],
    ['14700000000', true],
    ['19900000000', false],
    ['12800138000', false],
    ['1380013800', false],
    ['138001380001', false],
    [' 13800138000 ', true],
  ])('mobile %j valid: %s', (value, ok) => {
    expect(MobilePhone.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['012345', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
  ])('code %j valid: %s', (value, ok) => {
    expect(SmsCode.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['张三', true],
    ['欧阳娜娜', true],
    ['阿卜杜拉·买买提', true],
    ['John Smith', true],
    ['张', false],
    [' 张三 ', true],
    ['张 ', false],
    ['张三3', false],
    ['张三!', false],
    ['名'.repeat(20), true],
    ['名'.repeat(21), false],
  ])('passenger name %j valid: %s', (value, ok) => {
    expect(PassengerName.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['小明', true],
    ['', false],
    ['a'.repeat(21), false],
    ['a\u0000b', false],
  ])('nickname %j valid: %s', (value, ok) => {
    expect(Nickname.safeParse(value).success).toBe(ok);
  });

  it('normalises the ID number and says in Chinese what is wrong with it', () => {
    expect(PassengerAddBody.parse({ name: '张三', idNumber: ' 11010519491231002x ' }).idNumber).toBe('11010519491231002X');
    const failed = PassengerAddBody.safeParse({ name: '张三', idNumber: '110105194912310021' });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe('身份证号码校验不通过，请核对后重新输入');
  });
});
