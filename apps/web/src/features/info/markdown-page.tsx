import { useQuery } from '@tanstack/react-query';
import { ChunkErrorScreen } from '../../components/chunk-error-screen';
import { getWebConfig } from '../../app/web-config';
import { loadContentHtml, type ContentName } from './markdown-content';
import styles from './markdown-page.module.css';

type MarkdownPageProps = { name: ContentName };

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
  return <article className={styles.page} dangerouslySetInnerHTML={{ __html: content.data }} />;
};
