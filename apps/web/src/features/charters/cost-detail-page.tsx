import { charterYuan } from '@udian/contracts/charter-fees';
import { charterStatusLabels, type CharterStatus, type StudentCharter } from '@udian/contracts/schemas/charters';
import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { Page, pageStyles } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { confirm } from '../../app/dialogs';
import { COST_DETAIL_PATH, STCHARTER_FEE_DETAIL_PATH, STCHARTER_RULE_PATH } from '../../app/page-paths';
import { getIdParam } from '../../app/query-params';
import { OFFLINE_TEXT, toast } from '../../app/toast';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { useLoginInfo } from '../../lib/use-login-info';
import { useCancelCharter, useCharter, useMyCharters } from './api/student-charters';
import { charterDateText, charterStandingText, charterTimesText, vehiclesText } from './charter-text';
import { FeeBreakdown } from './fee-breakdown';
import styles from './charters.module.css';

const statusClass: Readonly<Record<CharterStatus, string | undefined>> = {
  pending: styles.pending,
  confirmed: styles.confirmed,
  declined: styles.declined,
  cancelled: styles.cancelled,
};

const StatusTag = ({ status }: { status: CharterStatus }) => <span className={`${styles.status} ${statusClass[status] ?? ''}`}>{charterStatusLabels[status]}</span>;

const applyLink = (
  <AppLink to={STCHARTER_FEE_DETAIL_PATH} className={emptyActionClass}>
    申请学生包车
  </AppLink>
);

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={styles.fact}>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);

const CancelButton = ({ userId, charter }: { userId: string; charter: StudentCharter }) => {
  const cancel = useCancelCharter(userId);
  const onCancel = async () => {
    if (cancel.isPending) return;
    const isSure = await confirm('取消包车申请', `确定取消 ${charter.serviceDate} 的包车申请吗？取消后如需用车，需重新申请。`, '取消申请');
    if (!isSure) return;
    cancel.mutateAsync(charter.requestId).then(
      () => toast.success('已取消包车申请'),
      (error: unknown) => toast.fail(error instanceof ApiFailure && !error.isTransport ? error.message : OFFLINE_TEXT),
    );
  };
  return (
    <div className={styles.actions}>
      <button type="button" className={pageStyles.ghostButton} onClick={() => void onCancel()} disabled={cancel.isPending}>
        {cancel.isPending ? '正在取消…' : '取消申请'}
      </button>
    </div>
  );
};

/** One request: where it stands, the trip, and its fee line by line (the rules' items, the operator's change, the total). */
const CharterDetail = ({ userId, requestId }: { userId: string; requestId: string }) => {
  const charter = useCharter(userId, requestId);
  if (charter.isPending) return <SkeletonList rows={4} />;
  if (charter.isError) {
    return charter.error instanceof ApiFailure && !charter.error.isTransport ? (
      <EmptyState title="包车申请不存在" hint={charter.error.message} action={applyLink} />
    ) : (
      <ErrorState onRetry={() => void charter.refetch()} />
    );
  }
  const c = charter.data;
  return (
    <>
      <section className={styles.card} aria-label="申请状态" data-testid="charter-status">
        <p className={styles.cardTitle}>
          <StatusTag status={c.status} />
        </p>
        <p className={styles.standing} role="status">
          {charterStandingText(c)}
        </p>
        {c.status === 'pending' ? <CancelButton userId={userId} charter={c} /> : null}
      </section>
      <section className={styles.card} aria-label="行程">
        <dl className={styles.facts}>
          <Fact label="学校">{c.school.name}</Fact>
          <Fact label="用车日期">{charterDateText(c.serviceDate)}</Fact>
          <Fact label="时间">{charterTimesText(c.departureTime, c.returnTime)}</Fact>
          <Fact label="路线">
            {c.origin.name} → {c.destination.name}
          </Fact>
          <Fact label="乘车人数">{c.headcount} 人</Fact>
          <Fact label="车辆">{vehiclesText(c.quote)}</Fact>
          <Fact label="联系人">
            {c.contactName} {c.contactPhone}
          </Fact>
          {c.note ? <Fact label="备注">{c.note}</Fact> : null}
          <Fact label="提交时间">{formatShanghaiDateTime(c.createdAt)}</Fact>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="charter-fee">
        <h2 id="charter-fee" className={styles.cardTitle}>
          费用明细
        </h2>
        <FeeBreakdown quote={c.quote} adjustment={c.adjustment} totalCents={c.feeCents} totalLabel={c.status === 'confirmed' ? '确认费用' : '预估费用'} />
        <p className={styles.hint}>
          按收费标准 {c.quote.rulesVersion} 版计算。
          <AppLink to={STCHARTER_RULE_PATH} className={styles.textLink}>
            查看收费标准
          </AppLink>
        </p>
      </section>
    </>
  );
};

const CharterRow = ({ charter }: { charter: StudentCharter }) => (
  <AppLink to={COST_DETAIL_PATH} query={{ requestId: charter.requestId }} className={styles.listRow}>
    <span className={styles.listText}>
      <span className={styles.listName}>{charter.school.name}</span>
      <span className={styles.listNote}>
        {charterDateText(charter.serviceDate)} {charter.departureTime} · {charter.origin.name} → {charter.destination.name} · {charter.headcount} 人
      </span>
    </span>
    <span className={styles.listSide}>
      <StatusTag status={charter.status} />
      <span className={styles.listFee}>¥{charterYuan(charter.feeCents)}</span>
    </span>
    <RightOutline className={styles.chevron} aria-hidden="true" />
  </AppLink>
);

/** 我的包车申请: the passenger's requests, newest first, each opening its fee breakdown. */
const MyCharters = ({ userId }: { userId: string }) => {
  const charters = useMyCharters(userId);
  if (charters.isPending) return <SkeletonList rows={3} />;
  if (charters.isError) return <ErrorState onRetry={() => void charters.refetch()} />;
  if (charters.data.length === 0) return <EmptyState title="还没有包车申请" hint="学校春秋游、研学等团体用车，可按收费标准在线申请" action={applyLink} />;
  return (
    <>
      <ul className={styles.list} aria-label="我的包车申请">
        {charters.data.map((charter) => (
          <li key={charter.requestId}>
            <CharterRow charter={charter} />
          </li>
        ))}
      </ul>
      <AppLink to={STCHARTER_FEE_DETAIL_PATH} className={`${pageStyles.primaryButton} ${styles.submit}`}>
        申请学生包车
      </AppLink>
    </>
  );
};

const CostDetail = () => {
  const login = useLoginInfo();
  const requestId = getIdParam('requestId');
  if (!login) return null;
  return requestId ? <CharterDetail userId={login.userId} requestId={requestId} /> : <MyCharters userId={login.userId} />;
};

/**
 * cost-detail (费用明细): a submitted student charter's fee breakdown and status (?requestId=): the rules' items
 * as priced when it was sent, the operator's adjustment with its reason, the fee confirmed, and 取消申请 while it
 * waits. Without a request, the passenger's requests, each opening its own.
 */
export const CostDetailPage = () => (
  <RequireLogin>
    <Page title={getIdParam('requestId') ? undefined : '我的包车申请'}>
      <CostDetail />
    </Page>
  </RequireLogin>
);
