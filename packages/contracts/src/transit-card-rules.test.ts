import { describe, expect, it } from 'vitest';
import {
  checkTransitCardNumber,
  formatTransitCardNumber,
  shenzhenTongCheckDigit,
  transitCardMessages,
  transitCardProblem,
  transitCardTail,
} from './transit-card-rules';

describe('shenzhenTongCheckDigit', () => {
  it.each([
    ['684523981', 4],
    ['328000119', 6],
    ['100000000', 9],
    ['123456789', 5],
    ['550000000', 0],
  ])('%s has check digit %i, so that all the digits sum to a multiple of ten', (serial, check) => {
    expect(shenzhenTongCheckDigit(serial)).toBe(check);
    const sum = [...`${serial}${check}`].reduce((total, digit) => total + Number(digit), 0);
    expect(sum % 10).toBe(0);
  });
});

describe('checkTransitCardNumber: 深圳通', () => {
  it.each([
    ['684523981', '684523981'],
    ['684523981(4)', '684523981'],
    ['684 523 981 (4)', '684523981'],
    ['６８４５２３９８１（４）', '684523981'],
    ['2684523981', '2684523981'],
  ])('takes %s and stores the serial %s', (typed, number) => {
    expect(checkTransitCardNumber('shenzhenTong', typed)).toEqual({ ok: true, number });
  });

  it('refuses a bracketed digit that does not match the serial', () => {
    expect(checkTransitCardNumber('shenzhenTong', '684523981(5)')).toEqual({ ok: false, problem: 'shenzhenTongCheckDigit' });
    expect(transitCardProblem('shenzhenTong', '684523981(5)')).toBe(transitCardMessages.shenzhenTongCheckDigit);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['68452398', 'shenzhenTongLength'],
    ['68452398123', 'shenzhenTongLength'],
    ['68452398a', 'notDigits'],
    ['684523981(45)', 'notDigits'],
    ['(4)684523981', 'notDigits'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(checkTransitCardNumber('shenzhenTong', typed)).toEqual({ ok: false, problem });
  });
});

describe('checkTransitCardNumber: 交通联合', () => {
  it('takes 19 digits, grouped or not, with no check digit to test', () => {
    expect(checkTransitCardNumber('tUnion', '3104 4630 0012 3456 789')).toEqual({ ok: true, number: '3104463000123456789' });
    expect(checkTransitCardNumber('tUnion', '3104463000123456788')).toEqual({ ok: true, number: '3104463000123456788' });
  });

  it.each([
    ['310446300012345678', 'tUnionLength'],
    ['31044630001234567890', 'tUnionLength'],
    ['3104463000123456(7)89', 'notDigits'],
  ])('refuses %s: %s', (typed, problem) => {
    expect(checkTransitCardNumber('tUnion', typed)).toEqual({ ok: false, problem });
  });
});

describe('checkTransitCardNumber: 岭南通 and other cards', () => {
  it.each(['lingnanTong', 'other'] as const)('%s takes 8 to 20 digits', (scheme) => {
    expect(checkTransitCardNumber(scheme, '12345678')).toEqual({ ok: true, number: '12345678' });
    expect(checkTransitCardNumber(scheme, '1234-5678-9012-3456-7890')).toEqual({ ok: true, number: '12345678901234567890' });
    expect(checkTransitCardNumber(scheme, '1234567')).toEqual({ ok: false, problem: 'genericLength' });
    expect(checkTransitCardNumber(scheme, '123456789012345678901')).toEqual({ ok: false, problem: 'genericLength' });
    expect(checkTransitCardNumber(scheme, '12345678(9)')).toEqual({ ok: false, problem: 'notDigits' });
  });
});

describe('formatTransitCardNumber and transitCardTail', () => {
  it('prints a Shenzhen Tong number with its check digit, others in fours', () => {
    expect(formatTransitCardNumber('shenzhenTong', '684523981')).toBe('684523981(4)');
    expect(formatTransitCardNumber('tUnion', '3104463000123456789')).toBe('3104 4630 0012 3456 789');
    expect(formatTransitCardNumber('other', '12345678')).toBe('1234 5678');
    expect(transitCardTail('3104463000123456789')).toBe('6789');
  });
});
