import { describe, expect, it } from 'vitest';
import { loadContentHtml, renderContent, type ContentName } from './markdown-content';

describe('info page content', () => {
  it('puts the configured product name into the text, headings one level under the title bar', () => {
    expect(renderContent('# 关于{{productName}}\n\n欢迎使用{{productName}}。\n\n## 联系', '城市巴士')).toBe(
      '<h2>关于城市巴士</h2>\n<p>欢迎使用城市巴士。</p>\n<h3>联系</h3>\n',
    );
  });

  it('drops the file’s title where the title bar already says it', () => {
    expect(renderContent('# 乘客须知\n\n请准时候车。\n\n## 一、候车', '城市巴士', { isTitleShown: false })).toBe(
      '<p>请准时候车。</p>\n<h2>一、候车</h2>\n',
    );
  });

  it.each([
    ['agreement', '<h2>用户协议</h2>', /<h3>/],
    ['privacy-policy', '<h2>隐私政策</h2>', /<h3>/],
    ['about-us', '<h2>关于我们</h2>', /<h3>/],
    ['buy-rule', '<p>', /<h2>/],
    ['passenger-notice', '<p>', /<h2>/],
    ['refund-notice', '<p>', /<h2>/],
    ['custom-rule', '<p>', /<h2>/],
    ['preparation-line-intro', '<p>', /<h2>/],
  ] as [ContentName, string, RegExp][])('%s renders with no h1, no placeholder left, its sections one level under its top', async (name, start, sections) => {
    const html = await loadContentHtml(name, '优点巴士');
    expect(html.startsWith(start)).toBe(true);
    expect(html).not.toContain('<h1');
    expect(html).toContain('优点巴士');
    expect(html).not.toContain('{{');
    expect(html).toMatch(sections);
  });
});
