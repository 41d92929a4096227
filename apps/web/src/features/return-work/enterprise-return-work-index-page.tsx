import { CalendarOutline, CheckCircleOutline, FileOutline, TeamOutline, TravelOutline } from 'antd-mobile-icons';
import type { ReturnWorkCampaign } from '@udian/contracts/schemas/return-work';
import { goToLogin } from '../../api/auth-failures';
import {
  ENTERPRISE_RETURN_WORK_ENROLL_LIST_PATH,
  ENTERPRISE_RETURN_WORK_SHUTTLE_PATH,
  ENTERPRISE_RETURN_WORK_SHUTTLE_SUCCESS_PATH,
  ENTERPRISE_RETURN_WORK_SUCCESS_PATH,
  ENTERPRISE_RETURN_WORK_TAB_PATH,
} from '../../app/page-paths';
import { getIdParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { EntryList, type Entry } from '../../components/entry-list/entry-list';
import { Page, Section } from '../../components/page/page';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { useLoginInfo } from '../../lib/use-login-info';
import { useReturnWorkEmployers } from './api/return-work';
import { NotContact } from './employer-parts';
import { CampaignHero, LoadFailure, NoCampaign, useChosenCampaign } from './return-work-parts';
import styles from './return-work.module.css';

/** The employer's services for the campaign; each page acts for the passenger's first enterprise (or says they are no contact). */
const servicesOf = (campaign: ReturnWorkCampaign): Entry[] => {
  const query = { campaignId: campaign.campaignId };
  return [
    { title: '员工报名名单', text: '逐个添加或用 CSV 批量导入返岗员工，填写活动要求的申报信息', to: ENTERPRISE_RETURN_WORK_ENROLL_LIST_PATH, query, icon: <TeamOutline /> },
    { title: '预约班车', text: '为名单中的员工选择乘车日期、集合地点和复工地点', to: ENTERPRISE_RETURN_WORK_SHUTTLE_PATH, query, icon: <CalendarOutline /> },
    { title: '乘车安排', text: '查看每位员工被安排在哪一班车，车牌和发车时间', to: ENTERPRISE_RETURN_WORK_TAB_PATH, query: { ...query, tab: 'shuttles' }, icon: <TravelOutline /> },
    { title: '报名结果', text: '名单人数：未预约、待安排、已安排', to: ENTERPRISE_RETURN_WORK_SUCCESS_PATH, query, icon: <CheckCircleOutline /> },
    { title: '预约结果', text: '按日期查看已预约的员工和安排进度', to: ENTERPRISE_RETURN_WORK_SHUTTLE_SUCCESS_PATH, query, icon: <FileOutline /> },
  ];
};

const Employers = ({ userId, campaign }: { userId: string; campaign: ReturnWorkCampaign }) => {
  const employers = useReturnWorkEmployers(userId);
  if (employers.isError) return <ErrorState title="企业加载失败" onRetry={() => void employers.refetch()} />;
  if (!employers.data) return <SkeletonList rows={2} label="正在加载我的企业" />;
  if (employers.data.length === 0) return <NotContact />;
  return (
    <Section title="我负责的企业">
      <ul className={styles.campaigns} aria-label="我负责的企业">
        {employers.data.map((employer) => (
          <li key={employer.groupId}>
            <AppLink to={ENTERPRISE_RETURN_WORK_TAB_PATH} query={{ groupId: employer.groupId, campaignId: campaign.campaignId }} className={styles.campaignChoice}>
              <span className={styles.campaignName}>{employer.name}</span>
              <span className={styles.muted}>进入企业报名：名单、预约和乘车安排</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </Section>
  );
};

const EmployerEntry = () => {
  const login = useLoginInfo();
  const { campaign, isLoading, error, retry } = useChosenCampaign(getIdParam('campaignId'));
  if (error) return <LoadFailure title="活动不存在" error={error} onRetry={retry} />;
  if (isLoading) return <SkeletonList rows={3} label="正在加载企业报名" />;
  if (!campaign) return <NoCampaign />;
  return (
    <>
      <CampaignHero campaign={campaign} />
      <Section title="企业报名怎么办">
        <ol className={styles.facts}>
          <li>企业联系人登录后，添加或导入返岗员工名单，填写申报信息；</li>
          <li>为员工预约班车：乘车日期、集合地点和复工地点；</li>
          <li>运营人员把预约的员工编入班车，员工收到短信，用本人手机号登录即可在“我的车票”看到车票；</li>
          <li>{campaign.employerFareCents > 0 ? `费用每人每次 ${(campaign.employerFareCents / 100).toFixed(2)} 元，记入企业对账单，员工免费乘坐。` : '本次活动免费乘坐。'}</li>
        </ol>
      </Section>
      {login ? (
        <Employers userId={login.userId} campaign={campaign} />
      ) : (
        <Section title="我负责的企业">
          <button type="button" className={styles.linkButton} onClick={() => goToLogin()}>
            企业联系人请先登录
          </button>
        </Section>
      )}
      <Section title="企业服务">
        <EntryList label="企业服务" entries={servicesOf(campaign)} />
      </Section>
    </>
  );
};

/**
 * enterprise-return-work-index `?campaignId=`: the employer's entry (decision 052). Who acts for an enterprise
 * is its contact (the account whose phone the operator or the enterprise's 单位管理员 keeps as the contact
 * phone): their enterprises, and the employer's services for the campaign.
 */
export const EnterpriseReturnWorkIndexPage = () => (
  <Page>
    <EmployerEntry />
  </Page>
);
