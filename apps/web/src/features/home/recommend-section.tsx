import { RightOutline } from 'antd-mobile-icons';
import { LineCard } from '../../components/line-card/line-card';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { AppLink } from '../../components/app-link';
import type { GeoPoint } from '../../platform/location';
import { LINE_LIST_PATH } from '../../app/page-paths';
import { useRecommendLines } from './api/recommend-lines';
import styles from './home-sections.module.css';

type RecommendSectionProps = { cityId: number | undefined; point: GeoPoint | undefined };

/** The city's most booked lines; near the passenger first, but only when the point is really theirs. */
export const RecommendSection = ({ cityId, point }: RecommendSectionProps) => {
  const recommend = useRecommendLines(
    cityId === undefined || point === undefined ? undefined : { cityId, point: point.isDefault ? null : point },
  );
  const lines = recommend.data?.lines ?? [];
  return (
    <section className={styles.section} aria-labelledby="recommend-title">
      <div className={styles.head}>
        <h2 id="recommend-title" className={styles.title}>
          推荐线路
        </h2>
        <AppLink to={LINE_LIST_PATH} className={styles.more}>
          全部
          <RightOutline className={styles.arrow} aria-hidden="true" />
        </AppLink>
      </div>
      {recommend.isPending ? (
        <SkeletonList rows={2} label="正在加载推荐线路" />
      ) : recommend.isError ? (
        <ErrorState title="推荐线路加载失败" onRetry={() => void recommend.refetch()} />
      ) : lines.length === 0 ? (
        <div className={styles.panel}>
          <EmptyState title="这个城市暂时没有推荐线路" hint="可以点击“全部线路”查看城市里的所有线路" />
        </div>
      ) : (
        <div data-testid="recommend-lines">
          {lines.map((line) => (
            <LineCard key={line.lineId} line={line} />
          ))}
        </div>
      )}
    </section>
  );
};
