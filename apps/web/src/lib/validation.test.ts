import { describe, expect, it, vi } from 'vitest';
import {
  hasMinLength,
  isEmail,
  isMobile,
  isNonEmpty,
  isNumeric,
  isPhoneNumber,
  isRequired,
  isVerificationCode,
  validate,
  type ValidationRule,
} from './validation';

describe('isRequired', () => {
  it.each<[unknown, boolean]>([
    [undefined, false],
    [null, false],
    ['', true],
    [0, true],
    [false, true],
    ['a', true],
    [[], true],
  ])('%j → %s', (value, expected) => {
    expect(isRequired(value)).toBe(expected);
  });
});

describe('isNonEmpty', () => {
  it.each<[unknown, boolean]>([
    ['', false],
    [' ', true],
    ['a', true],
    [0, true],
    [undefined, true],
  ])('%j → %s', (value, expected) => {
    expect(isNonEmpty(value)).toBe(expected);
  });
});

describe('hasMinLength', () => {
  it.each<[string | null | undefined, number, boolean]>([
    ['abcdef', 6, true],
    ['abcde', 6, false],
    ['abcdefg', 6, true],
    ['深圳北站', 4, true],
    ['深圳', 3, false],
    ['😀😀', 2, true],
    ['', 0, true],
    ['', 1, false],
    [undefined, 1, false],
    [null, 0, true],
  ])('%j with min %i → %s', (value, min, expected) => {
    expect(hasMinLength(value, min)).toBe(expected);
  });
});

describe('isNumeric', () => {
  it.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    ['', true],
    ['0', true],
    ['123', true],
    ['-12.5', true],
    ['+3', true],
    ['.5', true],
    [42, true],
    [1.5, true],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['12a', false],
    ['1 2', false],
    [' 12', false],
    ['0x1f', false],
    ['1e3', false],
    ['abc', false],
    ['-', false],
    [true, false],
  ])('%j → %s', (value, expected) => {
    expect(isNumeric(value)).toBe(expected);
  });
});

describe('isEmail', () => {
  it.each<[unknown, boolean]>([
    ['user@example.com', true],
    ['a.b+c@mail.example.cn', true],
    ['用户@例子.中国', true],
    ['user@localhost', false],
    ['user@', false],
    ['@example.com', false],
    ['user example@x.com', false],
    ['user@@example.com', false],
    ['user@example.', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('isMobile', () => {
  it.each<[unknown, boolean]>([
    ['13800138000', true],
    ['14700000000', true],
    ['15912345678', true],
    ['17012345678', true],
    ['18612345678', true],
    [13800138000, true],
    ['12012345678', false],
    ['16612345678', false],
    ['19912345678', false],
    ['1380013800', false],
    ['138001380000', false],
    ['23800138000', false],
    ['1380013800a', false],
    [' 13800138000', false],
    ['', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isMobile(value)).toBe(expected);
  });
});

describe('isPhoneNumber', () => {
  it.each<[unknown, boolean]>([
    ['13800138000', true],
    ['19912345678', true],
    ['10000000000', true],
    [16612345678, true],
    ['23800138000', false],
    ['1380013800', false],
    ['138001380000', false],
    ['1-800138000', false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isPhoneNumber(value)).toBe(expected);
  });
});

describe('isVerificationCode', () => {
  it.each<[unknown, boolean]>([
    ['123456', true],
    ['000000', true],
    [654321, true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['12 456', false],
    ['', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isVerificationCode(value)).toBe(expected);
  });
});

describe('validate', () => {
  const phoneRules: ValidationRule<string | undefined>[] = [
    { check: isRequired, message: '请输入手机号' },
    { check: isNonEmpty, message: '手机号不能为空' },
    { check: isMobile, message: '请输入正确的手机号' },
  ];

  it.each<[string | undefined, string | null]>([
    [undefined, '请输入手机号'],
    ['', '手机号不能为空'],
    ['12345', '请输入正确的手机号'],
    ['13800138000', null],
  ])('%j → %j', (value, expected) => {
    expect(validate(value, phoneRules)).toBe(expected);
  });

  it('returns null for no rules', () => {
    expect(validate('anything', [])).toBeNull();
  });

  it('stops at the first failing rule', () => {
    const later = vi.fn(() => true);
    const rules: ValidationRule<string>[] = [
      { check: () => false, message: 'first' },
      { check: later, message: 'second' },
    ];
    expect(validate('x', rules)).toBe('first');
    expect(later).not.toHaveBeenCalled();
  });

  it('passes the value to each rule', () => {
    const check = vi.fn((value: string) => hasMinLength(value, 3));
    expect(validate('ab', [{ check, message: '至少3个字符' }])).toBe('至少3个字符');
    expect(check).toHaveBeenCalledWith('ab');
  });
});
