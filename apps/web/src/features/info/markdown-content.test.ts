import { describe, expect, it } from 'vitest';
import { loadContentHtml, renderContent, type ContentName } from './markdown-content';

describe('info page content', () => {
  it('puts the configured product name into the text', () => {
    expect(renderContent('# 关于{{productName}}\n\n欢迎使用{{productName}}。', '城市巴士')).toBe(
      '<h1>关于城市巴士</h1>\n<p>欢迎使用城市巴士。</p>\n',
    );
  });

  it.each([
    ['agreement', '用户协议'],
    ['privacy-policy', '隐私政策'],
    ['about-us', '关于我们'],
    ['buy-rule', '购票规则'],
    ['passenger-notice', '乘客须知'],
    ['refund-notice', '退票须知'],
  ] as [ContentName, string][])('%s renders with its heading and no placeholder left', async (name, heading) => {
    const html = await loadContentHtml(name, '优点巴士');
    expect(html.startsWith(`<h1>${heading}</h1>`)).toBe(true);
    expect(html).toContain('优点巴士');
    expect(html).not.toContain('{{');
    expect(html).toMatch(/<h2>/);
  });
});
