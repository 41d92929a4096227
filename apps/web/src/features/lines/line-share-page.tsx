import type { LineDetail } from '@udian/contracts/schemas/lines';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { getIdParam } from '../../app/query-params';
import { getWebConfig } from '../../app/web-config';
import { AppLink } from '../../components/app-link';
import { Page, pageStyles } from '../../components/page/page';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { formatFirstDeparture, formatLineDuration, formatLinePrice, formatRoute, lineTypeLabel } from '../../lib/line-summary';
import { LINE_GROUP_SHARE_PATH, LINE_INFO_PATH, LINE_INFO_SHARE_PATH } from '../../app/page-paths';
import { useLineDetail } from '../../api/queries/line-detail';
import { LineLoadFailure, MissingLineParam } from './line-page-states';
import { shareLine } from './share-line';
import styles from './lines-pages.module.css';

/** The card a friend sees: the line's code, name, route and facts, and the way to the full line page. */
const ShareCard = ({ detail }: { detail: LineDetail }) => {
  const { line, stops } = detail;
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
        <span>票价 {formatLinePrice(line)}</span>
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

/** What the sharer can do: send the line, see what the friend will see, or send it with its return line. */
const ShareActions = ({ detail }: { detail: LineDetail }) => {
  const { line, reverseLineId } = detail;
  return (
    <div className={styles.shareActions}>
      <button type="button" className={pageStyles.primaryButton} onClick={() => void shareLine(line)}>
        分享给好友
      </button>
      <AppLink to={LINE_INFO_SHARE_PATH} query={{ lineId: line.lineId }} className={pageStyles.ghostButton}>
        预览好友收到的页面
      </AppLink>
      {reverseLineId ? (
        <AppLink to={LINE_GROUP_SHARE_PATH} query={{ lineIds: `${line.lineId},${reverseLineId}` }} className={pageStyles.ghostButton}>
          连同返程线路一起分享
        </AppLink>
      ) : null}
    </div>
  );
};

const SharedLine = ({ lineId, isSharer }: { lineId: string; isSharer: boolean }) => {
  const detail = useLineDetail(lineId);
  if (detail.isPending) return <SkeletonList rows={3} label="正在加载线路" />;
  if (detail.isError) return <LineLoadFailure error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
    <>
      {isSharer ? <p className={styles.shareLead}>好友打开链接后会看到下面的线路卡片</p> : null}
      <ShareCard detail={detail.data} />
      {isSharer ? <ShareActions detail={detail.data} /> : null}
    </>
  );
};

/**
 * line/line-share?lineId=: where line-info's 分享 leads. The card the friend will see, and the ways to send it
 * (the system share sheet or a copied link to line-info-share, alone or with the return line).
 */
export const LineSharePage = () => {
  const lineId = getIdParam('lineId');
  if (!lineId) return <MissingLineParam />;
  return (
    <Page>
      <SharedLine key={lineId} lineId={lineId} isSharer />
    </Page>
  );
};

/** line/line-info-share?lineId=: what a shared link opens. It needs no login and leads to the line page. */
export const LineInfoSharePage = () => {
  const lineId = getIdParam('lineId');
  if (!lineId) return <MissingLineParam />;
  return (
    <Page>
      <SharedLine key={lineId} lineId={lineId} isSharer={false} />
    </Page>
  );
};
