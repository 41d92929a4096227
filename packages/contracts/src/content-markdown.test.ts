import { describe, expect, it } from 'vitest';
import { contentExcerpt, parseContentMarkdown, parseInline, renderContentBlocks, safeContentHref, type ContentElementFactory } from './content-markdown';

const parse = (markdown: string) => parseContentMarkdown(markdown, { productName: '优点巴士' });

/** A factory that writes the elements as HTML-ish strings, escaping text, to read what renders. */
type Markup = { markup: string };
const toHtml: ContentElementFactory<Markup> = (tag, props, ...children) => {
  const attributes = Object.entries(props)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${name}="${String(value)}"`)
    .join('');
  const inner = children.map((child) => (typeof child === 'string' ? child.replaceAll('<', '&lt;') : child.markup)).join('');
  return { markup: tag === 'br' || tag === 'hr' ? `<${tag}${attributes}>` : `<${tag}${attributes}>${inner}</${tag}>` };
};
const html = (markdown: string) => renderContentBlocks(parse(markdown), toHtml).map((node) => node.markup).join('');

describe('parseContentMarkdown', () => {
  it('renders headings one level down from the page title, paragraphs and the product name', () => {
    expect(html('# 标题\n\n## 一、说明\n\n欢迎乘坐{{productName}}。\n第二行接上')).toBe('<h2>标题</h2><h2>一、说明</h2><p>欢迎乘坐优点巴士。第二行接上</p>');
    expect(html('### 小节\n#### 更小')).toBe('<h3>小节</h3><h4>更小</h4>');
  });

  it('joins English lines with a space and keeps a hard break', () => {
    expect(html('Line one\nline two  \n下一行')).toBe('<p>Line one line two<br>下一行</p>');
  });

  it('parses ordered and unordered lists, with indented continuation lines', () => {
    expect(html('- 甲\n- **乙**说明\n  续行\n\n3. 第三\n4. 第四')).toBe('<ul><li>甲</li><li><strong>乙</strong>说明续行</li></ul><ol start="3"><li>第三</li><li>第四</li></ol>');
  });

  it('parses a pipe table with a header row and cells that may be empty', () => {
    expect(html('| 项目 | 价格 |\n| --- | ---: |\n| 起步价 | 10 元 |\n| 夜间 |')).toBe(
      '<table><thead><tr><th scope="col">项目</th><th scope="col">价格</th></tr></thead><tbody><tr><td>起步价</td><td>10 元</td></tr><tr><td>夜间</td><td></td></tr></tbody></table>',
    );
  });

  it('renders notes and rules', () => {
    expect(html('> 注意一\n>\n> 注意二\n\n---')).toBe('<aside><p>注意一</p><p>注意二</p></aside><hr>');
  });

  it('never makes HTML of HTML: tags stay text', () => {
    expect(html('<script>alert(1)</script> <img src=x onerror=alert(1)>')).toBe('<p>&lt;script>alert(1)&lt;/script> &lt;img src=x onerror=alert(1)></p>');
  });

  it('links only to safe targets; any other link is its text', () => {
    expect(html('[退票规则](/udianbus/app/refund-rule.html)')).toBe('<p><a href="/udianbus/app/refund-rule.html">退票规则</a></p>');
    expect(html('[官网](https://example.com/a)')).toBe('<p><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">官网</a></p>');
    expect(html('[点我](javascript:alert(1))')).not.toContain('<a');
    expect(parseInline('[点我](javascript:alert)')).toEqual([{ kind: 'text', text: '点我' }]);
    expect(parseInline('[客服](tel:0755-12345678)')).toEqual([{ kind: 'link', href: 'tel:0755-12345678', isExternal: false, children: [{ kind: 'text', text: '客服' }] }]);
  });

  it('keeps escaped marks and inline code as text', () => {
    expect(html('\\*不是强调\\* `**代码**` *强调*')).toBe('<p>*不是强调* <code>**代码**</code> <em>强调</em></p>');
  });
});

describe('safeContentHref', () => {
  it('accepts in-app paths, web, phone and mail links and refuses the rest', () => {
    expect(safeContentHref('/udianbus/user-guide.html')).toEqual({ href: '/udianbus/user-guide.html', isExternal: false });
    expect(safeContentHref('//evil.example/x')).toBeNull();
    expect(safeContentHref('javascript:alert(1)')).toBeNull();
    expect(safeContentHref('data:text/html,x')).toBeNull();
    expect(safeContentHref('mailto:service@example.com')).not.toBeNull();
  });
});

describe('contentExcerpt', () => {
  it('drops the marks and cuts long text', () => {
    expect(contentExcerpt('## 一、**说明**\n\n见[规则](/a)', 8)).toBe('一、说明 见规则');
    expect(contentExcerpt('一二三四五六七八九十', 4)).toBe('一二三四…');
  });
});
