import { CheckCircleFill } from 'antd-mobile-icons';
import { ENTERPRISE_RETURN_WORK_SHUTTLE_PATH, ENTERPRISE_RETURN_WORK_TAB_PATH } from '../../app/page-paths';
import { getQueryParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { Page, Section, pageStyles } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { RequireLogin } from '../../components/require-login';
import { formatServiceDate } from '../../lib/shanghai-time';
import { EmployerGate, EmployerHead, employerQuery, type EmployerContext } from './employer-parts';
import { StatusTag } from './return-work-parts';
import styles from './return-work.module.css';

const Bookings = ({ context }: { context: EmployerContext }) => {
  const justBooked = getQueryParam('date');
  const booked = Number(getQueryParam('booked'));
  const query = employerQuery(context);
  const days = [...new Set(context.list.items.flatMap((e) => (e.travelDate ? [e.travelDate] : [])))].sort();
  return (
    <>
      {justBooked && Number.isInteger(booked) && booked > 0 ? (
        <section className={styles.hero} aria-labelledby="booked-title">
          <h2 id="booked-title" className={styles.heroTitle}>
            <CheckCircleFill aria-hidden="true" /> 已为 {booked} 名员工预约
          </h2>
          <p className={styles.heroText}>{formatServiceDate(justBooked)} 的班车预约已提交。运营人员编入班车后，员工会收到短信，车票在员工本人的“我的车票”中。</p>
        </section>
      ) : (
        <EmployerHead context={context} />
      )}
      {days.length === 0 ? (
        <EmptyState
          title="还没有预约班车"
          hint="从名单中选择员工，填写乘车日期和地点即可预约"
          action={
            <AppLink to={ENTERPRISE_RETURN_WORK_SHUTTLE_PATH} query={query} className={emptyActionClass}>
              预约班车
            </AppLink>
          }
        />
      ) : (
        days.map((day) => {
          const people = context.list.items.filter((e) => e.travelDate === day);
          return (
            <Section key={day} title={`${formatServiceDate(day)}（${people.length} 人）`} testId={day === justBooked ? 'just-booked' : undefined}>
              <ul className={styles.people} aria-label={`${day} 的预约`}>
                {people.map((enrolment) => (
                  <li key={enrolment.enrolmentId} className={styles.person}>
                    <span className={styles.personMain}>
                      <span className={styles.personName}>{enrolment.name}</span>
                      <span className={styles.muted}>
                        {enrolment.from?.name} → {enrolment.to?.name}
                        {enrolment.shuttle ? ` · ${enrolment.shuttle.lineCode} ${enrolment.shuttle.departureTime} 发车` : ''}
                      </span>
                    </span>
                    <StatusTag status={enrolment.status} />
                  </li>
                ))}
              </ul>
            </Section>
          );
        })
      )}
      <div className={styles.buttons}>
        <AppLink to={ENTERPRISE_RETURN_WORK_TAB_PATH} query={{ ...query, tab: 'shuttles' }} className={pageStyles.ghostButton}>
          查看乘车安排
        </AppLink>
        <AppLink to={ENTERPRISE_RETURN_WORK_SHUTTLE_PATH} query={query} className={pageStyles.ghostButton}>
          继续预约
        </AppLink>
      </div>
    </>
  );
};

/** enterprise-return-work-shuttle-success `?groupId=&campaignId=&date=&booked=`: the employer's bookings by day, the one just made first in words. */
export const EnterpriseReturnWorkShuttleSuccessPage = () => (
  <RequireLogin>
    <Page>
      <EmployerGate>{(context) => <Bookings context={context} />}</EmployerGate>
    </Page>
  </RequireLogin>
);
