import { EnvironmentOutline, FileOutline, LocationOutline, QuestionCircleOutline, SearchOutline } from 'antd-mobile-icons';
import { studentStatusLabels, type Student } from '@udian/contracts/schemas/schools';
import { useState } from 'react';
import { goToLogin } from '../../api/auth-failures';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { AppLink } from '../../components/app-link';
import { EntryList, type Entry } from '../../components/entry-list/entry-list';
import { Page, Section } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import {
  RESTUDY_ENTERPRISE_SEARCH_PATH,
  RESTUDY_SEARCH_ADDRESS_PATH,
  RESTUDY_SEARCH_AREA_PATH,
  SCHOOL_LINE_INTRO_PATH,
  SCHOOL_LINE_SIGN_PATH,
  USER_GUIDE_FOR_SCHOOL_PATH,
} from '../../app/page-paths';
import { toast } from '../../app/toast';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { useLoginInfo } from '../../lib/use-login-info';
import { useMyStudents, useSchoolNotices, useWithdrawStudent } from './api/schools';
import { StudentRides } from './student-rides';
import { StudentTerms } from './term-pass';
import styles from './schools.module.css';

const useEntries = (): Entry[] => {
  const city = useEffectiveCity().data;
  return [
    { title: '找学校', text: '找到孩子就读的学校，为孩子报名校车', to: RESTUDY_ENTERPRISE_SEARCH_PATH, icon: <SearchOutline /> },
    { title: '按地址找线路', text: '输入上车地点和学校，查找经过的线路', to: RESTUDY_SEARCH_ADDRESS_PATH, icon: <LocationOutline /> },
    {
      title: '按区域找线路',
      text: '选择所在区域，查看在那里上车的线路',
      to: RESTUDY_SEARCH_AREA_PATH,
      query: city ? { cityId: String(city.cityId) } : undefined,
      icon: <EnvironmentOutline />,
    },
    { title: '校车说明', text: '校车怎么报名、审核、购票和通知家长', to: SCHOOL_LINE_INTRO_PATH, icon: <FileOutline /> },
    { title: '使用指南', text: '一步一步为孩子办好校车', to: USER_GUIDE_FOR_SCHOOL_PATH, icon: <QuestionCircleOutline /> },
  ];
};

/** 撤回登记 while the school has not decided: a second tap confirms. */
const Withdraw = ({ userId, student }: { userId: string; student: Student }) => {
  const withdraw = useWithdrawStudent(userId);
  const [isConfirming, setConfirming] = useState(false);
  if (!isConfirming) {
    return (
      <button type="button" className={styles.smallButton} onClick={() => setConfirming(true)}>
        撤回登记
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.smallButton}
        disabled={withdraw.isPending}
        onClick={() => withdraw.mutate(student.studentId, { onSuccess: () => toast.success('已撤回登记') })}
      >
        {withdraw.isPending ? '正在撤回…' : '确认撤回'}
      </button>
      <button type="button" className={styles.smallButton} disabled={withdraw.isPending} onClick={() => setConfirming(false)}>
        不撤回
      </button>
    </>
  );
};

const StudentCard = ({ userId, student }: { userId: string; student: Student }) => (
  <article className={styles.card} aria-label={student.name} data-testid="student">
    <div className={styles.cardHead}>
      <h3 className={styles.cardTitle}>
        {student.name} · {student.group.name}
      </h3>
      <span className={styles.status} data-status={student.status}>
        {studentStatusLabels[student.status]}
      </span>
    </div>
    <div className={styles.facts}>
      <p>
        {student.className} · 学号 {student.studentNo}
      </p>
      <p>
        {student.line.lineCode} {student.line.lineName}：{student.board.name} 上车，{student.alight.name} 下车
      </p>
      <p>通知手机 {student.guardianPhone}</p>
    </div>
    {student.status === 'pending' ? (
      <>
        <p className={styles.message}>等待{student.group.name}核对学生信息，通过后即可购买学期票。</p>
        <div className={styles.actions}>
          <Withdraw userId={userId} student={student} />
        </div>
      </>
    ) : null}
    {student.status === 'rejected' ? (
      <>
        <p className={styles.reason}>未通过原因：{student.reason || '学校未说明原因'}</p>
        <div className={styles.actions}>
          <AppLink to={SCHOOL_LINE_SIGN_PATH} query={{ groupId: student.group.groupId }} className={styles.smallButton}>
            重新报名
          </AppLink>
        </div>
      </>
    ) : null}
    {student.status === 'approved' ? (
      <>
        <StudentTerms userId={userId} student={student} />
        <StudentRides userId={userId} student={student} />
      </>
    ) : null}
  </article>
);

const signLink = (
  <AppLink to={RESTUDY_ENTERPRISE_SEARCH_PATH} className={emptyActionClass}>
    为孩子报名
  </AppLink>
);

const MyStudents = ({ userId }: { userId: string }) => {
  const students = useMyStudents(userId);
  return (
    <Section
      title="我的学生"
      testId="my-students"
      action={
        <AppLink to={RESTUDY_ENTERPRISE_SEARCH_PATH} className={styles.textLink}>
          新增报名
        </AppLink>
      }
    >
      {students.isError ? (
        <ErrorState title="学生加载失败" onRetry={() => void students.refetch()} />
      ) : !students.data ? (
        <SkeletonList rows={2} label="正在加载我的学生" />
      ) : students.data.length === 0 ? (
        <EmptyState title="还没有为孩子报名校车" hint="找到孩子的学校，选择线路和上下车站点即可报名" action={signLink} />
      ) : (
        students.data.map((student) => <StudentCard key={student.studentId} userId={userId} student={student} />)
      )}
    </Section>
  );
};

const Notices = ({ userId }: { userId: string }) => {
  const notices = useSchoolNotices(userId);
  return (
    <Section title="上车通知" testId="school-notices">
      {notices.isError ? (
        <ErrorState title="通知加载失败" onRetry={() => void notices.refetch()} />
      ) : !notices.data ? (
        <SkeletonList rows={2} label="正在加载上车通知" />
      ) : notices.data.length === 0 ? (
        <EmptyState title="暂无上车通知" hint="孩子上车检票后，这里和家长手机都会收到通知" />
      ) : (
        <ul className={styles.rides} aria-label="上车通知">
          {notices.data.map((notice) => (
            <li key={notice.noticeId} className={styles.notice}>
              {notice.text}
              <span className={styles.noticeTime}>{formatShanghaiDateTime(notice.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
};

const openLogin = () => goToLogin();

/**
 * restudy (校车): the guardian's page (decision 049). Logged out: what school lines are and a way to log in.
 * Logged in: the students registered (/school/student/mine) with the school's decision, withdrawing while
 * pending; for an approved student the school's terms with 购买学期票 and the student's rides; the check-in
 * notices. And the ways to find a school or a line, the intro and the guide.
 */
export const RestudyPage = () => {
  const login = useLoginInfo();
  const entries = useEntries();
  return (
    <Page>
      <section className={styles.hero} aria-labelledby="restudy-title">
        <h2 id="restudy-title" className={styles.heroTitle}>
          学生校车
        </h2>
        <p className={styles.heroText}>
          学校开设的上下学线路，仅限登记并经学校审核通过的学生乘坐。家长为孩子报名后购买学期票，孩子每次上车检票，家长手机都会收到通知。
        </p>
        {login ? null : (
          <button type="button" className={styles.heroButton} onClick={openLogin}>
            登录后查看我的学生
          </button>
        )}
      </section>
      {login ? (
        <>
          <MyStudents userId={login.userId} />
          <Notices userId={login.userId} />
        </>
      ) : null}
      <Section title="校车服务">
        <EntryList label="校车服务" entries={entries} />
      </Section>
    </Page>
  );
};
