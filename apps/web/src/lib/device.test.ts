import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPhoneDevice, PHONE_MAX_SIDE_PX } from './device';

describe('isPhoneDevice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('uses 600 px as the limit', () => {
    expect(PHONE_MAX_SIDE_PX).toBe(600);
  });

  it.each<[number, number, boolean]>([
    [375, 812, true],
    [812, 375, true],
    [600, 1024, true],
    [601, 1024, false],
    [1024, 601, false],
    [768, 1024, false],
    [1920, 1080, false],
    [0, 0, true],
  ])('%i × %i → %s', (width, height, expected) => {
    expect(isPhoneDevice(width, height)).toBe(expected);
  });

  it.each<[number, number, boolean]>([
    [390, 844, true],
    [1366, 768, false],
  ])('reads window.screen %i × %i → %s by default', (width, height, expected) => {
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(width);
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(height);
    expect(isPhoneDevice()).toBe(expected);
  });
});
