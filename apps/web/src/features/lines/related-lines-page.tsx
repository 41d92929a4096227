import { getIdParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { LineCard } from '../../components/line-card/line-card';
import { Page, pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { LINE_INFO_PATH } from '../../app/page-paths';
import { useRelatedLines } from './api/related-lines';
import { LineLoadFailure, MissingLineParam } from './line-page-states';

const RelatedLines = ({ lineId }: { lineId: string }) => {
  const related = useRelatedLines(lineId);
  const backToLine = (
    <AppLink to={LINE_INFO_PATH} query={{ lineId }} className={pageStyles.ghostButton}>
      返回线路详情
    </AppLink>
  );
  return (
    <Page title="相关线路">
      {related.isPending ? (
        <SkeletonList rows={3} label="正在加载相关线路" />
      ) : related.isError ? (
        <LineLoadFailure error={related.error} onRetry={() => void related.refetch()} />
      ) : related.data.lines.length === 0 ? (
        <EmptyState title="暂无相关线路" hint="没有与这条线路同站或往返的其他线路" action={backToLine} />
      ) : (
        <div data-testid="related-lines">
          {related.data.lines.map((line) => (
            <LineCard key={line.lineId} line={line} />
          ))}
        </div>
      )}
    </Page>
  );
};

/** line/related-lines?lineId=: the return line, then lines sharing stops with it. */
export const RelatedLinesPage = () => {
  const lineId = getIdParam('lineId');
  return lineId ? <RelatedLines key={lineId} lineId={lineId} /> : <MissingLineParam />;
};
