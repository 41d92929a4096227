import { EditSOutline, FileOutline, SearchOutline } from 'antd-mobile-icons';
import { AppLink } from '../../components/app-link';
import { Page, Section } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { COMPANY_LINE_APPLY_ENTERPRISE_PATH, COMPANY_LINE_SEARCH_PATH, ENTERPRISE_CUSTOM_FLOW_PATH } from '../../app/page-paths';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { useLoginInfo } from '../../lib/use-login-info';
import { useCompanyLines, useMyApplications } from './api/company-lines';
import { CompanyLineList } from './company-lines';
import { EntryList, type Entry } from '../../components/entry-list/entry-list';
import { MyShuttleRequests } from './shuttle-request-list';
import styles from './company-lines.module.css';

const customEntries: readonly Entry[] = [
  {
    title: '企业定制班车',
    text: '为员工通勤定制专属班车，说明站点和班次后为您报价',
    to: COMPANY_LINE_APPLY_ENTERPRISE_PATH,
    icon: <EditSOutline />,
  },
  { title: '定制流程', text: '说明需求、方案报价、确认合作、开通线路', to: ENTERPRISE_CUSTOM_FLOW_PATH, icon: <FileOutline /> },
];

/** The city's company lines with my state on each. */
const Lines = ({ userId }: { userId: string | null }) => {
  const city = useEffectiveCity().data;
  const lines = useCompanyLines(userId ?? '', city?.cityId);
  const applications = useMyApplications(userId);
  if (lines.isError) return <ErrorState title="班车加载失败" onRetry={() => void lines.refetch()} />;
  if (!lines.data) return <SkeletonList rows={3} label="正在加载园区班车" />;
  if (lines.data.length === 0) {
    return <EmptyState title={`${city?.cityName ?? '当前城市'}暂无园区班车`} hint="企业开通班车后会显示在这里；您的企业需要班车，可提交企业定制班车需求" />;
  }
  return <CompanyLineList items={lines.data} applications={applications.data} label="园区班车" />;
};

/**
 * company-line/company-line (园区班车): the company and park lines of the city the app works in, each with its
 * enterprise, what a member pays and the passenger's state (可购票, 待审核, 申请乘车); the search; and for
 * enterprises, 企业定制班车 with the passenger's own requests.
 */
export const CompanyLinePage = () => {
  const login = useLoginInfo();
  const city = useEffectiveCity().data;
  const userId = login?.userId ?? null;
  return (
    <Page>
      <AppLink to={COMPANY_LINE_SEARCH_PATH} className={styles.searchEntry}>
        <SearchOutline className={styles.searchIcon} aria-hidden="true" />
        <span>搜索线路、站点或企业</span>
      </AppLink>
      <p className={styles.intro}>园区班车由企业或园区开设。企业员工可直接购票；其他乘客可向企业申请乘车，审核通过后即可购票。</p>
      <Section title={city ? `${city.cityName}的园区班车` : '园区班车'}>
        <Lines userId={userId} />
      </Section>
      <Section title="企业服务">
        <EntryList label="企业定制班车" entries={customEntries} />
        {userId ? <MyShuttleRequests userId={userId} /> : null}
      </Section>
    </Page>
  );
};
