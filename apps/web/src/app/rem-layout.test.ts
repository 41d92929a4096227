import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computeRootFontSize, startRemLayout } from './rem-layout';

describe('computeRootFontSize', () => {
  it.each([
    [375, 50],
    [414, 55.2],
    [320, 320 / 7.5],
    [750, 100],
    [1024, 100],
    [1920, 100],
    [0, 50],
    [Number.NaN, 50],
  ])('width %s → %s px', (width, expected) => {
    expect(computeRootFontSize(width)).toBeCloseTo(expected, 6);
  });
});

describe('startRemLayout', () => {
  let width = 375;
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockImplementation(() => width);
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.documentElement.style.fontSize = '';
  });

  it('applies at start and again after a resize has settled', () => {
    width = 375;
    stop = startRemLayout();
    expect(document.documentElement.style.fontSize).toBe('50px');
    width = 600;
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.style.fontSize).toBe('50px');
    vi.advanceTimersByTime(200);
    expect(document.documentElement.style.fontSize).toBe('80px');
  });

  it('applies again one second after load, when host web views report their final width', () => {
    width = 320;
    stop = startRemLayout();
    width = 390;
    // jsdom has finished loading, so the second pass is scheduled at once.
    vi.advanceTimersByTime(999);
    expect(document.documentElement.style.fontSize).toBe(`${320 / 7.5}px`);
    vi.advanceTimersByTime(1);
    expect(document.documentElement.style.fontSize).toBe('52px');
  });

  it("leaves the stylesheet's size alone where it is already right, so that no transition on a rem length restarts", () => {
    width = 412;
    // base.css's size as built (13.3333vw), a hair off 412 / 7.5.
    const stylesheetSize = `${(412 * 13.3333) / 100}px`;
    const computed = vi.spyOn(window, 'getComputedStyle').mockImplementation(() => ({ fontSize: stylesheetSize }) as CSSStyleDeclaration);
    stop = startRemLayout();
    expect(document.documentElement.style.fontSize).toBe('');
    // A host web view that had no width when the stylesheet applied: the script sets the size.
    computed.mockImplementation(() => ({ fontSize: '0px' }) as CSSStyleDeclaration);
    width = 390;
    vi.advanceTimersByTime(1000);
    expect(document.documentElement.style.fontSize).toBe('52px');
  });
});
