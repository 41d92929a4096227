import { CheckCircleFill } from 'antd-mobile-icons';
import { ENTERPRISE_RETURN_WORK_ENROLL_LIST_PATH, ENTERPRISE_RETURN_WORK_SHUTTLE_PATH, ENTERPRISE_RETURN_WORK_TAB_PATH } from '../../app/page-paths';
import { getQueryParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { Page, Section, pageStyles } from '../../components/page/page';
import { RequireLogin } from '../../components/require-login';
import { EmployerGate, employerQuery, ListFigures, type EmployerContext } from './employer-parts';
import styles from './return-work.module.css';

const Result = ({ context }: { context: EmployerContext }) => {
  const added = Number(getQueryParam('added'));
  const query = employerQuery(context);
  return (
    <>
      <section className={styles.hero} aria-labelledby="employer-done">
        <h2 id="employer-done" className={styles.heroTitle}>
          <CheckCircleFill aria-hidden="true" /> {Number.isInteger(added) && added > 0 ? `已导入 ${added} 名员工` : '报名名单已保存'}
        </h2>
        <p className={styles.heroText}>
          {context.employer.name} · {context.campaign.name}。下一步为名单中的员工预约班车：选择乘车日期、集合地点和复工地点。
        </p>
      </section>
      <Section title="名单人数">
        <ListFigures list={context.list} />
      </Section>
      <div className={styles.buttons}>
        <AppLink to={ENTERPRISE_RETURN_WORK_SHUTTLE_PATH} query={query} className={pageStyles.ghostButton}>
          预约班车
        </AppLink>
        <AppLink to={ENTERPRISE_RETURN_WORK_ENROLL_LIST_PATH} query={query} className={pageStyles.ghostButton}>
          继续添加
        </AppLink>
      </div>
      <p className={styles.hint}>
        <AppLink to={ENTERPRISE_RETURN_WORK_TAB_PATH} query={query} className={styles.textLink}>
          查看员工名单
        </AppLink>
      </p>
    </>
  );
};

/** enterprise-return-work-success `?groupId=&campaignId=&added=`: the employer's list in figures, after an import or any time. */
export const EnterpriseReturnWorkSuccessPage = () => (
  <RequireLogin>
    <Page>
      <EmployerGate>{(context) => <Result context={context} />}</EmployerGate>
    </Page>
  </RequireLogin>
);
