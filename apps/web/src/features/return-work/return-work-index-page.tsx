import { FileOutline, TeamOutline, UserAddOutline } from 'antd-mobile-icons';
import type { ReturnWorkCampaign } from '@udian/contracts/schemas/return-work';
import { goToLogin } from '../../api/auth-failures';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { AppLink } from '../../components/app-link';
import { EntryList, type Entry } from '../../components/entry-list/entry-list';
import { Page, Section } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import {
  ENTERPRISE_RETURN_WORK_INDEX_PATH,
  PRIVATE_RETURN_WORK_INDEX_PATH,
  PRIVATE_RETURN_WORK_SUCCESS_PATH,
  RETURN_WORK_COLLECT_PATH,
  RETURN_WORK_COLLECT_SUCCESS_PATH,
  RETURN_WORK_INDEX_PATH,
} from '../../app/page-paths';
import { getIdParam } from '../../app/query-params';
import { useLoginInfo } from '../../lib/use-login-info';
import { useMyReturnWork, useMyReturnWorkRequests, useReturnWorkCampaigns } from './api/return-work';
import { CampaignHero, StatusTag } from './return-work-parts';
import { campaignDays } from './return-work-rules';
import styles from './return-work.module.css';

const entriesOf = (campaign: ReturnWorkCampaign): Entry[] => {
  const query = { campaignId: campaign.campaignId };
  return [
    { title: '个人报名', text: '为自己报名返岗专车，安排后凭手机号查看车票（免费乘坐）', to: PRIVATE_RETURN_WORK_INDEX_PATH, query, icon: <UserAddOutline /> },
    { title: '企业报名', text: '企业联系人为员工批量报名、导入名单并预约班车，费用由企业支付', to: ENTERPRISE_RETURN_WORK_INDEX_PATH, query, icon: <TeamOutline /> },
    { title: '登记乘车需求', text: '还不确定乘车人？先登记人数、起终点和日期，帮我们规划班次', to: RETURN_WORK_COLLECT_PATH, query, icon: <FileOutline /> },
  ];
};

const Campaigns = ({ items, chosen }: { items: readonly ReturnWorkCampaign[]; chosen: ReturnWorkCampaign }) =>
  items.length > 1 ? (
    <Section title="选择活动">
      <ul className={styles.campaigns} aria-label="复工专线活动">
        {items.map((campaign) => (
          <li key={campaign.campaignId}>
            <AppLink
              to={RETURN_WORK_INDEX_PATH}
              query={{ campaignId: campaign.campaignId }}
              className={styles.campaignChoice}
              aria-current={campaign.campaignId === chosen.campaignId ? 'true' : undefined}
            >
              <span className={styles.campaignName}>{campaign.name}</span>
              <span className={styles.muted}>{campaignDays(campaign)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </Section>
  ) : null;

const MyEnrolments = ({ userId }: { userId: string }) => {
  const mine = useMyReturnWork(userId);
  const requests = useMyReturnWorkRequests(userId);
  if (mine.isError || requests.isError) return <ErrorState title="我的报名加载失败" onRetry={() => void Promise.all([mine.refetch(), requests.refetch()])} />;
  if (!mine.data || !requests.data) return <SkeletonList rows={2} label="正在加载我的报名" />;
  return (
    <Section title="我的报名" testId="my-return-work">
      {mine.data.length === 0 && requests.data.length === 0 ? <p className={styles.muted}>还没有报名或登记需求。报名后，运营人员安排班车时会短信通知您。</p> : null}
      <ul className={styles.people} aria-label="我的报名">
        {mine.data.map((enrolment) => (
          <li key={enrolment.enrolmentId} className={styles.person}>
            <AppLink to={PRIVATE_RETURN_WORK_SUCCESS_PATH} query={{ enrolmentId: enrolment.enrolmentId }} className={styles.personMain}>
              <span className={styles.personName}>
                {enrolment.name} · {enrolment.campaignName}
              </span>
              <span className={styles.muted}>
                {enrolment.group ? `${enrolment.group.name}报名` : '个人报名'}
                {enrolment.travelDate ? ` · ${enrolment.travelDate}` : ''}
              </span>
            </AppLink>
            <StatusTag status={enrolment.status} />
          </li>
        ))}
        {requests.data.map((request) => (
          <li key={`request-${request.requestId}`} className={styles.person}>
            <AppLink to={RETURN_WORK_COLLECT_SUCCESS_PATH} query={{ requestId: request.requestId }} className={styles.personMain}>
              <span className={styles.personName}>
                需求登记 · {request.people} 人 · {request.travelDate}
              </span>
              <span className={styles.muted}>
                {request.from.name} → {request.to.name}
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </Section>
  );
};

/**
 * return-work-index (复工专线, decision 052): the city's campaigns (?campaignId= the one shown), what the chosen
 * one is, its three ways in (one's own enrolment, an employer's, a need stated), and, logged in, the
 * passenger's enrolments (with their shuttles) and stated needs.
 */
export const ReturnWorkIndexPage = () => {
  const login = useLoginInfo();
  const city = useEffectiveCity().data;
  const campaigns = useReturnWorkCampaigns(city?.cityId);
  const wanted = getIdParam('campaignId');
  const items = campaigns.data ?? [];
  const chosen = items.find((c) => c.campaignId === wanted) ?? items[0];
  return (
    <Page>
      {campaigns.isError ? (
        <ErrorState title="活动加载失败" onRetry={() => void campaigns.refetch()} />
      ) : !campaigns.data ? (
        <SkeletonList rows={3} label="正在加载复工专线" />
      ) : !chosen ? (
        <EmptyState title={`${city?.cityName ?? '当前城市'}暂无复工专线活动`} hint="节后或停工后复工时，运营方会在这里开放返岗专车报名" />
      ) : (
        <>
          <CampaignHero campaign={chosen} />
          <Campaigns items={items} chosen={chosen} />
          <Section title="报名方式">
            <EntryList label="报名方式" entries={entriesOf(chosen)} />
          </Section>
        </>
      )}
      {login ? (
        <MyEnrolments userId={login.userId} />
      ) : (
        <Section title="我的报名">
          <button type="button" className={styles.linkButton} onClick={() => goToLogin()}>
            登录后查看我的报名和车票
          </button>
        </Section>
      )}
    </Page>
  );
};
