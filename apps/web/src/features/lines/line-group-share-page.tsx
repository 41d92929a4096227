import { getQueryParam } from '../../app/query-params';
import { LineCard } from '../../components/line-card/line-card';
import { Page, pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { useLineGroupShare } from './api/line-group-share';
import { LineLoadFailure, MissingLineParam } from './line-page-states';
import { lineGroupShareUrl, shareLink } from './share-line';
import styles from './lines-pages.module.css';

/** The contract's rule for a shared group: up to 20 ids, comma-separated. */
const lineIdsPattern = /^[1-9]\d{0,15}(,[1-9]\d{0,15}){0,19}$/;

const SharedGroup = ({ lineIds }: { lineIds: string }) => {
  const group = useLineGroupShare(lineIds);
  if (group.isPending) return <SkeletonList rows={3} label="正在加载线路" />;
  if (group.isError) return <LineLoadFailure error={group.error} onRetry={() => void group.refetch()} />;
  if (group.data.lines.length === 0) {
    return <EmptyState title="分享的线路已停运或不存在" hint="可以回到首页查找其他线路" />;
  }
  const { lines } = group.data;
  const share = () =>
    void shareLink({
      title: lines.map((line) => line.lineCode).join('、'),
      text: `好友分享了${lines.length}条线路：${lines.map((line) => `${line.lineCode} ${line.lineName}`).join('；')}`,
      url: lineGroupShareUrl(lines.map((line) => line.lineId)),
    });
  return (
    <>
      <div data-testid="group-lines">
        {lines.map((line) => (
          <LineCard key={line.lineId} line={line} />
        ))}
      </div>
      <div className={styles.shareActions}>
        <button type="button" className={pageStyles.primaryButton} onClick={share}>
          分享给好友
        </button>
      </div>
    </>
  );
};

/** line/line-group-share?lineIds=1,2: several shared lines at once; no login needed. */
export const LineGroupSharePage = () => {
  const lineIds = getQueryParam('lineIds')?.replace(/\s+/g, '') ?? '';
  if (!lineIdsPattern.test(lineIds)) return <MissingLineParam />;
  return (
    <Page>
      <SharedGroup key={lineIds} lineIds={lineIds} />
    </Page>
  );
};
