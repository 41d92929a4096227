import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { resolveLink } from '../../app/in-app-link';
import { navigateTo } from '../../app/navigation';
import { ChunkErrorScreen } from '../../components/chunk-error-screen';
import { getWebConfig } from '../../app/web-config';
import { loadContentHtml, type ContentName } from './markdown-content';
import styles from './markdown-page.module.css';

type MarkdownPageProps = { name: ContentName };

/**
 * The texts link to other pages by their route path ('/udianbus/app/refund-rule.html'); a tap goes there
 * in place and through getHref, so the base path and the host's parameters are added.
 */
const openInAppLink = (event: MouseEvent<HTMLElement>) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const target = anchor ? resolveLink(anchor.getAttribute('href') ?? '') : null;
  if (target?.kind !== 'in-app') return;
  event.preventDefault();
  navigateTo(target.href);
};

export const MarkdownPage = ({ name }: MarkdownPageProps) => {
  const productName = getWebConfig().productName;
  const content = useQuery({
    queryKey: ['content', name, productName],
    queryFn: () => loadContentHtml(name, productName),
    staleTime: Infinity,
  });
  if (content.isError) return <ChunkErrorScreen />;
  if (!content.data) return <p className={styles.status}>正在加载…</p>;
  // The HTML comes from our own Markdown files in src/content, never from user input.
  return <article className={styles.page} onClick={openInAppLink} dangerouslySetInnerHTML={{ __html: content.data }} />;
};
