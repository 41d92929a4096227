import { AppLink } from '../../components/app-link';
import { Page, Section } from '../../components/page/page';
import { GROUP_LINE_PATH, GROUP_OPTIMIZE_PATH } from '../../app/page-paths';
import { EntryList, useFindLineEntries } from './entry-list';
import styles from './groups.module.css';

/**
 * group (单位通勤): the entry to group travel (decision 048). 企业通勤 leads to the passenger's enterprises;
 * lines can also be found by area or by address. What an enterprise line is, in a few honest words.
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
    </Page>
  );
};
