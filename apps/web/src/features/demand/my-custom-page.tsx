import type { Demand } from '@udian/contracts/schemas/demand';
import { getQueryParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { useLoginInfo } from '../../lib/use-login-info';
import {
  CUSTOM_RULE_PATH,
  DEMAND_COLLECTION_PATH,
  MY_CUSTOM_INDEX_COPY_PATH,
  MY_CUSTOM_PATH,
  PREPARATION_LINE_INTRO_PATH,
  SHARE_MY_CUSTOM_PATH,
} from '../../app/page-paths';
import { confirm } from '../../app/dialogs';
import { toast } from '../../app/toast';
import { useMyDemands } from './api/my-demands';
import { useWithdrawDemand } from './api/withdraw-demand';
import { DemandCard } from './demand-card';
import { MyAssembleList } from './my-assemble-list';
import { MY_CUSTOM_TABS, parseMyCustomTab } from './my-custom-tabs';
import { isDemandOpen, isWithdrawable } from './demand-text';
import { OdCampaignEntries } from './od-campaign-entries';
import styles from './demand.module.css';

/** 撤回 on the passenger's own open demand, after a confirmation: it is deleted with its 同路 colleagues. */
const WithdrawButton = ({ demand }: { demand: Demand }) => {
  const withdraw = useWithdrawDemand();
  const onWithdraw = async () => {
    const colleagues = demand.supporters > 0 ? `，${demand.supporters} 位同路同事的 +1 也会一并撤回` : '';
    if (!(await confirm('撤回需求', `撤回后这条需求将被删除${colleagues}。确定撤回吗？`, '撤回'))) return;
    // mutateAsync, not mutate's own onSuccess: the list refetched after the withdrawal unmounts this card
    // (and so this button) first, and a per-call callback of an unmounted observer never runs.
    await withdraw.mutateAsync(demand.id).then(
      () => toast.success('需求已撤回'),
      () => undefined,
    );
  };
  return (
    <button type="button" className={`${styles.ghostButton} ${styles.quietButton}`} disabled={withdraw.isPending} onClick={() => void onWithdraw()}>
      撤回
    </button>
  );
};

/** 分享 on the passenger's own open demand (colleagues add themselves: 同路 +1) and 撤回, 查看 on one they joined. */
const DemandActions = ({ demand }: { demand: Demand }) => {
  if (!demand.isMine) {
    return (
      <AppLink to={SHARE_MY_CUSTOM_PATH} query={{ code: demand.shareCode }} className={styles.ghostButton}>
        查看需求
      </AppLink>
    );
  }
  if (!isDemandOpen(demand.status)) return null;
  return (
    <>
      {isWithdrawable(demand.status) ? <WithdrawButton demand={demand} /> : null}
      <AppLink to={SHARE_MY_CUSTOM_PATH} query={{ code: demand.shareCode }} className={styles.ghostButton}>
        分享给同事
      </AppLink>
    </>
  );
};

const Intro = () => (
  <section className={styles.intro} aria-label="需求征集">
    <h2 className={styles.introTitle}>没有合适的线路？</h2>
    <p className={styles.introText}>告诉我们您每天从哪里出发、去哪里、几点到，同路的人多了，我们就规划开通新的定制线路。</p>
    <AppLink to={DEMAND_COLLECTION_PATH} className={styles.introButton}>
      提交需求
    </AppLink>
  </section>
);

const DemandList = ({ userId }: { userId: string }) => {
  const demands = useMyDemands(userId);
  if (demands.isError) return <ErrorState title="需求加载失败" onRetry={() => void demands.refetch()} />;
  if (!demands.data) return <SkeletonList rows={2} label="正在加载我的需求" />;
  if (demands.data.length === 0) {
    return (
      <EmptyState
        title="还没有通勤需求"
        hint="填写一次通勤路线和时间，同路的同事越多，开线越快"
        action={
          <AppLink to={DEMAND_COLLECTION_PATH} className={emptyActionClass}>
            去填写通勤需求
          </AppLink>
        }
      />
    );
  }
  return (
    <ul className={styles.list} aria-label="我的需求">
      {demands.data.map((demand) => (
        <li key={demand.id}>
          <DemandCard demand={demand} actions={<DemandActions demand={demand} />} />
        </li>
      ))}
    </ul>
  );
};

const MyCustom = ({ path }: { path: string }) => {
  const login = useLoginInfo();
  const tab = parseMyCustomTab(getQueryParam('tab'));
  return (
    <>
      <TabBar tabs={MY_CUSTOM_TABS} active={tab} path={path} label="我的定制线路" />
      {tab === 'assemble' ? (
        <section className={styles.tabPanel} aria-label="我的众筹">
          {login ? <MyAssembleList userId={login.userId} /> : null}
        </section>
      ) : (
        <>
          <Intro />
          <section className={styles.section} aria-labelledby="my-demands">
            <h2 id="my-demands" className={styles.sectionTitle}>
              我的需求
            </h2>
            {login ? <DemandList userId={login.userId} /> : null}
          </section>
          <OdCampaignEntries />
        </>
      )}
      <nav className={styles.footerLinks} aria-label="定制线路说明">
        <AppLink to={CUSTOM_RULE_PATH} className={styles.textLink}>
          定制线路规则
        </AppLink>
        <AppLink to={PREPARATION_LINE_INTRO_PATH} className={styles.textLink}>
          筹备线路说明
        </AppLink>
      </nav>
    </>
  );
};

const MyCustomScreen = ({ path }: { path: string }) => (
  <RequireLogin>
    <Page>
      <MyCustom path={path} />
    </Page>
  </RequireLogin>
);

/**
 * my-custom (我的定制线路): two tabs (`?tab=`). 我的需求: the passenger's demands with their state and 同路
 * colleagues, the way to submit one and the city's running OD-collection campaigns (decision 046); 我的众筹
 * (`assemble`): the crowdfunded lines they joined or paid for (decision 047). The rules under both.
 */
export const MyCustomPage = () => <MyCustomScreen path={MY_CUSTOM_PATH} />;

/** my-custom/index_copy, the older section's entrance to the same page (decision 046): its tabs stay on its path. */
export const MyCustomIndexCopyPage = () => <MyCustomScreen path={MY_CUSTOM_INDEX_COPY_PATH} />;
