import { describe, expect, it } from 'vitest';
import { pageLoaders } from './page-loaders';
import { pageTable } from './page-paths';

/**
 * Every page the spec names (page-paths.ts's table) is built: it has a lazy loader. A page left out leads a
 * passenger (and the crawl) to 页面不存在; the failure names each missing path.
 */
describe('page table', () => {
  it('has a loader for every entry', () => {
    const missing = pageTable.map((entry) => entry.path).filter((path) => pageLoaders[path] === undefined);
    expect(missing).toEqual([]);
  });

  it('has no loader outside the table', () => {
    const paths = new Set(pageTable.map((entry) => entry.path));
    expect(Object.keys(pageLoaders).filter((path) => !paths.has(path))).toEqual([]);
  });
});
