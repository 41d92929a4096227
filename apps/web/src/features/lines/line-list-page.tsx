import { useState } from 'react';
import type { LineType } from '@udian/contracts/schemas/lines';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { LineCard } from '../../components/line-card/line-card';
import { Page, pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { lineTypeKeys, lineTypeLabels } from '../../lib/line-summary';
import { useLineList } from '../../api/queries/line-list';
import styles from './lines-pages.module.css';

const filters: ReadonlyArray<{ type: LineType | null; label: string }> = [
  { type: null, label: '全部' },
  ...lineTypeKeys.map((type) => ({ type, label: lineTypeLabels[type] })),
];

/** home/line-list: every line of the city, a page at a time, narrowed by line type. */
export const LineListPage = () => {
  const city = useEffectiveCity();
  const [type, setType] = useState<LineType | null>(null);
  const list = useLineList(city.data?.cityId, type);
  const lines = list.data?.pages.flatMap((page) => page.lines) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  return (
    <Page title="全部线路">
      {city.data ? <p className={styles.lead}>{city.data.cityName}的所有运营线路</p> : null}
      <div className={styles.chips} role="group" aria-label="按线路类型筛选">
        {filters.map((filter) => (
          <button
            key={filter.label}
            type="button"
            className={`${styles.chip} ${filter.type === type ? styles.chipActive : ''}`}
            aria-pressed={filter.type === type}
            onClick={() => setType(filter.type)}
          >
            {filter.label}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <SkeletonList rows={4} label="正在加载线路" />
      ) : list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : lines.length === 0 ? (
        <EmptyState
          title={type ? `暂无${lineTypeLabels[type]}线路` : '这个城市暂时没有线路'}
          hint={type ? '换个类型看看，或选择“全部”' : '可以回到首页切换城市看看'}
        />
      ) : (
        <>
          <div data-testid="line-list">
            {lines.map((line) => (
              <LineCard key={line.lineId} line={line} />
            ))}
          </div>
          <div className={styles.footer}>
            {list.hasNextPage ? (
              <button
                type="button"
                className={pageStyles.ghostButton}
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? '加载中…' : '加载更多'}
              </button>
            ) : (
              `已显示全部 ${total} 条线路`
            )}
          </div>
        </>
      )}
    </Page>
  );
};
