import { marked } from 'marked';

export type ContentName = 'agreement' | 'privacy-policy' | 'about-us' | 'buy-rule' | 'passenger-notice' | 'refund-notice';

/** One Markdown file per info page (DESIGN: src/content), each in its own small chunk. */
const loaders: Record<ContentName, () => Promise<{ default: string }>> = {
  agreement: () => import('../../content/agreement.md?raw'),
  'privacy-policy': () => import('../../content/privacy-policy.md?raw'),
  'about-us': () => import('../../content/about-us.md?raw'),
  'buy-rule': () => import('../../content/buy-rule.md?raw'),
  'passenger-notice': () => import('../../content/passenger-notice.md?raw'),
  'refund-notice': () => import('../../content/refund-notice.md?raw'),
};

/** The texts say {{productName}} so that a renamed product needs no edit of its legal pages. */
export const renderContent = (markdown: string, productName: string): string =>
  marked.parse(markdown.replaceAll('{{productName}}', productName), { async: false });

export const loadContentHtml = async (name: ContentName, productName: string): Promise<string> => {
  const { default: markdown } = await loaders[name]();
  return renderContent(markdown, productName);
};
