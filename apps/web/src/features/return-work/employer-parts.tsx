import type { EmployerList, ReturnWorkEmployer } from '@udian/contracts/endpoints/return-work/return-work';
import type { ReturnWorkCampaign } from '@udian/contracts/schemas/return-work';
import type { ReactNode } from 'react';
import { PRIVATE_RETURN_WORK_INDEX_PATH, RETURN_WORK_INDEX_PATH } from '../../app/page-paths';
import { getIdParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { useLoginInfo } from '../../lib/use-login-info';
import { useEmployerList, useReturnWorkEmployers } from './api/return-work';
import { LoadFailure, NoCampaign, useChosenCampaign } from './return-work-parts';
import styles from './return-work.module.css';

/** What the employer's pages share: whom the passenger acts for, on which campaign, and its list in figures. */

export type EmployerContext = { userId: string; employer: ReturnWorkEmployer; campaign: ReturnWorkCampaign; list: EmployerList };

/** The query of an employer's page: its enterprise and campaign, so every link keeps both. */
export const employerQuery = (context: Pick<EmployerContext, 'employer' | 'campaign'>) => ({ groupId: context.employer.groupId, campaignId: context.campaign.campaignId });

export const NotContact = () => (
  <EmptyState
    title="您还不是企业联系人"
    hint="企业报名由企业联系人办理：请单位管理员在运营后台把您的手机号设为本企业的联系人手机。个人返岗可直接个人报名。"
    action={
      <>
        <AppLink to={PRIVATE_RETURN_WORK_INDEX_PATH} className={emptyActionClass}>
          个人报名
        </AppLink>
        <AppLink to={RETURN_WORK_INDEX_PATH} className={emptyActionClass}>
          返回复工专线
        </AppLink>
      </>
    }
  />
);

const ListOf = ({ userId, employer, campaign, children }: { userId: string; employer: ReturnWorkEmployer; campaign: ReturnWorkCampaign; children: (context: EmployerContext) => ReactNode }) => {
  const list = useEmployerList(userId, employer.groupId, campaign.campaignId);
  if (list.isError) return <LoadFailure title="名单加载失败" error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <SkeletonList rows={4} label="正在加载员工名单" />;
  return <>{children({ userId, employer, campaign, list: list.data })}</>;
};

/**
 * Renders an employer's page once it knows whom the passenger acts for (`?groupId=`, else their first
 * enterprise), the campaign (`?campaignId=`, else the city's first) and the list; or says why it cannot.
 */
export const EmployerGate = ({ children }: { children: (context: EmployerContext) => ReactNode }) => {
  const login = useLoginInfo();
  const employers = useReturnWorkEmployers(login?.userId ?? '');
  const chosen = useChosenCampaign(getIdParam('campaignId'));
  const groupId = getIdParam('groupId');
  if (!login) return null;
  if (employers.isError) return <ErrorState title="企业加载失败" onRetry={() => void employers.refetch()} />;
  if (chosen.error) return <LoadFailure title="活动不存在" error={chosen.error} onRetry={chosen.retry} />;
  if (!employers.data || chosen.isLoading) return <SkeletonList rows={4} label="正在加载企业报名" />;
  const employer = employers.data.find((e) => e.groupId === groupId) ?? employers.data[0];
  if (!employer) return <NotContact />;
  if (!chosen.campaign) return <NoCampaign />;
  return (
    <ListOf key={`${employer.groupId}-${chosen.campaign.campaignId}`} userId={login.userId} employer={employer} campaign={chosen.campaign}>
      {children}
    </ListOf>
  );
};

/** 未预约, 待安排, 已安排: how many of the list are where. */
export const ListFigures = ({ list }: { list: EmployerList }) => {
  const count = (status: string) => list.items.filter((e) => e.status === status).length;
  return (
    <dl className={styles.figures} aria-label="报名人数" data-testid="employer-figures">
      <div className={styles.figure}>
        <dt>未预约</dt>
        <dd>{count('listed')}</dd>
      </div>
      <div className={styles.figure}>
        <dt>待安排</dt>
        <dd>{count('waiting')}</dd>
      </div>
      <div className={styles.figure}>
        <dt>已安排</dt>
        <dd>{count('assigned')}</dd>
      </div>
    </dl>
  );
};

/** The enterprise and campaign a page is about. */
export const EmployerHead = ({ context }: { context: EmployerContext }) => (
  <section className={styles.hero} aria-labelledby="employer-title">
    <h2 id="employer-title" className={styles.heroTitle}>
      {context.employer.name}
    </h2>
    <p className={styles.heroText}>
      {context.campaign.name} · {context.campaign.startsOn} 至 {context.campaign.endsOn}
    </p>
    <p className={styles.heroMeta}>
      {context.campaign.employerFareCents > 0 ? `每人每次 ${(context.campaign.employerFareCents / 100).toFixed(2)} 元，由企业支付，员工免费乘坐` : '本次活动免费乘坐'}
      {context.campaign.isEnrolling ? '' : ' · 已结束报名'}
    </p>
  </section>
);
