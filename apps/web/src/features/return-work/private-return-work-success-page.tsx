import { CheckCircleFill } from 'antd-mobile-icons';
import { RETURN_WORK_INDEX_PATH } from '../../app/page-paths';
import { getIdParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { Page, Section, pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { useLoginInfo } from '../../lib/use-login-info';
import { useMyReturnWork, useReturnWorkEnrolment } from './api/return-work';
import { backToIndex, EnrolmentCard, LoadFailure } from './return-work-parts';
import styles from './return-work.module.css';

const OneEnrolment = ({ userId, phone, enrolmentId }: { userId: string; phone: string; enrolmentId: string }) => {
  const enrolment = useReturnWorkEnrolment(userId, enrolmentId);
  if (enrolment.isError) return <LoadFailure title="报名记录不存在" error={enrolment.error} onRetry={() => void enrolment.refetch()} />;
  if (!enrolment.data) return <SkeletonList rows={2} label="正在加载报名" />;
  const isAssigned = enrolment.data.status === 'assigned';
  return (
    <>
      <section className={styles.hero} aria-labelledby="enrol-done">
        <h2 id="enrol-done" className={styles.heroTitle}>
          <CheckCircleFill aria-hidden="true" /> {isAssigned ? '班车已安排' : '报名成功'}
        </h2>
        <p className={styles.heroText}>
          {isAssigned ? '车票已放入“我的车票”，发车前凭乘车码上车。' : '运营人员按日期和路线安排班车后，会短信通知报名手机号，车票同时放入“我的车票”。'}
        </p>
      </section>
      <Section title="报名详情">
        <EnrolmentCard enrolment={enrolment.data} isOwn={enrolment.data.phone === phone} />
      </Section>
      <AppLink to={RETURN_WORK_INDEX_PATH} query={{ campaignId: enrolment.data.campaignId }} className={pageStyles.ghostButton}>
        返回复工专线
      </AppLink>
    </>
  );
};

const MyEnrolments = ({ userId, phone }: { userId: string; phone: string }) => {
  const mine = useMyReturnWork(userId);
  if (mine.isError) return <ErrorState title="我的报名加载失败" onRetry={() => void mine.refetch()} />;
  if (!mine.data) return <SkeletonList rows={2} label="正在加载我的报名" />;
  if (mine.data.length === 0) return <EmptyState title="还没有复工专线报名" hint="自己报名，或由企业联系人为您报名后，都会显示在这里" action={backToIndex('去报名')} />;
  return (
    <Section title="我的报名">
      {mine.data.map((enrolment) => (
        <EnrolmentCard key={enrolment.enrolmentId} enrolment={enrolment} isOwn={enrolment.phone === phone} />
      ))}
    </Section>
  );
};

const Enrolments = () => {
  const login = useLoginInfo();
  const enrolmentId = getIdParam('enrolmentId');
  if (!login) return null;
  return enrolmentId ? (
    <OneEnrolment key={enrolmentId} userId={login.userId} phone={login.phoneNum} enrolmentId={enrolmentId} />
  ) : (
    <MyEnrolments userId={login.userId} phone={login.phoneNum} />
  );
};

/**
 * private-return-work-success `?enrolmentId=`: an enrolment the passenger made or that was made for their
 * phone, with its shuttle and the way to its ticket once grouped; without one, every enrolment for their phone.
 */
export const PrivateReturnWorkSuccessPage = () => (
  <RequireLogin>
    <Page>
      <Enrolments />
    </Page>
  </RequireLogin>
);
