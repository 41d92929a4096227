import { RightOutline } from 'antd-mobile-icons';
import type { CityNotice } from '@udian/contracts/endpoints/notices/city-notices';
import { LINE_INFO_PATH } from '../../app/page-paths';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { useCityNotices } from './api/city-notices';
import { noticeDates, noticeStateText } from './legacy-labels';
import { StateTag } from './state-tag';
import styles from './legacy-section.module.css';

const NoticeCard = ({ notice }: { notice: CityNotice }) => (
  <li>
    <article className={styles.notice} aria-labelledby={`notice-${notice.announcementId}`} data-testid="city-notice">
      <div className={styles.noticeHead}>
        <h2 id={`notice-${notice.announcementId}`} className={styles.noticeTitle}>
          {notice.title}
        </h2>
        <StateTag state={noticeStateText(notice.state)} />
      </div>
      <AppLink to={LINE_INFO_PATH} query={{ lineId: notice.line.lineId }} className={styles.noticeLine}>
        <span className={styles.code}>{notice.line.lineCode}</span>
        <span className={styles.noticeLineName}>{notice.line.lineName}</span>
        <RightOutline className={styles.arrow} aria-hidden="true" />
      </AppLink>
      <dl className={styles.noticeFacts}>
        <dt>生效时间</dt>
        <dd>{noticeDates(notice)}</dd>
        <dt>发布时间</dt>
        <dd>{formatShanghaiDateTime(notice.publishedAt)}</dd>
      </dl>
      <p className={styles.noticeContent}>{notice.content}</p>
    </article>
  </li>
);

/**
 * /ydbus/notice-page: the current city's line notices as the operator published them (线路调整公告), in force
 * or announced for later, newest first; each names its line, which it opens, and the days it applies.
 */
export const NoticePage = () => {
  const city = useEffectiveCity();
  const notices = useCityNotices(city.data?.cityId);
  const list = notices.data?.pages.flatMap((page) => page.notices) ?? [];
  return (
    <Page>
      <p className={styles.lead}>{city.data ? `${city.data.cityName}各线路的临时调整、停运与恢复通知，最新发布的在前。` : ''}</p>
      {!notices.data ? (
        notices.isError ? (
          <ErrorState title="公告加载失败" onRetry={() => void notices.refetch()} />
        ) : (
          <SkeletonList rows={3} label="正在加载线路公告" />
        )
      ) : list.length === 0 ? (
        <EmptyState title="暂无线路公告" hint="线路临时调整、停运等通知会在这里发布，也会显示在线路详情页" />
      ) : (
        <>
          <ul className={styles.notices} aria-label="线路公告">
            {list.map((notice) => (
              <NoticeCard key={notice.announcementId} notice={notice} />
            ))}
          </ul>
          {notices.hasNextPage ? (
            <button type="button" className={styles.loadMore} onClick={() => void notices.fetchNextPage()} disabled={notices.isFetchingNextPage}>
              {notices.isFetchingNextPage ? '加载中…' : '加载更多'}
            </button>
          ) : notices.data.pages.length > 1 ? (
            <p className={styles.end}>没有更多公告了</p>
          ) : null}
        </>
      )}
    </Page>
  );
};
