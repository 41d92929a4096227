import { Marked } from 'marked';

export type ContentName =
  | 'agreement'
  | 'privacy-policy'
  | 'about-us'
  | 'buy-rule'
  | 'passenger-notice'
  | 'refund-notice'
  | 'coupon-rules'
  | 'custom-rule'
  | 'preparation-line-intro';

/** One Markdown file per info page (DESIGN: src/content), each in its own small chunk. */
const loaders: Record<ContentName, () => Promise<{ default: string }>> = {
  agreement: () => import('../../content/agreement.md?raw'),
  'privacy-policy': () => import('../../content/privacy-policy.md?raw'),
  'about-us': () => import('../../content/about-us.md?raw'),
  'buy-rule': () => import('../../content/buy-rule.md?raw'),
  'passenger-notice': () => import('../../content/passenger-notice.md?raw'),
  'refund-notice': () => import('../../content/refund-notice.md?raw'),
  'coupon-rules': () => import('../../content/coupon-rules.md?raw'),
  'custom-rule': () => import('../../content/custom-rule.md?raw'),
  'preparation-line-intro': () => import('../../content/preparation-line-intro.md?raw'),
};

/**
 * Pages whose title bar already says the file's own title (their title in app/page-paths.ts): the file's first
 * heading would repeat it. The others are titled with the product name, so their file's title stays, as an h2.
 */
const titledByPage: ReadonlySet<ContentName> = new Set([
  'buy-rule',
  'passenger-notice',
  'refund-notice',
  'coupon-rules',
  'custom-rule',
  'preparation-line-intro',
]);

/**
 * The title bar holds the page's one h1. A text that keeps its title moves every heading one level down (its
 * title an h2, its sections h3); a text without it keeps its sections as h2.
 */
const lowered = new Marked({
  walkTokens: (token) => {
    if (token.type === 'heading') token.depth = Math.min(token.depth + 1, 6);
  },
});
const plain = new Marked();

/** The texts say {{productName}} so that a renamed product needs no edit of its legal pages. */
export const renderContent = (markdown: string, productName: string, options: { isTitleShown: boolean } = { isTitleShown: true }): string => {
  const text = (options.isTitleShown ? markdown : markdown.replace(/^# [^\n]*\n+/, '')).replaceAll('{{productName}}', productName);
  return (options.isTitleShown ? lowered : plain).parse(text, { async: false });
};

export const loadContentHtml = async (name: ContentName, productName: string): Promise<string> => {
  const { default: markdown } = await loaders[name]();
  return renderContent(markdown, productName, { isTitleShown: !titledByPage.has(name) });
};
