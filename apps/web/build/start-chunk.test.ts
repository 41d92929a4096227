import { describe, expect, it } from 'vitest';
import { staticallyReachable, startChunk } from './start-chunk';

const graphOf = (imports: Record<string, string[]>) => ({
  getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
  getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
});

describe("the app's start in one chunk", () => {
  it('follows static imports, through cycles, and nothing else', () => {
    const graph = graphOf({ start: ['router', 'query'], router: ['frame', 'start'], frame: [], query: [], page: ['frame'] });
    expect([...staticallyReachable(graph, 'start')].sort()).toEqual(['frame', 'query', 'router', 'start']);
  });

  it("captures the start's modules once the graph is built, and React apart", () => {
    const { plugin, groups } = startChunk('src/app/start-app.tsx');
    const graph = graphOf({ '/w/src/app/start-app.tsx': ['/w/src/app/router.tsx'], '/w/src/app/router.tsx': [], '/w/src/pages/home.tsx': ['/w/src/app/router.tsx'] });
    (plugin.buildEnd as (this: typeof graph) => void).call(graph);
    const start = groups.find((group) => group.name === 'start');
    const test = start?.test as (id: string) => boolean;
    expect(test('/w/src/app/router.tsx')).toBe(true);
    expect(test('/w/src/pages/home.tsx')).toBe(false);
    const react = groups.find((group) => group.name === 'react');
    expect((react?.test as RegExp).test('/w/node_modules/react/index.js')).toBe(true);
    expect((react?.test as RegExp).test('/w/node_modules/react-dom/client.js')).toBe(false);
    expect(react && start && react.priority > start.priority).toBe(true);
  });
});
