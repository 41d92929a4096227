import { contentPageCatalogue, type ContentPageKey } from '@udian/contracts/content-pages';
import type { ComponentType } from 'react';
import { getWebConfig } from '../../app/web-config';
import { ErrorState } from '../../components/query-state/error-state';
import { LightSkeletonList } from '../../components/query-state/light-skeleton-list';
import { shanghaiDateOf } from '../../lib/shanghai-time';
import { useContentPage } from './api/content-page';
import { MarkdownView } from './markdown-view';
import styles from './content-page.module.css';

/** 2026-12-01 → 2026年12月1日 */
const dateText = (iso: string): string => {
  const [year, month, day] = shanghaiDateOf(Date.parse(iso)).split('-');
  return `${year}年${Number(month)}月${Number(day)}日`;
};

/**
 * A content page (decision 058): the version operators published in the console, read from the server on
 * every visit (and rendered on the server with the page), so an edit shows without a deploy or a restart.
 */
export const ContentPage = ({ pageKey }: { pageKey: ContentPageKey }) => {
  const page = useContentPage(pageKey);
  if (page.isError) return <ErrorState title={page.error instanceof Error && page.error.message ? page.error.message : '加载失败'} onRetry={() => void page.refetch()} />;
  if (!page.data) return <LightSkeletonList rows={4} label="正在加载" />;
  return (
    <MarkdownView
      markdown={page.data.markdown}
      productName={getWebConfig().productName}
      footer={<p className={styles.updated}>本页更新于 {dateText(page.data.publishedAt)}</p>}
    />
  );
};

/** One component per content key, made once: the page loaders hand the router the one of their path. */
export const contentPages = {} as Record<ContentPageKey, ComponentType>;
for (const { key } of contentPageCatalogue) {
  const Page = () => <ContentPage pageKey={key} />;
  Page.displayName = `ContentPage(${key})`;
  contentPages[key] = Page;
}
