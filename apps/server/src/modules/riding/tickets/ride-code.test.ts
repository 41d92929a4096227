import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rideCodesBetween, rideCodeStep, signRideCode, verifyRideCode } from './ride-code';

const SECRET = 'a-test-ride-code-secret';
const AT = new Date('2026-09-29T00:00:10Z');
const step = rideCodeStep(AT);

describe('ride codes', () => {
  it('steps every 30 seconds', () => {
    expect(rideCodeStep(new Date(0))).toBe(0);
    expect(rideCodeStep(29_999)).toBe(0);
    expect(rideCodeStep(30_000)).toBe(1);
    expect(step).toBe(Math.floor(AT.getTime() / 30_000));
  });

  it('is UD1.<ticket>.<step>.<first 22 chars of base64url HMAC-SHA256>', () => {
    const sig = createHmac('sha256', SECRET).update(`UD1.42.${step}`).digest('base64url').slice(0, 22);
    expect(signRideCode(SECRET, '42', step)).toBe(`UD1.42.${step}.${sig}`);
  });

  it('accepts the current step and one either side', () => {
    for (const offset of [-1, 0, 1]) expect(verifyRideCode(SECRET, signRideCode(SECRET, '42', step + offset), '42', AT)).toBe('ok');
  });

  it('calls a genuine code from another time expired', () => {
    expect(verifyRideCode(SECRET, signRideCode(SECRET, '42', step - 2), '42', AT)).toBe('expired');
    expect(verifyRideCode(SECRET, signRideCode(SECRET, '42', step + 2), '42', AT)).toBe('expired');
    // A screenshot from yesterday.
    expect(verifyRideCode(SECRET, signRideCode(SECRET, '42', step - 2880), '42', AT)).toBe('expired');
  });

  it.each([
    ['another ticket’s code', () => signRideCode(SECRET, '43', step)],
    ['another secret', () => signRideCode('someone-elses-secret', '42', step)],
    ['a changed step with the old signature', () => signRideCode(SECRET, '42', step).replace(`.${step}.`, `.${step + 1}.`)],
    ['a changed signature', () => signRideCode(SECRET, '42', step).slice(0, -1) + (signRideCode(SECRET, '42', step).endsWith('A') ? 'B' : 'A')],
    ['another version', () => signRideCode(SECRET, '42', step).replace('UD1', 'UD2')],
    ['garbage', () => 'hello'],
    ['empty', () => ''],
    ['a truncated signature', () => signRideCode(SECRET, '42', step).slice(0, -2)],
  ])('refuses %s as invalid', (_label, code) => {
    expect(verifyRideCode(SECRET, code(), '42', AT)).toBe('invalid');
  });

  it('lists a code for every step of a window', () => {
    const from = new Date('2026-09-29T00:00:00Z');
    const to = new Date('2026-09-29T00:02:00Z');
    const codes = rideCodesBetween(SECRET, '42', from, to);
    expect(codes.map((c) => c.step)).toEqual([0, 1, 2, 3, 4].map((i) => rideCodeStep(from) + i));
    for (const { step: s, code } of codes) expect(code).toBe(signRideCode(SECRET, '42', s));
  });
});
