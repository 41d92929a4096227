/**
 * The CSS a rendered page needs before its JavaScript arrives (decision 043): of every stylesheet of the
 * build, the rules whose selectors the page's markup can match (each class of a selector present in the
 * markup), the rules that name no class (the root's custom properties, element rules), and the at-rules
 * around them. The page's chunks bring their whole stylesheets later; the rules are the same.
 */

type CssNode =
  | { kind: 'rule'; selectors: string[][]; text: string }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'keep'; text: string };

/** Where the block opened at `open` closes, skipping strings and comments. */
const blockEnd = (css: string, open: number): number => {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (c === '"' || c === "'") {
      for (i += 1; i < css.length && css[i] !== c; i += 1) if (css[i] === '\\') i += 1;
    } else if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return css.length - 1;
};

/** A selector list split at its top-level commas. */
const splitSelectors = (selector: string): string[] => {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i += 1) {
    const c = selector[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
};

const CLASS_NAME = /\.(-?[_a-zA-Z][\w-]*)/g;
/** Rules inside these at-rules are chosen one by one; other at-rules with a block (keyframes, fonts) stay. */
const GROUPING_AT_RULES = /^@(media|supports|layer|container)\b/;

export const parseCss = (css: string): CssNode[] => {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    if (/\s/.test(css[i] ?? '')) {
      i += 1;
      continue;
    }
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 2;
      continue;
    }
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    // A statement at-rule (@import, @charset, @layer a, b;) ends at its semicolon.
    if (semicolon !== -1 && (open === -1 || semicolon < open) && css.slice(i, semicolon).trim().startsWith('@')) {
      nodes.push({ kind: 'keep', text: `${css.slice(i, semicolon + 1).trim()}` });
      i = semicolon + 1;
      continue;
    }
    if (open === -1) break;
    const prelude = css.slice(i, open).trim();
    const close = blockEnd(css, open);
    const body = css.slice(open + 1, close);
    if (GROUPING_AT_RULES.test(prelude)) nodes.push({ kind: 'group', prelude, children: parseCss(body) });
    else if (prelude.startsWith('@')) nodes.push({ kind: 'keep', text: `${prelude}{${body}}` });
    else if (prelude) {
      const selectors = splitSelectors(prelude).map((selector) => [...selector.matchAll(CLASS_NAME)].map((match) => match[1] ?? ''));
      nodes.push({ kind: 'rule', selectors, text: `${prelude}{${body}}` });
    }
    i = close + 1;
  }
  return nodes;
};

const pick = (nodes: readonly CssNode[], classes: ReadonlySet<string>): string =>
  nodes
    .map((node) => {
      if (node.kind === 'keep') return node.text;
      if (node.kind === 'group') {
        const inner = pick(node.children, classes);
        return inner ? `${node.prelude}{${inner}}` : '';
      }
      return node.selectors.some((names) => names.every((name) => classes.has(name))) ? node.text : '';
    })
    .join('');

/** The class names the markup uses. */
export const classesIn = (html: string): Set<string> => {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  return classes;
};

/** The stylesheets once parsed, and for each markup the CSS it needs (remembered per set of classes). */
export const createCriticalCss = (stylesheets: readonly string[]) => {
  const nodes = stylesheets.flatMap((css) => parseCss(css));
  const byClasses = new Map<string, string>();
  return (html: string): string => {
    const classes = classesIn(html);
    const key = [...classes].sort().join(' ');
    let css = byClasses.get(key);
    if (css === undefined) {
      css = pick(nodes, classes);
      // Pages are few and their markup varies little; a bound keeps odd markups from piling up.
      if (byClasses.size > 500) byClasses.clear();
      byClasses.set(key, css);
    }
    return css;
  };
};
