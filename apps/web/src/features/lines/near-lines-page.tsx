import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LineCard } from '../../components/line-card/line-card';
import { LocationNotice } from '../../components/location-notice/location-notice';
import { Page, pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { formatDistance } from '../../lib/format';
import { refreshLocation, useLocationPoint } from '../../platform/use-location';
import { NEAR_LINES_RADIUS_M, useNearbyLines } from './api/nearby-lines';
import styles from './lines-pages.module.css';

/** line/near-lines: lines that stop near the passenger, nearest stop first. */
export const NearLinesPage = () => {
  const client = useQueryClient();
  const location = useLocationPoint();
  const nearby = useNearbyLines(location.data);
  const [isLocating, setIsLocating] = useState(false);
  const relocate = () => {
    setIsLocating(true);
    void refreshLocation(client).finally(() => setIsLocating(false));
  };
  const lines = nearby.data?.lines ?? [];
  return (
    <Page title="附近线路">
      <div className={styles.toolbar}>
        <button type="button" className={pageStyles.ghostButton} disabled={isLocating} onClick={relocate}>
          {isLocating ? '定位中…' : '重新定位'}
        </button>
      </div>
      <LocationNotice point={location.data} />
      {!location.data || nearby.isPending ? (
        <SkeletonList rows={4} label="正在查找附近线路" />
      ) : nearby.isError ? (
        <ErrorState onRetry={() => void nearby.refetch()} />
      ) : lines.length === 0 ? (
        <EmptyState
          title={`附近 ${NEAR_LINES_RADIUS_M / 1000} 公里内没有线路`}
          hint="可以回到首页输入起点和终点查找线路，或查看全部线路"
        />
      ) : (
        <div data-testid="near-lines">
          {lines.map((line) => (
            <LineCard
              key={line.lineId}
              line={line}
              extra={`距离最近的上车站：${line.nearestStop.name} ${formatDistance(line.nearestStop.distanceM)}`}
            />
          ))}
        </div>
      )}
    </Page>
  );
};
