import { afterEach, describe, expect, it } from 'vitest';
import { currentPath, navigate, toConsolePath, toHref } from './router';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('console paths', () => {
  it('reads the path under /ops, without a trailing slash', () => {
    expect(toConsolePath('/ops')).toBe('/');
    expect(toConsolePath('/ops/')).toBe('/');
    expect(toConsolePath('/ops/orders/UD1/')).toBe('/orders/UD1');
    expect(toConsolePath('/opsx/orders')).toBe('/');
    expect(toHref('/orders?x=1')).toBe('/ops/orders?x=1');
  });

  it('navigates with the History API, pushing or replacing', () => {
    navigate('/audit?operator=wang');
    expect(window.location.pathname).toBe('/ops/audit');
    expect(currentPath()).toEqual({ path: '/audit', search: new URLSearchParams('operator=wang') });
    const length = window.history.length;
    navigate('/operators', { isReplace: true });
    expect(window.history.length).toBe(length);
    expect(currentPath().path).toBe('/operators');
  });
});
