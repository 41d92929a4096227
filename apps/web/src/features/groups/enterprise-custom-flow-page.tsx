import type { ShuttleRequest } from '@udian/contracts/schemas/groups';
import { maskPhone } from '@udian/contracts/masking';
import { Steps } from 'antd-mobile';
import { useId, useState } from 'react';
import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { Page, pageStyles } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { confirm } from '../../app/dialogs';
import { getIdParam } from '../../app/query-params';
import { COMPANY_LINE_APPLY_ENTERPRISE_PATH, COMPANY_LINE_PATH } from '../../app/page-paths';
import { toast } from '../../app/toast';
import { formatYuan } from '../../lib/format';
import { formatShanghaiDateTime, shanghaiToday } from '../../lib/shanghai-time';
import { useLoginInfo } from '../../lib/use-login-info';
import { useRespondShuttleQuote, useShuttleRequest } from './api/shuttle-requests';
import { Refusal, refusalOf } from './company-line-parts';
import { FLOW_STEPS, flowStepStates, isQuoteValid, shiftsText, weekdaysText, type FlowStepState } from './company-line-text';
import { MyShuttleRequests } from './shuttle-request-list';
import styles from './company-lines.module.css';
import groupStyles from './groups.module.css';

/** How soon the operator answers, as this page promises it. */
const WORKING_DAYS = 3;
const REASON_MAX_LENGTH = 200;

const stepStatus: Readonly<Record<FlowStepState, 'finish' | 'process' | 'wait' | 'error'>> = {
  done: 'finish',
  current: 'process',
  waiting: 'wait',
  ended: 'error',
};

/** What each step is, for the steps explained and under each step of a request. */
const stepTexts: readonly string[] = [
  '填写企业名称、乘车人数、上下车地点、班次与运营日',
  `运营人员设计线路方案并给出报价，一般在 ${WORKING_DAYS} 个工作日内短信通知联系人`,
  '在报价有效期内接受报价，或婉拒并告诉我们原因',
  '运营人员与您确认站点、车辆和开通日期后开通线路，员工即可在「园区班车」中购票乘坐',
];

/** Where the request stands, in a sentence: what happened and what comes next. */
const nowText = (request: ShuttleRequest, today: string): string => {
  switch (request.status) {
    case 'submitted':
      return `已收到您的需求。运营人员正在设计方案，将在 ${WORKING_DAYS} 个工作日内给出报价并短信通知${request.contactName}。`;
    case 'quoted':
      return request.quote && isQuoteValid(request.quote, today)
        ? `方案报价已给出，请在 ${request.quote.validUntil} 前确认是否接受。`
        : `报价已于 ${request.quote?.validUntil ?? ''} 过期，如仍需要班车，请重新提交需求，我们将重新报价。`;
    case 'accepted':
      return `您已确认合作。运营人员将在 ${WORKING_DAYS} 个工作日内联系${request.contactName}（${maskPhone(request.contactPhone)}），确认站点、车辆与开通日期；线路开通后，员工可在「园区班车」中找到并购票。`;
    case 'declined':
      return `您已婉拒该报价${request.reason ? `（${request.reason}）` : ''}。如需重新定制，可再次提交需求。`;
    case 'closed':
      return `该需求已关闭${request.reason ? `，原因：${request.reason}` : ''}。如有需要，可重新提交需求。`;
  }
};

const FlowSteps = ({ request, today }: { request: ShuttleRequest; today: string }) => {
  const states = flowStepStates(request);
  const hasEnded = request.status === 'declined' || request.status === 'closed';
  return (
    <section className={styles.steps} aria-label="定制进度" data-testid="flow-steps">
      <Steps direction="vertical" current={Math.max(0, states.findIndex((state) => state === 'current' || state === 'ended'))}>
        {FLOW_STEPS.map((title, index) => {
          const state = states[index] ?? 'waiting';
          return <Steps.Step key={title} title={title} status={stepStatus[state]} description={state === 'ended' ? (request.status === 'declined' ? '已婉拒' : '已关闭') : undefined} />;
        })}
      </Steps>
      <p className={`${styles.stepsNow} ${hasEnded ? styles.stepsEnded : ''}`} role="status" data-testid="flow-now">
        {nowText(request, today)}
      </p>
    </section>
  );
};

/** 婉拒: an optional reason, then the confirmation; 取消 folds it away. */
const DeclineForm = ({ isPending, onDecline, onCancel }: { isPending: boolean; onDecline: (reason: string) => void; onCancel: () => void }) => {
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <div data-testid="decline-form">
      <label htmlFor={`${id}-reason`} className={styles.formTitle}>
        婉拒原因（选填）
      </label>
      <textarea
        id={`${id}-reason`}
        className={styles.textarea}
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        placeholder="如：预算不足、已有其他方案"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className={styles.actions}>
        <button type="button" className={groupStyles.quietButton} onClick={onCancel} disabled={isPending}>
          取消
        </button>
        <button type="button" className={`${pageStyles.ghostButton}`} onClick={() => onDecline(reason.trim())} disabled={isPending}>
          {isPending ? '正在提交…' : '确认婉拒'}
        </button>
      </div>
    </div>
  );
};

const QuoteCard = ({ userId, request, today }: { userId: string; request: ShuttleRequest; today: string }) => {
  const respond = useRespondShuttleQuote(userId);
  const [isDeclining, setDeclining] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { quote } = request;
  if (!quote) return null;
  const isOpen = request.status === 'quoted' && isQuoteValid(quote, today);

  const send = (isAccepted: boolean, reason: string) => {
    setRefusal(null);
    respond.mutateAsync({ requestId: request.requestId, isAccepted, reason }).then(
      () => {
        setDeclining(false);
        toast.success(isAccepted ? '已接受报价，我们会尽快联系您' : '已婉拒报价');
      },
      (error: unknown) => setRefusal(refusalOf(error)),
    );
  };
  const onAccept = async () => {
    const isSure = await confirm('接受报价', `按每人次 ¥${formatYuan(quote.perRideCents)}、每月 ¥${formatYuan(quote.monthlyCents)} 确认合作吗？确认后运营人员将联系您安排开通。`, '接受');
    if (isSure) send(true, '');
  };

  return (
    <section className={`${groupStyles.card} ${styles.quote}`} aria-labelledby="shuttle-quote" data-testid="shuttle-quote">
      <h2 id="shuttle-quote" className={groupStyles.cardTitle}>
        方案报价
      </h2>
      <p className={styles.quotePrice}>
        ¥{formatYuan(quote.perRideCents)}
        <span className={styles.quoteUnit}>/ 人次</span>
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>每月费用</dt>
          <dd>¥{formatYuan(quote.monthlyCents)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>车辆</dt>
          <dd>
            {quote.vehicles} 辆 × {quote.seatsPerVehicle} 座
          </dd>
        </div>
        {quote.note ? (
          <div className={styles.fact}>
            <dt>说明</dt>
            <dd>{quote.note}</dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>有效期至</dt>
          <dd>{quote.validUntil}</dd>
        </div>
        <div className={styles.fact}>
          <dt>报价时间</dt>
          <dd>{formatShanghaiDateTime(quote.quotedAt)}</dd>
        </div>
      </dl>
      {request.status === 'quoted' && !isOpen ? <p className={styles.lapsed}>报价已过有效期，不能再确认</p> : null}
      {isOpen && !isDeclining ? (
        <div className={styles.actions}>
          <button type="button" className={pageStyles.primaryButton} onClick={() => void onAccept()} disabled={respond.isPending}>
            {respond.isPending ? '正在提交…' : '接受报价'}
          </button>
          <button type="button" className={groupStyles.quietButton} onClick={() => setDeclining(true)} disabled={respond.isPending}>
            婉拒
          </button>
        </div>
      ) : null}
      {isOpen && isDeclining ? <DeclineForm isPending={respond.isPending} onDecline={(reason) => send(false, reason)} onCancel={() => setDeclining(false)} /> : null}
      <Refusal text={refusal} />
    </section>
  );
};

/** What was asked: the enterprise, its contact, where and when. */
const RequestFacts = ({ request }: { request: ShuttleRequest }) => (
  <section className={groupStyles.card} aria-labelledby="shuttle-request" data-testid="shuttle-request">
    <h2 id="shuttle-request" className={groupStyles.cardTitle}>
      需求信息
    </h2>
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>企业名称</dt>
        <dd>{request.companyName}</dd>
      </div>
      <div className={styles.fact}>
        <dt>联系人</dt>
        <dd>
          {request.contactName} {request.contactPhone}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>乘车人数</dt>
        <dd>{request.headcount} 人</dd>
      </div>
      <div className={styles.fact}>
        <dt>上下车地点</dt>
        <dd>{request.sites.map((site) => site.name).join('、')}</dd>
      </div>
      <div className={styles.fact}>
        <dt>班次</dt>
        <dd>{shiftsText(request.shifts)}</dd>
      </div>
      <div className={styles.fact}>
        <dt>运营日</dt>
        <dd>{weekdaysText(request.weekdays)}</dd>
      </div>
      <div className={styles.fact}>
        <dt>开始日期</dt>
        <dd>{request.startDate}</dd>
      </div>
      {request.note ? (
        <div className={styles.fact}>
          <dt>备注</dt>
          <dd>{request.note}</dd>
        </div>
      ) : null}
      <div className={styles.fact}>
        <dt>提交时间</dt>
        <dd>{formatShanghaiDateTime(request.createdAt)}</dd>
      </div>
    </dl>
  </section>
);

const newRequestLink = (className: string | undefined, text = '提交定制需求') => (
  <AppLink to={COMPANY_LINE_APPLY_ENTERPRISE_PATH} className={className}>
    {text}
  </AppLink>
);

const OneRequest = ({ userId, requestId }: { userId: string; requestId: string }) => {
  const request = useShuttleRequest(userId, requestId);
  const today = shanghaiToday();
  if (request.isError) {
    return request.error instanceof ApiFailure && !request.error.isTransport ? (
      <EmptyState title="需求不存在" hint={request.error.message || '请从园区班车的「我的定制需求」中查看'} action={newRequestLink(emptyActionClass)} />
    ) : (
      <ErrorState onRetry={() => void request.refetch()} />
    );
  }
  if (!request.data) return <SkeletonList rows={4} label="正在加载定制需求" />;
  const hasEnded = request.data.status === 'declined' || request.data.status === 'closed' || (request.data.status === 'quoted' && request.data.quote !== null && !isQuoteValid(request.data.quote, today));
  return (
    <>
      <FlowSteps request={request.data} today={today} />
      <QuoteCard userId={userId} request={request.data} today={today} />
      <RequestFacts request={request.data} />
      {hasEnded ? <div className={groupStyles.addMore}>{newRequestLink(groupStyles.ghostButton, '重新提交需求')}</div> : null}
    </>
  );
};

const RequestOfMine = ({ requestId }: { requestId: string }) => {
  const login = useLoginInfo();
  return login ? <OneRequest key={requestId} userId={login.userId} requestId={requestId} /> : null;
};

/** Without a request: the four steps explained, the way to start, and the passenger's own requests. */
const StepsExplained = () => {
  const login = useLoginInfo();
  return (
    <>
      <p className={styles.intro}>企业为员工定制通勤班车，从提交需求到开通线路分四步。报价和需求关闭时会短信通知联系人，进度也可以随时在这里查看。</p>
      <section className={groupStyles.card} aria-label="定制流程">
        <ol className={styles.explain}>
          {FLOW_STEPS.map((title, index) => (
            <li key={title}>
              <span className={styles.explainTitle}>
                {index + 1}. {title}
              </span>
              <span className={styles.explainText}>{stepTexts[index]}</span>
            </li>
          ))}
        </ol>
      </section>
      <div className={styles.submit}>{newRequestLink(pageStyles.primaryButton)}</div>
      {login ? <MyShuttleRequests userId={login.userId} /> : null}
      <p className={styles.formFoot}>
        员工想乘坐企业已开通的班车？
        <AppLink to={COMPANY_LINE_PATH} className={styles.textLink}>
          查看园区班车
        </AppLink>
      </p>
    </>
  );
};

/**
 * /udianbus/common/enterprise-custom-flow `?requestId=`: the steps of an enterprise's shuttle request
 * (提交需求 → 方案报价 → 确认合作 → 开通线路) with where it stands, its quote with 接受报价 / 婉拒 while it
 * holds, and what was asked. Without a request: the steps explained and the way to submit one.
 */
export const EnterpriseCustomFlowPage = () => {
  const requestId = getIdParam('requestId');
  if (!requestId) {
    return (
      <Page title="定制流程">
        <StepsExplained />
      </Page>
    );
  }
  return (
    <RequireLogin>
      <Page>
        <RequestOfMine requestId={requestId} />
      </Page>
    </RequireLogin>
  );
};
