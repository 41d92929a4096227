import { getQueryParam } from '../../app/query-params';
import { LineCard } from '../../components/line-card/line-card';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { useLineGroupShare } from './api/line-group-share';
import { LineLoadFailure, MissingLineParam } from './line-page-states';

/** The contract's rule for a shared group: up to 20 ids, comma-separated. */
const lineIdsPattern = /^[1-9]\d{0,15}(,[1-9]\d{0,15}){0,19}$/;

const SharedGroup = ({ lineIds }: { lineIds: string }) => {
  const group = useLineGroupShare(lineIds);
  if (group.isPending) return <SkeletonList rows={3} label="正在加载线路" />;
  if (group.isError) return <LineLoadFailure error={group.error} onRetry={() => void group.refetch()} />;
  if (group.data.lines.length === 0) {
    return <EmptyState title="分享的线路已停运或不存在" hint="可以回到首页查找其他线路" />;
  }
  return (
    <div data-testid="group-lines">
      {group.data.lines.map((line) => (
        <LineCard key={line.lineId} line={line} />
      ))}
    </div>
  );
};

/** line/line-group-share?lineIds=1,2: several shared lines at once; no login needed. */
export const LineGroupSharePage = () => {
  const lineIds = getQueryParam('lineIds')?.replace(/\s+/g, '') ?? '';
  if (!lineIdsPattern.test(lineIds)) return <MissingLineParam />;
  return (
    <Page title="好友分享的线路">
      <SharedGroup key={lineIds} lineIds={lineIds} />
    </Page>
  );
};
