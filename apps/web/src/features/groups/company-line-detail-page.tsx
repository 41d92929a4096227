import type { CompanyLine } from '@udian/contracts/endpoints/groups/company-lines';
import { rideApplicationStatusLabels, type RideApplication } from '@udian/contracts/schemas/groups';
import type { LineDetail } from '@udian/contracts/schemas/lines';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { goToLogin } from '../../api/auth-failures';
import { AppLink } from '../../components/app-link';
import { LineCard } from '../../components/line-card/line-card';
import { Page, pageStyles } from '../../components/page/page';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { confirm } from '../../app/dialogs';
import { getIdParam } from '../../app/query-params';
import { BUY_TICKET_PATH, COMPANY_LINE_APPLY_PATH, LINE_INFO_PATH } from '../../app/page-paths';
import { toast } from '../../app/toast';
import { formatYuan } from '../../lib/format';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { useLoginInfo } from '../../lib/use-login-info';
import { useCompanyLine, useMyApplications, useWithdrawApplication } from './api/company-lines';
import { LineFailure, MissingLine, NotCompanyLine, Refusal, refusalOf } from './company-line-parts';
import { companyLineState, latestApplicationTo, type CompanyLineState } from './company-line-text';
import { memberPriceText } from './group-text';
import styles from './company-lines.module.css';
import groupStyles from './groups.module.css';

/** What a member pays, or the fare on a line open to everyone; 暂未定价 while the line has no price (decision 062). */
const priceText = (item: CompanyLine): string => {
  if (item.line.isPriced === false) return '暂未定价';
  const fare = `¥${formatYuan(item.line.priceCents)}${item.line.hasStopFares ? ' 起' : ''} / 人次`;
  if (!item.terms) return fare;
  const text = memberPriceText(item.terms);
  return text === '乘客自付' ? `乘客自付 ${fare}` : text;
};

/** '07:40、08:10、08:40 等 6 个班次'. */
const departuresText = (times: readonly string[]): string => {
  if (times.length === 0) return '暂无班次';
  const shown = times.slice(0, 3).join('、');
  return times.length > 3 ? `${shown} 等 ${times.length} 个班次` : shown;
};

const Facts = ({ item, detail }: { item: CompanyLine; detail: LineDetail }) => (
  <section className={groupStyles.card} aria-labelledby="company-line-facts">
    <h2 id="company-line-facts" className={groupStyles.cardTitle}>
      班车信息
    </h2>
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>所属企业</dt>
        <dd>{item.group ? item.group.name : '园区开放线路'}</dd>
      </div>
      <div className={styles.fact}>
        <dt>乘坐对象</dt>
        <dd>{item.group ? `${item.group.name}员工；其他乘客可申请乘车，经企业审核通过后购票` : '所有乘客均可购票'}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{item.group ? '员工票价' : '票价'}</dt>
        <dd>
          <span className={groupStyles.terms}>{priceText(item)}</span>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>发车时间</dt>
        <dd>{departuresText(detail.departureTimes)}</dd>
      </div>
      <div className={styles.fact}>
        <dt>途经站点</dt>
        <dd>{detail.stops.length} 个站点</dd>
      </div>
      {detail.line.agencyName ? (
        <div className={styles.fact}>
          <dt>运营单位</dt>
          <dd>{detail.line.agencyName}</dd>
        </div>
      ) : null}
      {detail.line.description ? (
        <div className={styles.fact}>
          <dt>线路说明</dt>
          <dd>{detail.line.description}</dd>
        </div>
      ) : null}
    </dl>
    <AppLink to={LINE_INFO_PATH} query={{ lineId: item.line.lineId }} className={styles.lineLink}>
      查看站点与地图
      <RightOutline aria-hidden="true" />
    </AppLink>
  </section>
);

/** A pending application: who asked and when, and 撤回申请 after a confirmation. */
const Pending = ({ userId, application }: { userId: string; application: RideApplication }) => {
  const withdraw = useWithdrawApplication(userId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onWithdraw = async () => {
    const isSure = await confirm('撤回申请', `撤回后${application.group.name}将不再审核这份申请，您可以重新申请。确定撤回吗？`, '撤回');
    if (!isSure) return;
    setRefusal(null);
    await withdraw.mutateAsync(application.applicationId).then(
      () => toast.success('已撤回申请'),
      (error: unknown) => setRefusal(refusalOf(error)),
    );
  };
  return (
    <>
      <p className={`${styles.applicationState} ${styles.pendingText}`}>待审核</p>
      <p className={groupStyles.cardNote}>
        {formatShanghaiDateTime(application.createdAt)} 以{application.name}
        {application.employeeNo ? `（工号 ${application.employeeNo}）` : ''}的名义提交，{application.group.name}的管理员审核后会短信通知您。
      </p>
      <button type="button" className={groupStyles.quietButton} onClick={() => void onWithdraw()} disabled={withdraw.isPending}>
        {withdraw.isPending ? '正在撤回…' : '撤回申请'}
      </button>
      <Refusal text={refusal} />
    </>
  );
};

type StateProps = { item: CompanyLine; state: CompanyLineState | 'visitor'; userId: string | null; application: RideApplication | undefined };

/** 我的乘车资格: whether I may buy, where my application stands, or what to do first. */
const MyState = ({ item, state, userId, application }: StateProps) => {
  const groupName = item.group?.name ?? '';
  return (
    <section className={groupStyles.card} aria-labelledby="company-line-state" data-testid="company-line-my-state">
      <h2 id="company-line-state" className={groupStyles.cardTitle}>
        我的乘车资格
      </h2>
      {state === 'canBuy' ? (
        <>
          <p className={`${styles.applicationState} ${styles.approvedText}`}>可购票</p>
          <p className={groupStyles.cardNote}>{item.group ? `您是${groupName}的成员，可直接购买该线路车票。` : '该线路向所有乘客开放，可直接购票。'}</p>
        </>
      ) : state === 'visitor' ? (
        <p className={groupStyles.cardNote}>该线路仅限{groupName}员工乘坐。登录后可向企业申请乘车，审核通过后即可购票。</p>
      ) : state === 'pending' && userId && application ? (
        <Pending userId={userId} application={application} />
      ) : state === 'rejected' && application ? (
        <>
          <p className={`${styles.applicationState} ${styles.rejectedText}`}>{rideApplicationStatusLabels.rejected}</p>
          <p className={groupStyles.cardNote}>
            {application.decidedAt ? `${formatShanghaiDateTime(application.decidedAt)} ` : ''}
            {groupName}未通过您的申请{application.reason ? `：${application.reason}` : '。'}您可以补充信息后重新申请。
          </p>
        </>
      ) : state === 'notForMe' ? (
        <p className={groupStyles.cardNote}>该线路仅限指定乘客购买。</p>
      ) : (
        <p className={groupStyles.cardNote}>该线路仅限{groupName}员工乘坐。如果您是员工或经企业同意乘车，可提交申请，审核通过后即可购票。</p>
      )}
    </section>
  );
};

/** The one thing to do, in the bottom bar: 购票, 申请乘车, 登录后申请, or nothing while the enterprise decides. */
const Action = ({ item, state }: { item: CompanyLine; state: CompanyLineState | 'visitor' }) => {
  const lineId = item.line.lineId;
  if (state === 'canBuy') {
    return (
      <AppLink to={BUY_TICKET_PATH} query={{ lineId }} className={pageStyles.primaryButton}>
        购票
      </AppLink>
    );
  }
  if (state === 'visitor') {
    return (
      <button type="button" className={pageStyles.primaryButton} onClick={() => goToLogin()}>
        登录后申请乘车
      </button>
    );
  }
  if (state === 'apply' || state === 'rejected') {
    return (
      <AppLink to={COMPANY_LINE_APPLY_PATH} query={{ lineId }} className={pageStyles.primaryButton}>
        {state === 'rejected' ? '重新申请' : '申请乘车'}
      </AppLink>
    );
  }
  return (
    <button type="button" className={pageStyles.primaryButton} disabled>
      {state === 'pending' ? '等待企业审核' : '暂不可购票'}
    </button>
  );
};

const Detail = ({ lineId }: { lineId: string }) => {
  const login = useLoginInfo();
  const userId = login?.userId ?? null;
  const line = useCompanyLine(userId, lineId);
  const applications = useMyApplications(userId);
  if (line.error) {
    return (
      <Page>
        <LineFailure error={line.error} onRetry={line.retry} />
      </Page>
    );
  }
  if (!line.isLoaded || !line.detail || (userId !== null && applications.isPending)) {
    return (
      <Page>
        <SkeletonList rows={4} label="正在加载班车" />
      </Page>
    );
  }
  const { item } = line;
  if (!item) {
    return (
      <Page>
        <NotCompanyLine lineId={lineId} />
      </Page>
    );
  }
  const application = item.group ? latestApplicationTo(applications.data, item.group.groupId) : undefined;
  const state: CompanyLineState | 'visitor' = userId === null && !item.canBuy && item.group ? 'visitor' : companyLineState(item, applications.data);
  return (
    <Page hasBottomBar={state !== 'notForMe'}>
      <div className={groupStyles.lineItem}>
        <LineCard line={item.line} />
      </div>
      <Facts item={item} detail={line.detail} />
      <MyState item={item} state={state} userId={userId} application={application} />
      {state === 'notForMe' ? null : (
        <div className={styles.bottomBar}>
          <Action item={item} state={state} />
        </div>
      )}
    </Page>
  );
};

/**
 * company-line-detail `?lineId=`: one company line (园区班车): the line, its enterprise and terms (its stops
 * and map on line-info), the passenger's application with 撤回, and the one thing to do: 购票 for who may
 * buy, 申请乘车 otherwise (a visitor logs in first).
 */
export const CompanyLineDetailPage = () => {
  const lineId = getIdParam('lineId');
  if (!lineId) {
    return (
      <Page>
        <MissingLine />
      </Page>
    );
  }
  return <Detail key={lineId} lineId={lineId} />;
};
