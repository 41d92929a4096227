/**
 * The app's script starts loading once the page has painted (decision 043). A page rendered on the server
 * shows itself from its HTML and CSS alone; fetched any earlier, the script and its preloads would share the
 * first round trips of a slow network with what the first paint needs. index.html's module script and
 * preload links become one small inline script that adds them after the first frame; the server allows it
 * by its hash in the page's Content-Security-Policy (apps/server/src/http/web-app.ts).
 */
import type { Plugin } from 'vite';

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The inline script: once the page's first content is painted (the browser's paint timing), preload links
 * for the entry's imports, then the entry. A page with nothing to paint before its script (one the server
 * did not render), a browser without paint timing, or a web view that paints nothing while hidden gets the
 * script a few frames, at most a second, after it could have.
 */
export const afterPaintLoader = (entry: string, preloads: readonly string[]): string =>
  // The script and its preload links go in one at a time, a task each: adding one costs a slow phone a dozen
  // milliseconds (more while the network answers the page's first requests).
  '<script>(function(){var d=document,h=d.head,done=0;function add(n){var l=d.createElement(n.t);l.crossOrigin="";' +
  'if(n.t=="script"){l.type="module";l.src=n.u}else{l.rel="modulepreload";l.href=n.u}h.appendChild(l)}' +
  `function go(){if(done)return;done=1;var q=[{t:"script",u:${JSON.stringify(entry)}}].concat(${JSON.stringify(preloads)}.map(function(u){return{t:"link",u:u}}));` +
  '(function next(){add(q.shift());if(q.length)setTimeout(next,0)})()}' +
  'try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go,0)}).observe({type:"paint",buffered:true})}catch(e){}' +
  'if(!d.getElementById("root").firstChild)go();requestAnimationFrame(function(){setTimeout(go,250)});setTimeout(go,1000)})()</script>';

/**
 * index.html with its module script and preloads replaced by the loader at the end of the body. `startChunks`
 * are chunks the entry imports at once although dynamically (main.tsx's two halves): preloaded with the rest.
 */
export const loadScriptAfterPaint = (html: string, startChunks: readonly string[] = []): string => {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  if (entries.length !== 1 || !entries[0]) return html;
  const stripped = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const all = [...new Set([...preloads, ...startChunks])].filter((file) => file !== entries[0]);
  return stripped.replace('</body>', `${afterPaintLoader(entries[0], all)}</body>`);
};

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; dynamicImports: string[] };

/** The entry's dynamic imports and everything they import statically: the chunks of the app's start. */
const startChunksOf = (entry: Chunk, bundle: Record<string, { type: string }>): string[] => {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName] as Chunk | undefined;
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const next of chunk.imports) visit(next);
  };
  for (const fileName of entry.dynamicImports) visit(fileName);
  return [...files];
};

export const scriptAfterPaintPlugin = (): Plugin => {
  let base = '/';
  return {
    name: 'udian-script-after-paint',
    // The client build only: the server render's bundle (build.ssr) has no index.html.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const entry = context.chunk as Chunk | undefined;
        const startChunks = entry && context.bundle ? startChunksOf(entry, context.bundle).map((file) => `${base}${file}`) : [];
        return loadScriptAfterPaint(html, startChunks);
      },
    },
  };
};
