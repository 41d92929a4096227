import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone, maskResidentId, maskStudentNo } from './masking';

describe('maskResidentId', () => {
  it.each([
    ['11010519491231002X', '110***********002X'],
    ['440304199001010011', '440***********0011'],
    ['1234567', '*******'],
  ])('masks %s as %s', (id, masked) => {
    expect(maskResidentId(id)).toBe(masked);
    expect(maskResidentId(id)).toHaveLength(id.length);
  });
});

describe('maskPhone', () => {
  it.each([
    ['13800138000', '138****8000'],
    ['15912345678', '159****5678'],
    ['123', '****'],
    ['', '****'],
  ])('masks %j as %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe('maskEmail', () => {
  it.each([
    ['zhang.san@udian-tech.com', 'zh***@udian-tech.com'],
    ['ab@example.com', 'a***@example.com'],
    ['a@example.com', 'a***@example.com'],
    ['no-at-sign', '***'],
  ])('masks %j as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('maskStudentNo', () => {
  it.each([
    ['2024000101', '2024****01'],
    ['AB-2024', 'AB-2*24'],
    ['S123', 'S**3'],
  ])('masks %j as %s', (studentNo, masked) => {
    expect(maskStudentNo(studentNo)).toBe(masked);
  });
});
