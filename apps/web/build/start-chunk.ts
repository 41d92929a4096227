/**
 * The app's start in one chunk (decision 043). Left to automatic splitting, the modules that start-app.tsx
 * imports statically (router, page frame, host, query cache, request helpers and their CSS) became some forty
 * chunks of a few hundred bytes each, shared in different combinations with the pages. Every one was a request
 * the browser started from script and every stylesheet a link added to the document, each a millisecond or
 * more of a slow phone's main thread while the page was starting. All of them load before the app can start,
 * so one chunk costs no byte more.
 *
 * The plugin records, once the module graph is built, which modules the start imports statically; the group
 * it gives to the build's code splitting captures exactly those. React and React's DOM renderer keep chunks of
 * their own (main.tsx evaluates them in a task apart).
 */
import type { Plugin } from 'vite';

type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};

/** The ids `root` imports statically, itself included, following static imports only. */
export const staticallyReachable = (graph: ModuleGraph, root: string): Set<string> => {
  const reached = new Set<string>();
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
};

export type StartChunk = {
  plugin: Plugin;
  /** The code-splitting groups: React, its DOM renderer, then the start. */
  groups: { name: string; test: RegExp | ((id: string) => boolean); priority: number }[];
};

/** `startModule` is the path, relative to the web app, of the module the entry imports to start the app. */
export const startChunk = (startModule: string): StartChunk => {
  let startModules = new Set<string>();
  const plugin: Plugin = {
    name: 'udian-start-chunk',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    buildEnd() {
      const root = [...this.getModuleIds()].find((id) => id.replaceAll('\\', '/').endsWith(startModule));
      startModules = root ? staticallyReachable(this, root) : new Set();
    },
  };
  return {
    plugin,
    groups: [
      { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 4 },
      { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
      { name: 'start', test: (id) => startModules.has(id), priority: 2 },
    ],
  };
};
