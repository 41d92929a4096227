import type { ReturnWorkEnrolment } from '@udian/contracts/schemas/return-work';
import { navigateTo } from '../../app/navigation';
import {
  ENTERPRISE_RETURN_WORK_ENROLL_LIST_PATH,
  ENTERPRISE_RETURN_WORK_SHUTTLE_PATH,
  ENTERPRISE_RETURN_WORK_SHUTTLE_SUCCESS_PATH,
  ENTERPRISE_RETURN_WORK_SUCCESS_PATH,
  ENTERPRISE_RETURN_WORK_TAB_PATH,
} from '../../app/page-paths';
import { getHref } from '../../app/paths';
import { getQueryParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { Page, Section, pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { RequireLogin } from '../../components/require-login';
import { EmployerGate, EmployerHead, employerQuery, ListFigures, type EmployerContext } from './employer-parts';
import { ShuttleFacts, StatusTag } from './return-work-parts';
import styles from './return-work.module.css';

type TabKey = 'list' | 'shuttles';
const TABS: ReadonlyArray<{ key: TabKey; label: string }> = [
  { key: 'list', label: '报名名单' },
  { key: 'shuttles', label: '乘车安排' },
];

const PersonRow = ({ enrolment }: { enrolment: ReturnWorkEnrolment }) => (
  <li className={styles.person}>
    <span className={styles.personMain}>
      <span className={styles.personName}>
        {enrolment.name} · {enrolment.phone}
      </span>
      <span className={styles.muted}>
        {enrolment.travelDate && enrolment.from && enrolment.to ? `${enrolment.travelDate} · ${enrolment.from.name} → ${enrolment.to.name}` : '尚未预约班车'}
        {enrolment.shuttle ? ` · ${enrolment.shuttle.lineCode} ${enrolment.shuttle.departureTime}` : ''}
      </span>
    </span>
    <StatusTag status={enrolment.status} />
  </li>
);

const ListTab = ({ context }: { context: EmployerContext }) => {
  const query = employerQuery(context);
  return (
    <>
      <Section title="报名概况">
        <ListFigures list={context.list} />
        <div className={styles.buttons}>
          <AppLink to={ENTERPRISE_RETURN_WORK_ENROLL_LIST_PATH} query={query} className={pageStyles.ghostButton}>
            管理名单
          </AppLink>
          <AppLink to={ENTERPRISE_RETURN_WORK_SHUTTLE_PATH} query={query} className={pageStyles.ghostButton}>
            预约班车
          </AppLink>
        </div>
        <p className={styles.hint}>
          <AppLink to={ENTERPRISE_RETURN_WORK_SUCCESS_PATH} query={query} className={styles.textLink}>
            报名结果
          </AppLink>
          {' · '}
          <AppLink to={ENTERPRISE_RETURN_WORK_SHUTTLE_SUCCESS_PATH} query={query} className={styles.textLink}>
            预约结果
          </AppLink>
        </p>
      </Section>
      <Section title={`员工名单（${context.list.items.length} 人）`} testId="employer-list">
        {context.list.items.length === 0 ? (
          <EmptyState title="名单里还没有员工" hint="添加或导入返岗员工后，即可为他们预约班车" />
        ) : (
          <ul className={styles.people} aria-label="员工名单">
            {context.list.items.map((enrolment) => (
              <PersonRow key={enrolment.enrolmentId} enrolment={enrolment} />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
};

/** Who rides which shuttle: each shuttle with the enterprise's staff on it. */
const ShuttlesTab = ({ context }: { context: EmployerContext }) =>
  context.list.shuttles.length === 0 ? (
    <EmptyState title="还没有员工被安排班车" hint="为员工预约班车后，运营人员会按日期和路线编入班车，这里将显示每一班车和车上的员工" />
  ) : (
    <Section title="乘车安排" testId="employer-shuttles">
      {context.list.shuttles.map((shuttle) => {
        const riders = context.list.items.filter((e) => e.shuttle?.shuttleId === shuttle.shuttleId);
        return (
          <article key={shuttle.shuttleId} className={styles.card} aria-label={`班车 ${shuttle.lineCode}`}>
            <ShuttleFacts shuttle={shuttle}>
              <ul className={styles.riders} aria-label={`${shuttle.lineCode} 上的员工`}>
                {riders.map((rider) => (
                  <li key={rider.enrolmentId}>
                    {rider.name} · {rider.phone}
                  </li>
                ))}
              </ul>
            </ShuttleFacts>
          </article>
        );
      })}
    </Section>
  );

const Tabs = ({ context, active }: { context: EmployerContext; active: TabKey }) => (
  <div className={styles.tabs} role="tablist" aria-label="企业复工专线">
    {TABS.map((tab) => (
      <button
        key={tab.key}
        type="button"
        role="tab"
        aria-selected={tab.key === active}
        className={styles.tab}
        onClick={() => navigateTo(getHref(ENTERPRISE_RETURN_WORK_TAB_PATH, { ...employerQuery(context), tab: tab.key }), { isReplace: true })}
      >
        {tab.label}
      </button>
    ))}
  </div>
);

/**
 * enterprise-return-work-tab `?groupId=&campaignId=&tab=`: the employer's tabs (decision 052): 报名名单 (its
 * list in figures and by person, with the ways to manage it and book shuttles) and 乘车安排 (who rides which
 * shuttle, with the bus and its time).
 */
export const EnterpriseReturnWorkTabPage = () => {
  const active: TabKey = getQueryParam('tab') === 'shuttles' ? 'shuttles' : 'list';
  return (
    <RequireLogin>
      <Page>
        <EmployerGate>
          {(context) => (
            <>
              <EmployerHead context={context} />
              <Tabs context={context} active={active} />
              {active === 'list' ? <ListTab context={context} /> : <ShuttlesTab context={context} />}
            </>
          )}
        </EmployerGate>
      </Page>
    </RequireLogin>
  );
};
