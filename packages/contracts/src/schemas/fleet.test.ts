import { describe, expect, it } from 'vitest';
import { VehiclePlate } from './fleet';

describe('VehiclePlate', () => {
  it.each([
    ['粤B12345', '粤B·12345'],
    ['粤BD12345', '粤B·D12345'],
    [' 粤b·d12345 ', '粤B·D12345'],
    ['苏A 12345D', '苏A·12345D'],
    ['京AF0236', '京A·F0236'],
    ['沪C8Y21A', '沪C·8Y21A'],
  ])('accepts %s as %s', (typed, stored) => {
    expect(VehiclePlate.parse(typed)).toBe(stored);
  });

  it.each(['', '粤B1234', '粤B1234567', 'AB12345', '粤I12345', '粤BO1234', '粤BD1234X'])('refuses %j in Chinese', (typed) => {
    const result = VehiclePlate.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toMatch(/请输入车牌号|车牌号格式不正确/);
  });

  it('parses its own output to itself, so the console can send what it validated', () => {
    expect(VehiclePlate.parse(VehiclePlate.parse('粤BD12345'))).toBe('粤B·D12345');
  });
});
