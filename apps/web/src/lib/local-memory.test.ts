import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appMemory,
  type City,
  createLocalMemory,
  getCurrentCity,
  getEffectiveCity,
  getSelectedCity,
  setCurrentCity,
  setSelectedCity,
} from './local-memory';
import { getBrowserStorage, readStorageItem, removeStorageItem, writeStorageItem } from './safe-storage';

const NS = 'test-ns';
const stored = () => JSON.parse(localStorage.getItem(NS) ?? 'null') as unknown;

/** A Storage whose every method throws, as Safari private mode and full quotas do. */
const throwingStorage = (): Storage => {
  const fail = () => {
    throw new DOMException('blocked', 'QuotaExceededError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 };
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage helpers', () => {
  it('find the browser storages', () => {
    expect(getBrowserStorage('local')).toBe(window.localStorage);
    expect(getBrowserStorage('session')).toBe(window.sessionStorage);
  });

  it('give null when the storage property itself throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(getBrowserStorage('local')).toBeNull();
  });

  it('read, write and remove through a working storage', () => {
    expect(writeStorageItem(localStorage, 'k', 'v')).toBe(true);
    expect(readStorageItem(localStorage, 'k')).toBe('v');
    removeStorageItem(localStorage, 'k');
    expect(readStorageItem(localStorage, 'k')).toBeNull();
  });

  it('swallow a throwing or missing storage', () => {
    for (const storage of [throwingStorage(), null]) {
      expect(readStorageItem(storage, 'k')).toBeNull();
      expect(writeStorageItem(storage, 'k', 'v')).toBe(false);
      expect(() => removeStorageItem(storage, 'k')).not.toThrow();
    }
  });
});

describe('createLocalMemory', () => {
  it('stores the whole namespace as one JSON object', () => {
    const memory = createLocalMemory(NS);
    memory.set('selectedCity.cityId', 11);
    memory.set('selectedCity.cityName', '深圳');
    memory.set('flag', true);
    expect(stored()).toEqual({ selectedCity: { cityId: 11, cityName: '深圳' }, flag: true });
  });

  it.each<[string, unknown, string, unknown]>([
    ['a top-level key', { a: 1 }, 'a', 1],
    ['a nested key', { a: { b: { c: 'x' } } }, 'a.b.c', 'x'],
    ['an object', { a: { b: 1 } }, 'a', { b: 1 }],
    ['a stored null', { a: null }, 'a', null],
    ['a stored false', { a: false }, 'a', false],
    ['a missing key', { a: 1 }, 'b', undefined],
    ['below a missing key', { a: 1 }, 'x.y', undefined],
    ['below a primitive', { a: 1 }, 'a.b', undefined],
    ['below null', { a: null }, 'a.b', undefined],
    ['an empty path', { a: 1 }, '', undefined],
    ['an empty segment', { a: { b: 1 } }, 'a..b', undefined],
    ['an inherited property', { a: {} }, 'a.toString', undefined],
  ])('get reads %s', (_label, content, path, expected) => {
    localStorage.setItem(NS, JSON.stringify(content));
    expect(createLocalMemory(NS).get(path)).toEqual(expected);
  });

  it('get returns the fallback only when the value is missing', () => {
    localStorage.setItem(NS, JSON.stringify({ zero: 0, empty: '' }));
    const memory = createLocalMemory(NS);
    expect(memory.get('missing', 'dflt')).toBe('dflt');
    expect(memory.get('zero', 5)).toBe(0);
    expect(memory.get('empty', 'dflt')).toBe('');
  });

  it('get returns a copy', () => {
    const memory = createLocalMemory(NS);
    memory.set('list', [1, 2]);
    memory.get<number[]>('list')?.push(3);
    expect(memory.get('list')).toEqual([1, 2]);
  });

  it.each<[string, unknown, string, unknown, unknown]>([
    ['into an empty namespace', undefined, 'a.b.c', 1, { a: { b: { c: 1 } } }],
    ['beside existing keys', { a: { x: 1 } }, 'a.y', 2, { a: { x: 1, y: 2 } }],
    ['over an existing value', { a: { b: 1 } }, 'a.b', { c: 2 }, { a: { b: { c: 2 } } }],
    ['through a primitive', { a: 'text' }, 'a.b', 1, { a: { b: 1 } }],
    ['through an array', { a: [1] }, 'a.b', 1, { a: { b: 1 } }],
  ])('set writes %s', (_label, content, path, value, expected) => {
    if (content !== undefined) localStorage.setItem(NS, JSON.stringify(content));
    createLocalMemory(NS).set(path, value);
    expect(stored()).toEqual(expected);
  });

  it.each<[string]>([['__proto__.polluted'], ['a.constructor.prototype.polluted'], [''], ['a.']])(
    'set ignores the unsafe or empty path %j',
    (path) => {
      createLocalMemory(NS).set(path, 'yes');
      expect(localStorage.getItem(NS)).toBeNull();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it.each<[string, unknown, string, unknown]>([
    ['a leaf', { a: { b: 1, c: 2 } }, 'a.b', { a: { c: 2 } }],
    ['a subtree', { a: { b: 1 }, d: 1 }, 'a', { d: 1 }],
    ['a missing leaf (no change)', { a: { b: 1 } }, 'a.x', { a: { b: 1 } }],
    ['below a primitive (no change)', { a: 1 }, 'a.b', { a: 1 }],
  ])('remove deletes %s', (_label, content, path, expected) => {
    localStorage.setItem(NS, JSON.stringify(content));
    createLocalMemory(NS).remove(path);
    expect(stored()).toEqual(expected);
  });

  it('clear removes the namespace and nothing else', () => {
    localStorage.setItem('other', 'keep');
    const memory = createLocalMemory(NS);
    memory.set('a', 1);
    memory.clear();
    expect(localStorage.getItem(NS)).toBeNull();
    expect(localStorage.getItem('other')).toBe('keep');
  });

  it('keeps namespaces apart', () => {
    createLocalMemory('one').set('a', 1);
    createLocalMemory('two').set('a', 2);
    expect(createLocalMemory('one').get('a')).toBe(1);
    expect(createLocalMemory('two').get('a')).toBe(2);
  });

  it.each<[string]>([['{not json'], ['[1,2]'], ['42'], ['"text"'], ['null']])(
    'treats the corrupt content %j as empty',
    (content) => {
      localStorage.setItem(NS, content);
      const memory = createLocalMemory(NS);
      expect(memory.get('a', 'fallback')).toBe('fallback');
      memory.set('a', 1);
      expect(stored()).toEqual({ a: 1 });
    },
  );

  it('uses a given storage instead of localStorage', () => {
    createLocalMemory(NS, sessionStorage).set('a', 1);
    expect(sessionStorage.getItem(NS)).toBe('{"a":1}');
    expect(localStorage.getItem(NS)).toBeNull();
  });

  it('never throws when the storage does', () => {
    const memory = createLocalMemory(NS, throwingStorage());
    expect(memory.get('a', 'fallback')).toBe('fallback');
    expect(() => memory.set('a', 1)).not.toThrow();
    expect(() => memory.remove('a')).not.toThrow();
    expect(() => memory.clear()).not.toThrow();
  });
});

describe('cities', () => {
  const shenzhen: City = { cityId: 11, cityName: '深圳', lng: 114.05454, lat: 22.52291 };
  const guangzhou: City = { cityId: 12, cityName: '广州' };

  it('appMemory lives under the udianbus key', () => {
    appMemory.set('x', 1);
    expect(JSON.parse(localStorage.getItem('udianbus') ?? '{}')).toEqual({ x: 1 });
  });

  it('store selected and current city at their paths', () => {
    setSelectedCity(shenzhen);
    setCurrentCity(guangzhou);
    expect(JSON.parse(localStorage.getItem('udianbus') ?? '{}')).toEqual({
      selectedCity: shenzhen,
      currentCity: guangzhou,
    });
    expect(getSelectedCity()).toEqual(shenzhen);
    expect(getCurrentCity()).toEqual(guangzhou);
  });

  it.each<[string, City | null, City | null, City | null]>([
    ['selected wins', shenzhen, guangzhou, shenzhen],
    ['current when none selected', null, guangzhou, guangzhou],
    ['selected alone', shenzhen, null, shenzhen],
    ['null when neither', null, null, null],
  ])('getEffectiveCity: %s', (_label, selected, current, expected) => {
    if (selected) setSelectedCity(selected);
    if (current) setCurrentCity(current);
    expect(getEffectiveCity()).toEqual(expected);
  });

  it.each<[string, unknown]>([
    ['a string id', { cityId: '11', cityName: '深圳' }],
    ['no name', { cityId: 11 }],
    ['text coordinates', { cityId: 11, cityName: '深圳', lng: '114' }],
    ['a primitive', 'shenzhen'],
  ])('ignore a stored city with %s', (_label, value) => {
    appMemory.set('selectedCity', value);
    appMemory.set('currentCity', guangzhou);
    expect(getSelectedCity()).toBeNull();
    expect(getEffectiveCity()).toEqual(guangzhou);
  });
});
