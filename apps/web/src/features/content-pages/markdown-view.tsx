import { parseContentMarkdown, renderContentBlocks } from '@udian/contracts/content-markdown';
import { createElement, useMemo, type MouseEvent, type ReactNode } from 'react';
import { resolveLink } from '../../app/in-app-link';
import { navigateTo } from '../../app/navigation';
import styles from './content-page.module.css';

/** A tap on a link to a page of the app opens it in place, through getHref (base path, host parameters). */
const openInAppLink = (event: MouseEvent<HTMLElement>) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const target = anchor ? resolveLink(anchor.getAttribute('href') ?? '') : null;
  if (target?.kind !== 'in-app') return;
  event.preventDefault();
  navigateTo(target.href);
};

type MarkdownViewProps = { markdown: string; productName: string; footer?: ReactNode };

/**
 * A content page's Markdown as React elements (decision 058): the contracts' parser gives a typed tree and
 * React's createElement builds it, so no HTML string is ever set and a tag in the text stays text. The
 * console's preview renders with the same two calls.
 */
export const MarkdownView = ({ markdown, productName, footer }: MarkdownViewProps) => {
  const elements = useMemo<ReactNode[]>(
    () => renderContentBlocks<ReactNode>(parseContentMarkdown(markdown, { productName }), (tag, props, ...children) => createElement(tag, props, ...children)),
    [markdown, productName],
  );
  return (
    // The article only listens for taps bubbling up from its links, which are focusable themselves.
    <article className={styles.page} onClick={openInAppLink}>
      {elements}
      {footer}
    </article>
  );
};
