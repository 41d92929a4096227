import { ApiFailure } from '../../api/query-result';
import { navigateTo } from '../../app/navigation';
import { LINE_INFO_PATH } from '../../app/page-paths';
import { getHref } from '../../app/paths';
import { getQueryParam } from '../../app/query-params';
import { LineCard } from '../../components/line-card/line-card';
import { Page, pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { instantMs } from '../../lib/shanghai-time';
import { useIsPast } from '../../lib/use-is-past';
import { useAssembleShare } from './api/assemble-share';
import { useLineGroupShare } from './api/line-group-share';
import { AssemblePanel } from './assemble-panel';
import { LineLoadFailure, MissingLineParam } from './line-page-states';
import { lineGroupShareUrl, readAssembleCode, shareLink } from './share-line';
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

/**
 * A shared crowdfund (decision 047): its panel, and 我要参与, which opens the line's page with the code (that
 * page joins and commits). One no longer gathering, or past its deadline, says 众筹已结束 instead.
 */
const SharedAssemble = ({ shareCode }: { shareCode: string }) => {
  const shared = useAssembleShare(shareCode);
  const isPast = useIsPast(shared.data ? instantMs(shared.data.deadline) : Number.NaN);
  if (shared.isPending) return <SkeletonList rows={4} label="正在加载众筹" />;
  if (shared.isError) {
    return shared.error instanceof ApiFailure && !shared.error.isTransport ? (
      <EmptyState title="众筹不存在或链接已失效" hint={shared.error.message || '可以回到首页查找其他线路'} />
    ) : (
      <ErrorState onRetry={() => void shared.refetch()} />
    );
  }
  const assemble = shared.data;
  const isOpen = assemble.status === 'gathering' && !isPast;
  return (
    <>
      <p className={styles.shareLead}>好友邀请您一起参与定制线路众筹，人满即开通</p>
      <AssemblePanel assemble={assemble} isLineNamed>
        {isOpen ? (
          <button
            type="button"
            className={pageStyles.primaryButton}
            onClick={() => navigateTo(getHref(LINE_INFO_PATH, { lineId: assemble.lineId, assembleCode: assemble.shareCode }))}
          >
            我要参与
          </button>
        ) : (
          <p className={styles.assembleEnded} data-testid="assemble-closed">
            众筹已结束
          </p>
        )}
      </AssemblePanel>
    </>
  );
};

/**
 * line/line-group-share?lineIds=1,2: several shared lines at once; no login needed. With `&assembleCode=` it
 * is a shared crowdfund of its line instead.
 */
export const LineGroupSharePage = () => {
  const assembleCode = readAssembleCode();
  if (assembleCode) {
    return (
      <Page>
        <SharedAssemble key={assembleCode} shareCode={assembleCode} />
      </Page>
    );
  }
  const lineIds = getQueryParam('lineIds')?.replace(/\s+/g, '') ?? '';
  if (!lineIdsPattern.test(lineIds)) return <MissingLineParam />;
  return (
    <Page>
      <SharedGroup key={lineIds} lineIds={lineIds} />
    </Page>
  );
};
