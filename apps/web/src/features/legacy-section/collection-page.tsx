import { LINE_LIST_PATH, NEAR_LINES_PATH } from '../../app/page-paths';
import { toast } from '../../app/toast';
import { AppLink } from '../../components/app-link';
import { LineCard } from '../../components/line-card/line-card';
import { Page, pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { useLineCollection, useUncollectLine } from './api/line-collection';
import styles from './legacy-section.module.css';

const Collection = () => {
  const collection = useLineCollection();
  const uncollect = useUncollectLine();
  if (!collection.data) {
    return collection.isError ? (
      <ErrorState title="收藏加载失败" onRetry={() => void collection.refetch()} />
    ) : (
      <SkeletonList rows={3} label="正在加载收藏的线路" />
    );
  }
  const { lines } = collection.data;
  if (lines.length === 0) {
    return (
      <EmptyState
        title="还没有收藏的线路"
        hint="在线路详情页点「收藏」，常坐的线路就会出现在这里，下次购票一步直达"
        action={
          <AppLink to={NEAR_LINES_PATH} className={pageStyles.ghostButton}>
            看看附近线路
          </AppLink>
        }
      />
    );
  }
  return (
    <>
      <p className={styles.lead}>共 {lines.length} 条，最近收藏的在前。停运的线路不再显示。</p>
      <ul className={styles.collected} aria-label="收藏的线路" data-testid="collection">
        {lines.map((line) => {
          const isRemoving = uncollect.isPending && uncollect.variables === line.lineId;
          return (
            <li key={line.lineId}>
              <LineCard line={line} />
              <div className={styles.collectedActions}>
                <button
                  type="button"
                  className={styles.textButton}
                  disabled={isRemoving}
                  aria-label={`取消收藏 ${line.lineCode} ${line.lineName}`}
                  onClick={() => uncollect.mutate(line.lineId, { onSuccess: () => toast.success(`已取消收藏 ${line.lineCode}`) })}
                >
                  {isRemoving ? '正在取消…' : '取消收藏'}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <AppLink to={LINE_LIST_PATH} className={styles.more}>
        查看全部线路，收藏更多
      </AppLink>
    </>
  );
};

/** /ydbus/collection: the passenger's collected lines (/lineOptimize/collection), each to open or uncollect. */
export const CollectionPage = () => (
  <RequireLogin>
    <Page>
      <Collection />
    </Page>
  </RequireLogin>
);
