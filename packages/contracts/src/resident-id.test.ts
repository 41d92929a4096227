import { describe, expect, it } from 'vitest';
import {
  isValidResidentId,
  normalizeResidentId,
  residentIdBirthDate,
  residentIdCheckCharacter,
  residentIdProblem,
  type ResidentIdProblem,
} from './resident-id';

const TODAY = '2025-06-01';

describe('residentIdCheckCharacter (ISO 7064 MOD 11-2)', () => {
  it.each([
    // The example of GB 11643-1999 and numbers whose check character was computed by hand.
    ['11010519491231002', 'X'],
    ['44030419900101001', '1'],
    ['32010219850615123', '6'],
    ['33070219991231000', '0'],
  ])('%s → %s', (first17, expected) => {
    expect(residentIdCheckCharacter(first17)).toBe(expected);
  });
});

describe('residentIdProblem', () => {
  it.each<[string, string, ResidentIdProblem | null]>([
    ['the standard example', '11010519491231002X', null],
    ['a digit check character', '440304199001010011', null],
    ['a leap day', '110105200002290013', null],
    ['17 characters', '11010519491231002', 'shape'],
    ['19 characters', '11010519491231002X1', 'shape'],
    ['a letter inside', '1101051949123A002X', 'shape'],
    ['lower-case x before normalising', '11010519491231002x', 'shape'],
    ['X in the middle', '11010519491231X021', 'shape'],
    ['month 13', '110105194913310021', 'birthDate'],
    ['30 February', '110105200002300011', 'birthDate'],
    ['29 February of a non-leap year', '110105190002290011', 'birthDate'],
    ['born before 1900', '110105189912310011', 'birthDate'],
    ['born after today', '110105202512310011', 'birthDate'],
    ['a wrong check digit', '110105194912310021', 'checksum'],
    ['a wrong check X', '44030419900101001X', 'checksum'],
  ])('%s (%s): %s', (_label, id, expected) => {
    expect(residentIdProblem(id, TODAY)).toBe(expected);
  });

  it('accepts a real leap day when its checksum is right', () => {
    const first17 = '11010520000229001';
    expect(residentIdProblem(first17 + residentIdCheckCharacter(first17), TODAY)).toBeNull();
  });
});

describe('isValidResidentId', () => {
  it.each([
    ['11010519491231002X', true],
    ['11010519491231002x', true],
    [' 11010519491231002X ', true],
    ['110105194912310021', false],
    ['', false],
  ])('%j → %s', (id, expected) => {
    expect(isValidResidentId(id, TODAY)).toBe(expected);
  });
});

describe('residentIdBirthDate', () => {
  it.each([
    ['11010519491231002X', '1949-12-31'],
    ['110105194902310021', null],
  ])('%s → %s', (id, expected) => {
    expect(residentIdBirthDate(id)).toBe(expected);
  });
});

describe('normalizeResidentId', () => {
  it('upper-cases and trims', () => {
    expect(normalizeResidentId(' 11010519491231002x ')).toBe('11010519491231002X');
  });
});
