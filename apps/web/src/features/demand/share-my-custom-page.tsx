import type { Demand } from '@udian/contracts/schemas/demand';
import { useState } from 'react';
import { goToLogin } from '../../api/auth-failures';
import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { getQueryParam } from '../../app/query-params';
import { OFFLINE_TEXT, toast } from '../../app/toast';
import { DEMAND_COLLECTION_PATH, MY_CUSTOM_PATH } from '../../app/page-paths';
import { useLoginInfo } from '../../lib/use-login-info';
import { useJoinDemand, useSharedDemand } from './api/shared-demand';
import { DemandCard } from './demand-card';
import { DemandShare } from './demand-share';
import { isDemandOpen } from './demand-text';
import { SHARE_CODE_PATTERN } from './share-link';
import styles from './demand.module.css';

export const INVALID_SHARE_TEXT = '分享链接无效，请向分享人重新获取';

/** 同路 +1, or why not: already joined, the demand no longer gathering, or a refusal in the server's words. */
const JoinAction = ({ demand, isLoggedIn }: { demand: Demand; isLoggedIn: boolean }) => {
  const join = useJoinDemand();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (demand.isMine) return null;
  if (demand.hasJoined) {
    return (
      <p className={styles.joined} role="status">
        您已同路 +1，需求进展可在
        <AppLink to={MY_CUSTOM_PATH} className={styles.textLink}>
          我的定制线路
        </AppLink>
        查看
      </p>
    );
  }
  if (!isDemandOpen(demand.status)) return <p className={styles.refusal}>该需求的征集已结束</p>;

  const onJoin = () => {
    if (!isLoggedIn) {
      goToLogin();
      return;
    }
    if (join.isPending) return;
    setRefusal(null);
    join.mutate(demand.shareCode, {
      onSuccess: () => toast.success('已同路 +1'),
      onError: (error) => setRefusal(error instanceof ApiFailure && !error.isTransport ? error.message : OFFLINE_TEXT),
    });
  };
  return (
    <div className={styles.joinBox}>
      <button type="button" className={styles.submit} onClick={onJoin} disabled={join.isPending}>
        同路 +1
      </button>
      <p className={styles.fieldNote}>{isLoggedIn ? '您也走这条路线？点一下，让线路早日开通' : '登录后即可参与，只需点一下'}</p>
      {refusal ? (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      ) : null}
    </div>
  );
};

const SharedDemand = ({ code }: { code: string }) => {
  const login = useLoginInfo();
  const demand = useSharedDemand(login?.userId ?? '', code);
  if (demand.isError) {
    return demand.error instanceof ApiFailure && !demand.error.isTransport ? (
      <EmptyState title="需求不存在" hint={INVALID_SHARE_TEXT} />
    ) : (
      <ErrorState title="需求加载失败" onRetry={() => void demand.refetch()} />
    );
  }
  if (!demand.data) return <SkeletonList rows={3} label="正在加载需求" />;
  const shared = demand.data;
  return (
    <>
      <div className={styles.sharedCard}>
        <DemandCard
          demand={shared}
          caption={<p className={styles.caption}>{shared.isMine ? '这是您提交的通勤需求' : `${shared.ownerPhone} 发起的通勤需求`}</p>}
        />
      </div>
      <JoinAction demand={shared} isLoggedIn={login !== null} />
      {isDemandOpen(shared.status) ? <DemandShare demand={shared} /> : null}
      <nav className={styles.footerLinks} aria-label="更多">
        <AppLink to={DEMAND_COLLECTION_PATH} className={styles.textLink}>
          我也有通勤需求
        </AppLink>
        <AppLink to={MY_CUSTOM_PATH} className={styles.textLink}>
          我的定制线路
        </AppLink>
      </nav>
    </>
  );
};

/** my-custom/share_my_custom?code=: a demand a colleague shared, masked, with 同路 +1 and a way to pass it on. */
export const ShareMyCustomPage = () => {
  const code = getQueryParam('code')?.trim() ?? '';
  return (
    <Page>
      {SHARE_CODE_PATTERN.test(code) ? <SharedDemand key={code} code={code} /> : <EmptyState title="分享链接无效" hint={INVALID_SHARE_TEXT} />}
    </Page>
  );
};
