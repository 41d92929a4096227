import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { getIdParam } from '../../app/query-params';
import { getWebConfig } from '../../app/web-config';
import { Page, pageStyles } from '../../components/page/page';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { formatFirstDeparture, formatLineDuration, formatPrice, formatRoute, lineTypeLabel } from '../../lib/line-summary';
import { LINE_INFO_PATH } from '../../app/page-paths';
import { useLineDetail } from '../../api/queries/line-detail';
import { LineLoadFailure, MissingLineParam } from './line-page-states';
import styles from './lines-pages.module.css';

const SharedLine = ({ lineId }: { lineId: string }) => {
  const detail = useLineDetail(lineId);
  if (detail.isPending) return <SkeletonList rows={3} label="正在加载线路" />;
  if (detail.isError) return <LineLoadFailure error={detail.error} onRetry={() => void detail.refetch()} />;
  const { line, stops } = detail.data;
  return (
    <article className={styles.shareCard} data-testid="line-share-card">
      <p className={styles.shareBrand}>{getWebConfig().productName} · 好友分享的线路</p>
      <span className={styles.shareCode}>{line.lineCode}</span>
      <h2 className={styles.shareName}>{line.lineName}</h2>
      <p className={styles.shareRoute}>{formatRoute(line)}</p>
      <p className={styles.shareFacts}>
        <span>{lineTypeLabel(line.type)}线路</span>
        <span>{formatFirstDeparture(line.firstDepartureTime)}</span>
        <span>共{stops.length}站</span>
        {line.durationMinutes > 0 ? <span>{formatLineDuration(line.durationMinutes)}</span> : null}
        <span>票价 {formatPrice(line.priceCents)}</span>
      </p>
      <button
        type="button"
        className={pageStyles.primaryButton}
        onClick={() => navigateTo(getHref(LINE_INFO_PATH, { lineId: line.lineId }))}
      >
        查看线路
      </button>
    </article>
  );
};

/**
 * line/line-share and line/line-info-share (?lineId=): what a shared link opens. It needs no login (the
 * line detail is public) and leads to the full line page.
 */
export const LineSharePage = () => {
  const lineId = getIdParam('lineId');
  if (!lineId) return <MissingLineParam />;
  return (
    <Page>
      <SharedLine key={lineId} lineId={lineId} />
    </Page>
  );
};
