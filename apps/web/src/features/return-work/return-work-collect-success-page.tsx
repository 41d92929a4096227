import { collectKindLabels, type ReturnWorkRequest } from '@udian/contracts/schemas/return-work';
import { CheckCircleFill } from 'antd-mobile-icons';
import { PRIVATE_RETURN_WORK_INDEX_PATH, RETURN_WORK_COLLECT_SUCCESS_PATH, RETURN_WORK_INDEX_PATH } from '../../app/page-paths';
import { getIdParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { Page, Section, pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { useLoginInfo } from '../../lib/use-login-info';
import { useMyReturnWorkRequests, useReturnWorkRequest } from './api/return-work';
import { backToIndex, LoadFailure } from './return-work-parts';
import styles from './return-work.module.css';

const RequestCard = ({ request }: { request: ReturnWorkRequest }) => (
  <article className={styles.card} aria-label="需求登记" data-testid="return-work-request">
    <div className={styles.cardHead}>
      <h3 className={styles.cardTitle}>
        {request.campaignName} · {collectKindLabels[request.kind]}
      </h3>
      <span className={styles.muted}>{formatShanghaiDateTime(request.createdAt)}</span>
    </div>
    <div className={styles.facts}>
      {request.companyName ? <p>{request.companyName}</p> : null}
      <p>
        {request.contactName} · {request.contactPhone}
      </p>
      <p>
        {request.travelDate} · {request.from.name} → {request.to.name} · {request.people} 人
      </p>
    </div>
    {request.declarations.length > 0 ? (
      <dl className={styles.declarations} aria-label="申报信息">
        {request.declarations.map((line) => (
          <div key={line.key}>
            <dt>{line.label}：</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    ) : null}
  </article>
);

const OneRequest = ({ userId, requestId }: { userId: string; requestId: string }) => {
  const request = useReturnWorkRequest(userId, requestId);
  if (request.isError) return <LoadFailure title="需求登记不存在" error={request.error} onRetry={() => void request.refetch()} />;
  if (!request.data) return <SkeletonList rows={2} label="正在加载需求登记" />;
  return (
    <>
      <section className={styles.hero} aria-labelledby="collect-done">
        <h2 id="collect-done" className={styles.heroTitle}>
          <CheckCircleFill aria-hidden="true" /> 需求已登记
        </h2>
        <p className={styles.heroText}>我们会按登记的人数、起终点和日期规划班次。需要为具体乘车人出票时，请再为乘车人报名。</p>
      </section>
      <Section title="登记内容">
        <RequestCard request={request.data} />
      </Section>
      <div className={styles.actions}>
        <AppLink to={PRIVATE_RETURN_WORK_INDEX_PATH} query={{ campaignId: request.data.campaignId }} className={pageStyles.ghostButton}>
          为自己报名
        </AppLink>
        <AppLink to={RETURN_WORK_INDEX_PATH} query={{ campaignId: request.data.campaignId }} className={pageStyles.ghostButton}>
          返回复工专线
        </AppLink>
      </div>
    </>
  );
};

const MyRequests = ({ userId }: { userId: string }) => {
  const requests = useMyReturnWorkRequests(userId);
  if (requests.isError) return <ErrorState title="需求登记加载失败" onRetry={() => void requests.refetch()} />;
  if (!requests.data) return <SkeletonList rows={2} label="正在加载需求登记" />;
  if (requests.data.length === 0) return <EmptyState title="还没有登记过乘车需求" hint="在复工专线页选择“登记乘车需求”即可登记" action={backToIndex()} />;
  return (
    <Section title="我的需求登记">
      {requests.data.map((request) => (
        <AppLink key={request.requestId} to={RETURN_WORK_COLLECT_SUCCESS_PATH} query={{ requestId: request.requestId }} className={styles.campaignChoice}>
          <span className={styles.campaignName}>
            {request.campaignName} · {request.people} 人
          </span>
          <span className={styles.muted}>
            {request.travelDate} · {request.from.name} → {request.to.name}
          </span>
        </AppLink>
      ))}
    </Section>
  );
};

const Requests = () => {
  const login = useLoginInfo();
  const requestId = getIdParam('requestId');
  if (!login) return null;
  return requestId ? <OneRequest key={requestId} userId={login.userId} requestId={requestId} /> : <MyRequests userId={login.userId} />;
};

/** return-work-collect-success `?requestId=`: the need just stated; without one, the passenger's needs. */
export const ReturnWorkCollectSuccessPage = () => (
  <RequireLogin>
    <Page>
      <Requests />
    </Page>
  </RequireLogin>
);
