import { EditSOutline, TeamOutline, TravelOutline } from 'antd-mobile-icons';
import { AppLink } from '../../components/app-link';
import { Page, Section } from '../../components/page/page';
import { COMPANY_LINE_APPLY_ENTERPRISE_PATH, COMPANY_LINE_PATH, GROUP_LINE_PATH, GROUP_OPTIMIZE_PATH, RESTUDY_PATH } from '../../app/page-paths';
import { EntryList, type Entry } from '../../components/entry-list/entry-list';
import { useFindLineEntries } from './entry-list';
import styles from './groups.module.css';

/** 园区班车 and, for an enterprise without buses yet, 企业定制班车. */
const companyEntries: readonly Entry[] = [
  { title: '园区班车', text: '企业与园区开设的班车，员工可购票，其他乘客可申请乘车', to: COMPANY_LINE_PATH, icon: <TravelOutline /> },
  { title: '企业定制班车', text: '为员工通勤定制专属班车，说明站点和班次后为您报价', to: COMPANY_LINE_APPLY_ENTERPRISE_PATH, icon: <EditSOutline /> },
];

/** School lines (decision 049): a guardian's way to the school bus. */
const schoolEntries: readonly Entry[] = [
  { title: '校车通学', text: '为孩子报名学校的校车线路，学校审核后购买学期票，上车即通知家长', to: RESTUDY_PATH, icon: <TeamOutline /> },
];

/**
 * group (单位通勤): the entry to group travel (decision 048). 企业通勤 leads to the passenger's enterprises;
 * lines can also be found by area or by address; 园区班车 lists the city's company lines and offers an
 * enterprise its own shuttle; 校车通学 leads guardians to school lines. What an enterprise line is, in a few
 * honest words.
 */
export const GroupPage = () => {
  const { entries } = useFindLineEntries();
  return (
    <Page>
      <section className={styles.hero} aria-labelledby="group-travel">
        <h2 id="group-travel" className={styles.heroTitle}>
          企业通勤
        </h2>
        <p className={styles.heroText}>
          企业为员工开设的通勤班车线路，仅限该企业员工乘坐。找到您所在的企业，用员工名单中的手机号、企业邮箱或企业邀请码完成员工认证后，即可购买企业线路的车票。
        </p>
        <p className={styles.heroText}>部分线路由企业支付车费，员工可免费或以员工价乘坐，具体以线路页面显示为准。</p>
        <AppLink to={GROUP_LINE_PATH} className={styles.heroButton}>
          进入企业通勤
        </AppLink>
      </section>
      <Section
        title="找线路"
        action={
          <AppLink to={GROUP_OPTIMIZE_PATH} className={styles.textLink}>
            全部方式
          </AppLink>
        }
      >
        <EntryList label="找线路的方式" entries={entries} />
      </Section>
      <Section title="园区与定制班车">
        <EntryList label="园区与定制班车" entries={companyEntries} />
      </Section>
      <Section title="校车">
        <EntryList label="校车" entries={schoolEntries} />
      </Section>
    </Page>
  );
};
