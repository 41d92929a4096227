import { getIdParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { LineCard } from '../../components/line-card/line-card';
import { Page, Section, pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { LINE_INFO_PATH } from '../../app/page-paths';
import { effectivePeriod } from './calendar-view';
import { useLineAdjustment } from './api/line-adjustment';
import { LineLoadFailure, MissingLineParam } from './line-page-states';
import styles from './lines-pages.module.css';

const Adjustments = ({ lineId }: { lineId: string }) => {
  const adjustment = useLineAdjustment(lineId);
  if (adjustment.isPending) return <SkeletonList rows={3} label="正在加载调整公告" />;
  if (adjustment.isError) return <LineLoadFailure error={adjustment.error} onRetry={() => void adjustment.refetch()} />;
  const { line, announcements } = adjustment.data;
  return (
    <>
      <LineCard line={line} />
      <Section title="调整公告">
        {announcements.length === 0 ? (
          <EmptyState
            title="该线路目前没有调整"
            hint="线路按原计划运营，可以返回线路详情查看班次"
            action={
              <AppLink to={LINE_INFO_PATH} query={{ lineId }} className={pageStyles.ghostButton}>
                返回线路详情
              </AppLink>
            }
          />
        ) : (
          announcements.map((announcement) => (
            <article key={announcement.announcementId} className={styles.announcement}>
              <h3 className={styles.announcementTitle}>{announcement.title}</h3>
              <p className={styles.announcementDates}>生效时间：{effectivePeriod(announcement)}</p>
              <p className={styles.announcementContent}>{announcement.content}</p>
            </article>
          ))
        )}
      </Section>
    </>
  );
};

/** line/line-info-adjustment?lineId=: the line's announced changes (detours, timetable changes, suspensions). */
export const LineAdjustmentPage = () => {
  const lineId = getIdParam('lineId');
  if (!lineId) return <MissingLineParam />;
  return (
    <Page title="线路调整公告">
      <Adjustments key={lineId} lineId={lineId} />
    </Page>
  );
};
