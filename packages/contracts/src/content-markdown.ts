/**
 * The Markdown of the content pages (decision 058), parsed into a small typed tree and turned into elements by
 * a factory the caller passes (React's createElement in the app and in the console's preview), so both render a
 * text the same way and neither ever parses HTML: what looks like HTML in a text stays text, and a link goes
 * only to an in-app path, https/http, tel: or mailto:.
 *
 * The subset operators need: headings (#, ##, ###), paragraphs, - or 1. lists, > notes, | tables |, ---,
 * **bold**, *italic*, `code`, [links](/path), a backslash escape and a hard line break (two trailing spaces
 * or a backslash). {{productName}} is replaced by the product's name.
 */

export type ContentInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: ContentInline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; isExternal: boolean; children: ContentInline[] }
  | { kind: 'break' };

export type ContentBlock =
  | { kind: 'heading'; level: 2 | 3 | 4; children: ContentInline[] }
  | { kind: 'paragraph'; children: ContentInline[] }
  | { kind: 'list'; isOrdered: boolean; start: number; items: ContentInline[][] }
  | { kind: 'note'; children: ContentInline[][] }
  | { kind: 'table'; head: ContentInline[][]; rows: ContentInline[][][] }
  | { kind: 'rule' };

/** Where a link may lead; anything else is shown as its text. */
export const safeContentHref = (raw: string): { href: string; isExternal: boolean } | null => {
  const href = raw.trim();
  if (/^\/(?!\/)[^\s\\]*$/.test(href)) return { href, isExternal: false };
  if (/^https?:\/\/[^\s/\\]+[^\s\\]*$/i.test(href)) return { href, isExternal: true };
  if (/^tel:\+?[0-9-]{3,20}$/i.test(href)) return { href, isExternal: false };
  if (/^mailto:[^\s@<>]+@[^\s@<>]+$/i.test(href)) return { href, isExternal: false };
  return null;
};

const isWide = (char: string | undefined): boolean => char !== undefined && char.charCodeAt(0) > 0x2e7f;

/** Lines of one paragraph: joined with nothing between Chinese characters, with a space otherwise. */
const joinLines = (lines: readonly string[]): string =>
  lines.reduce((text, line) => {
    if (text === '' || text.endsWith('\n')) return text + line;
    return isWide(text.at(-1)) && isWide(line[0]) ? text + line : `${text} ${line}`;
  }, '');

const ESCAPABLE = '\\`*_[]()#+-.!|>{}';

/** The inline parser: one pass, nesting through recursion on the bracketed or starred part. */
export const parseInline = (source: string): ContentInline[] => {
  const out: ContentInline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    const rest = source.slice(i);
    if (char === '\\' && source[i + 1] === '\n') {
      flush();
      out.push({ kind: 'break' });
      i += 2;
      continue;
    }
    if (char === '\\' && i + 1 < source.length && ESCAPABLE.includes(source[i + 1]!)) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    if (char === '\n') {
      flush();
      out.push({ kind: 'break' });
      i += 1;
      continue;
    }
    if (char === '`') {
      const end = source.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ kind: 'code', text: source.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    const strong = /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/.exec(rest);
    if (strong) {
      flush();
      out.push({ kind: 'strong', children: parseInline(strong[2]!) });
      i += strong[0].length;
      continue;
    }
    const em = /^\*(?=[^\s*])([\s\S]*?[^\s*])\*/.exec(rest);
    if (em) {
      flush();
      out.push({ kind: 'em', children: parseInline(em[1]!) });
      i += em[0].length;
      continue;
    }
    const link = /^\[([^\]\n]+)\]\(([^()\s]*)\)/.exec(rest);
    if (link) {
      flush();
      const target = safeContentHref(link[2]!);
      const children = parseInline(link[1]!);
      if (target) out.push({ kind: 'link', ...target, children });
      else out.push(...children);
      i += link[0].length;
      continue;
    }
    text += char;
    i += 1;
  }
  flush();
  return out;
};

const TABLE_SEPARATOR = /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$/;

const tableCells = (line: string): string[] => {
  const inner = line.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replaceAll('\\|', '|'));
};

const LIST_ITEM = /^\s{0,3}(?:([-*+])|(\d{1,9})[.)])\s+(.*)$/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

/** Markdown → blocks. A line ending in two spaces keeps its break; any other line break is a join. */
export const parseContentMarkdown = (markdown: string, { productName }: { productName: string }): ContentBlock[] => {
  const lines = markdown.replaceAll('{{productName}}', productName).replace(/\r\n?/g, '\n').split('\n');
  const blocks: ContentBlock[] = [];
  /** A line of a paragraph keeps a hard break as '\n' at its end. */
  const paragraphLine = (line: string) => (/ {2,}$/.test(line) ? `${line.trim()}\n` : line.trim());
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.min(Math.max(heading[1]!.length, 2), 4) as 2 | 3 | 4;
      blocks.push({ kind: 'heading', level, children: parseInline(heading[2]!) });
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      i += 1;
      continue;
    }
    if (line.includes('|') && i + 1 < lines.length && TABLE_SEPARATOR.test(lines[i + 1]!.trim())) {
      const head = tableCells(line);
      const rows: ContentInline[][][] = [];
      i += 2;
      while (i < lines.length && lines[i]!.trim() !== '' && lines[i]!.includes('|')) {
        const cells = tableCells(lines[i]!);
        rows.push(head.map((_, column) => parseInline(cells[column] ?? '')));
        i += 1;
      }
      blocks.push({ kind: 'table', head: head.map((cell) => parseInline(cell)), rows });
      continue;
    }
    if (/^\s{0,3}>/.test(line)) {
      const paragraphs: string[][] = [[]];
      while (i < lines.length && /^\s{0,3}>/.test(lines[i]!)) {
        const inner = lines[i]!.replace(/^\s{0,3}>\s?/, '');
        if (inner.trim() === '') paragraphs.push([]);
        else paragraphs.at(-1)!.push(paragraphLine(inner));
        i += 1;
      }
      blocks.push({ kind: 'note', children: paragraphs.filter((p) => p.length > 0).map((p) => parseInline(joinLines(p).replace(/\n$/, ''))) });
      continue;
    }
    const first = LIST_ITEM.exec(line);
    if (first) {
      const isOrdered = first[2] !== undefined;
      const items: string[][] = [];
      while (i < lines.length) {
        const current = lines[i]!;
        const item = LIST_ITEM.exec(current);
        if (item && (item[2] !== undefined) === isOrdered) {
          items.push([paragraphLine(item[3]!)]);
          i += 1;
        } else if (current.trim() !== '' && /^\s+\S/.test(current) && items.length > 0) {
          // An indented line continues the item above it (a nested list is flattened into its text).
          items.at(-1)!.push(paragraphLine(current.replace(/^\s+(?:[-*+]|\d{1,9}[.)])\s+/, '')));
          i += 1;
        } else break;
      }
      blocks.push({ kind: 'list', isOrdered, start: isOrdered ? Number(first[2]) : 1, items: items.map((item) => parseInline(joinLines(item).replace(/\n$/, ''))) });
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() !== '' &&
      !HEADING.test(lines[i]!) &&
      !RULE.test(lines[i]!) &&
      !/^\s{0,3}>/.test(lines[i]!) &&
      !LIST_ITEM.exec(lines[i]!)
    ) {
      paragraph.push(paragraphLine(lines[i]!));
      i += 1;
    }
    blocks.push({ kind: 'paragraph', children: parseInline(joinLines(paragraph).replace(/\n$/, '')) });
  }
  return blocks;
};

export type ContentTag = 'h2' | 'h3' | 'h4' | 'p' | 'ul' | 'ol' | 'li' | 'aside' | 'table' | 'thead' | 'tbody' | 'tr' | 'th' | 'td' | 'hr' | 'strong' | 'em' | 'code' | 'a' | 'br';

export type ContentElementProps = { key: string; href?: string; target?: '_blank'; rel?: string; start?: number; scope?: 'col' };

/** Makes one element: React's createElement fits it. */
export type ContentElementFactory<N> = (tag: ContentTag, props: ContentElementProps, ...children: (N | string)[]) => N;

const inlines = <N>(nodes: readonly ContentInline[], h: ContentElementFactory<N>, prefix: string): (N | string)[] =>
  nodes.map((node, index) => {
    const key = `${prefix}.${index}`;
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'strong':
      case 'em':
        return h(node.kind, { key }, ...inlines(node.children, h, key));
      case 'code':
        return h('code', { key }, node.text);
      case 'break':
        return h('br', { key });
      case 'link':
        return h('a', node.isExternal ? { key, href: node.href, target: '_blank', rel: 'noopener noreferrer' } : { key, href: node.href }, ...inlines(node.children, h, key));
    }
  });

/** The blocks as elements, each keyed by its place. */
export const renderContentBlocks = <N>(blocks: readonly ContentBlock[], h: ContentElementFactory<N>): N[] =>
  blocks.map((block, index) => {
    const key = String(index);
    switch (block.kind) {
      case 'heading':
        return h(`h${block.level}`, { key }, ...inlines(block.children, h, key));
      case 'paragraph':
        return h('p', { key }, ...inlines(block.children, h, key));
      case 'rule':
        return h('hr', { key });
      case 'note':
        return h('aside', { key }, ...block.children.map((p, n) => h('p', { key: `${key}.${n}` }, ...inlines(p, h, `${key}.${n}`))));
      case 'list':
        return h(
          block.isOrdered ? 'ol' : 'ul',
          block.isOrdered && block.start !== 1 ? { key, start: block.start } : { key },
          ...block.items.map((item, n) => h('li', { key: `${key}.${n}` }, ...inlines(item, h, `${key}.${n}`))),
        );
      case 'table':
        return h(
          'table',
          { key },
          h('thead', { key: `${key}.h` }, h('tr', { key: `${key}.h.r` }, ...block.head.map((cell, n) => h('th', { key: `${key}.h.${n}`, scope: 'col' }, ...inlines(cell, h, `${key}.h.${n}`))))),
          h(
            'tbody',
            { key: `${key}.b` },
            ...block.rows.map((row, r) => h('tr', { key: `${key}.${r}` }, ...row.map((cell, n) => h('td', { key: `${key}.${r}.${n}` }, ...inlines(cell, h, `${key}.${r}.${n}`))))),
          ),
        );
    }
  });

/** The first lines of a text without its marks, for the console's list. */
export const contentExcerpt = (markdown: string, length = 60): string => {
  const plain = markdown
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`>|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > length ? `${plain.slice(0, length)}…` : plain;
};
