import { describe, expect, it } from 'vitest';
import { loadScriptAfterPaint } from './script-after-paint';

const BUILT = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-1a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2b.js">
    <link rel="modulepreload" crossorigin href="/assets/runtime-3c.js">
  </head><body><div id="root"></div></body></html>`;

describe("the app's script after the first paint", () => {
  it('takes the module script and its preloads out of the head and loads them from one inline script at the end', () => {
    const html = loadScriptAfterPaint(BUILT);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const loader = /<script>([\s\S]*)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('"/assets/index-1a.js"');
    expect(loader).toContain('["/assets/react-2b.js","/assets/runtime-3c.js"]');
    expect(loader).toContain('first-contentful-paint');
  });

  it('runs: after the paint it adds the preloads, then the module script, once', () => {
    const loader = /<script>([\s\S]*)<\/script><\/body>/.exec(loadScriptAfterPaint(BUILT))?.[1] ?? '';
    const added: string[] = [];
    const timers: Array<() => void> = [];
    const element = () => ({}) as Record<string, string>;
    const document = {
      head: { appendChild: (node: Record<string, string>) => added.push(`${node.rel ?? node.type}:${node.href ?? node.src}`) },
      createElement: element,
      getElementById: () => ({ firstChild: {} }),
    };
    const run = new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', loader);
    run(document, (callback: () => void) => callback(), (callback: () => void) => timers.push(callback), undefined);
    expect(added).toEqual([]);
    while (timers.length > 0) timers.shift()?.();
    // The entry first (the browser fetches what it needs by itself), then the preloads, a few per task.
    expect(added).toEqual(['module:/assets/index-1a.js', 'modulepreload:/assets/react-2b.js', 'modulepreload:/assets/runtime-3c.js']);
  });

  it("preloads the chunks the entry imports at once, without repeating one", () => {
    const html = loadScriptAfterPaint(BUILT, ['/assets/dom-4d.js', '/assets/react-2b.js', '/assets/start-5e.js']);
    expect(html).toContain('["/assets/react-2b.js","/assets/runtime-3c.js","/assets/dom-4d.js","/assets/start-5e.js"]');
  });

  it('leaves a page without a module script as it is', () => {
    expect(loadScriptAfterPaint('<html><body></body></html>')).toBe('<html><body></body></html>');
  });
});
