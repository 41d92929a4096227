import { RightOutline, SoundOutline, StarFill, StarOutline } from 'antd-mobile-icons';
import type { LineDetail } from '@udian/contracts/schemas/lines';
import { goToLogin } from '../../api/auth-failures';
import { AppLink } from '../../components/app-link';
import { isLoggedIn } from '../../lib/login-info';
import { toast } from '../../app/toast';
import { LINE_ADJUSTMENT_PATH, LINE_INFO_PATH, LINE_SHARE_PATH, RELATED_LINES_PATH } from '../../app/page-paths';
import { useCancelCollectLine } from './api/cancel-collect-line';
import { useCollectLine } from './api/collect-line';
import styles from './line-info.module.css';

const CollectButton = ({ lineId, isCollected }: { lineId: string; isCollected: boolean }) => {
  const collect = useCollectLine();
  const cancel = useCancelCollectLine();
  const isBusy = collect.isPending || cancel.isPending;
  const toggle = () => {
    // Collections belong to an account; the login page brings the passenger back here.
    if (!isLoggedIn()) {
      goToLogin();
      return;
    }
    if (isCollected) cancel.mutate(lineId, { onSuccess: () => toast.success('已取消收藏') });
    else collect.mutate(lineId, { onSuccess: () => toast.success('收藏成功，可在“我的收藏”中查看') });
  };
  return (
    <button
      type="button"
      className={`${styles.action} ${isCollected ? styles.active : ''}`}
      aria-pressed={isCollected}
      disabled={isBusy}
      onClick={toggle}
    >
      {isCollected ? <StarFill className={styles.actionIcon} aria-hidden="true" /> : <StarOutline className={styles.actionIcon} aria-hidden="true" />}
      {isCollected ? '已收藏' : '收藏'}
    </button>
  );
};

/** Collect, share, and the ways on from this line: its notices, its return line, related lines. */
export const LineActions = ({ detail, isCollected }: { detail: LineDetail; isCollected: boolean }) => {
  const { line, announcements, reverseLineId } = detail;
  const noticeText = `${announcements[0]?.title ?? ''}${announcements.length > 1 ? ` 等${announcements.length}条调整公告` : ''}`;
  return (
    <>
      <div className={styles.actions}>
        <CollectButton lineId={line.lineId} isCollected={isCollected} />
        <AppLink to={LINE_SHARE_PATH} query={{ lineId: line.lineId }} className={styles.action}>
          分享
        </AppLink>
        {reverseLineId ? (
          <AppLink to={LINE_INFO_PATH} query={{ lineId: reverseLineId }} className={styles.action}>
            返程线路
          </AppLink>
        ) : null}
        <AppLink to={RELATED_LINES_PATH} query={{ lineId: line.lineId }} className={styles.action}>
          相关线路
        </AppLink>
      </div>
      {announcements.length > 0 ? (
        <AppLink to={LINE_ADJUSTMENT_PATH} query={{ lineId: line.lineId }} className={styles.notice}>
          <SoundOutline className={styles.noticeIcon} aria-hidden="true" />
          <span className={styles.noticeText} title={noticeText}>
            {noticeText}
          </span>
          <RightOutline className={styles.noticeIcon} aria-hidden="true" />
        </AppLink>
      ) : null}
    </>
  );
};
