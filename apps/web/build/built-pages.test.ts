import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageLoaders } from '../src/app/page-loaders';
import { readBuiltPages } from './built-pages';

const read = (name: string) => fs.readFileSync(new URL(`../src/app/${name}`, import.meta.url), 'utf8');

describe('the built pages list', () => {
  it('is exactly the paths page-loaders.ts gives a page', () => {
    const pages = readBuiltPages(read('page-loaders.ts'), read('page-paths.ts'));
    expect(pages.sort()).toEqual(Object.keys(pageLoaders).sort());
  });

  it('refuses a loader key that page-paths.ts does not define', () => {
    expect(() => readBuiltPages("  [NO_SUCH_PATH]: () => import('x'),", "export const HOME_PATH = '/a';")).toThrow(/NO_SUCH_PATH/);
  });
});
