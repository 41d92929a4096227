import type { CompanyLine } from '@udian/contracts/endpoints/groups/company-lines';
import type { RideApplication } from '@udian/contracts/schemas/groups';
import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '../../components/app-link';
import { LineCard } from '../../components/line-card/line-card';
import { Page, pageStyles } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { goBack } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { getIdParam } from '../../app/query-params';
import { BUY_TICKET_PATH, COMPANY_LINE_DETAIL_PATH } from '../../app/page-paths';
import { toast } from '../../app/toast';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { useLoginInfo } from '../../lib/use-login-info';
import { useApplyCompanyLine, useCompanyLine, useMyApplications } from './api/company-lines';
import { LineFailure, MissingLine, NotCompanyLine, Refusal, refusalOf } from './company-line-parts';
import { APPLICATION_LIMITS, toApplicationBody, validateApplication, type ApplicationField, type ApplicationFields } from './company-line-rules';
import { companyLineState, latestApplicationTo } from './company-line-text';
import { RequiredMark } from './shuttle-fields';
import styles from './company-lines.module.css';
import groupStyles from './groups.module.css';

const FieldError = ({ text }: { text: string | undefined }) =>
  text ? (
    <p className={styles.error} role="alert">
      {text}
    </p>
  ) : null;

type TextRowProps = { id: string; label: string; isRequired?: boolean; value: string; placeholder: string; maxLength: number; onChange: (value: string) => void; error?: string };

const TextRow = ({ id, label, isRequired = false, value, placeholder, maxLength, onChange, error }: TextRowProps) => (
  <>
    <div className={styles.row}>
      <label htmlFor={id} className={styles.rowLabel}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </label>
      <input id={id} className={styles.input} value={value} placeholder={placeholder} maxLength={maxLength} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
    </div>
    <FieldError text={error} />
  </>
);

/** Already decided: the passenger may buy, or waits for the enterprise; no second application. */
const NoNeed = ({ item, isPending }: { item: CompanyLine; isPending: boolean }) =>
  isPending ? (
    <EmptyState
      title="您已提交过申请"
      hint={`请等待${item.group?.name ?? '企业'}审核，审核结果会短信通知您`}
      action={
        <AppLink to={COMPANY_LINE_DETAIL_PATH} query={{ lineId: item.line.lineId }} isReplace className={emptyActionClass}>
          查看申请
        </AppLink>
      }
    />
  ) : (
    <EmptyState
      title="您可以直接购票"
      hint={item.group ? `您已是${item.group.name}的成员，无需申请` : '该线路向所有乘客开放，无需申请'}
      action={
        <AppLink to={BUY_TICKET_PATH} query={{ lineId: item.line.lineId }} isReplace className={emptyActionClass}>
          去购票
        </AppLink>
      }
    />
  );

const ApplyForm = ({ userId, item, lastRejected }: { userId: string; item: CompanyLine; lastRejected: RideApplication | undefined }) => {
  const id = useId();
  const [fields, setFields] = useState<ApplicationFields>(() => ({
    name: lastRejected?.name ?? '',
    employeeNo: lastRejected?.employeeNo ?? '',
    department: lastRejected?.department ?? '',
    note: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<ApplicationField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const apply = useApplyCompanyLine(userId);
  const lineId = item.line.lineId;
  const groupName = item.group?.name ?? '企业';

  const set = (key: ApplicationField, value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    const found = validateApplication(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setRefusal(null);
    // A promise, not mutate's callbacks: the new application makes this form give way to 您已提交过申请,
    // and callbacks of an unmounted form would never run.
    apply.mutateAsync(toApplicationBody(lineId, fields)).then(
      () => {
        toast.success('申请已提交，请等待企业审核');
        goBack(getHref(COMPANY_LINE_DETAIL_PATH, { lineId }));
      },
      (error: unknown) => setRefusal(refusalOf(error)),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="乘车申请">
      <div className={groupStyles.lineItem}>
        <LineCard line={item.line} />
      </div>
      <p className={styles.intro}>
        该线路仅限{groupName}员工乘坐。提交申请后，{groupName}的管理员会核对您的信息，通过后您即成为其成员，可购买该企业的班车车票；审核结果会短信通知您。
      </p>
      {lastRejected ? (
        <p className={styles.intro} data-testid="last-rejected">
          上次申请未通过{lastRejected.reason ? `：${lastRejected.reason}` : ''}（{formatShanghaiDateTime(lastRejected.decidedAt ?? lastRejected.createdAt)}）
        </p>
      ) : null}
      <section className={styles.formCard} aria-label="申请信息">
        <TextRow id={`${id}-name`} label="姓名" isRequired value={fields.name} placeholder="请填写真实姓名" maxLength={20} onChange={(value) => set('name', value)} error={errors.name} />
        <TextRow
          id={`${id}-no`}
          label="工号"
          value={fields.employeeNo}
          placeholder="选填，便于企业核对"
          maxLength={APPLICATION_LIMITS.employeeNo}
          onChange={(value) => set('employeeNo', value)}
          error={errors.employeeNo}
        />
        <TextRow
          id={`${id}-department`}
          label="部门"
          value={fields.department}
          placeholder="选填"
          maxLength={APPLICATION_LIMITS.department}
          onChange={(value) => set('department', value)}
          error={errors.department}
        />
        <label htmlFor={`${id}-note`} className={styles.formTitle}>
          备注（选填）
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.textarea}
          rows={3}
          maxLength={APPLICATION_LIMITS.note}
          placeholder="如：外包驻场人员，需每天乘坐早班车"
          value={fields.note}
          onChange={(event) => set('note', event.target.value)}
        />
        <p className={styles.count}>
          {fields.note.trim().length}/{APPLICATION_LIMITS.note}
        </p>
        <FieldError text={errors.note} />
      </section>
      <Refusal text={refusal} />
      <button type="submit" className={`${pageStyles.primaryButton} ${styles.submit}`} disabled={apply.isPending}>
        {apply.isPending ? '正在提交…' : '提交申请'}
      </button>
    </form>
  );
};

const Apply = ({ userId, lineId }: { userId: string; lineId: string }) => {
  const line = useCompanyLine(userId, lineId);
  const applications = useMyApplications(userId);
  if (line.error) return <LineFailure error={line.error} onRetry={line.retry} />;
  if (!line.isLoaded || applications.isPending) return <SkeletonList rows={4} label="正在加载申请表" />;
  const { item } = line;
  if (!item) return <NotCompanyLine lineId={lineId} />;
  const state = companyLineState(item, applications.data);
  if (state === 'canBuy' || state === 'pending') return <NoNeed item={item} isPending={state === 'pending'} />;
  if (state === 'notForMe') return <EmptyState title="该线路仅限指定乘客购买" hint="该线路不接受乘车申请" />;
  const latest = item.group ? latestApplicationTo(applications.data, item.group.groupId) : undefined;
  return <ApplyForm userId={userId} item={item} lastRejected={latest?.status === 'rejected' ? latest : undefined} />;
};

const ApplyForLine = () => {
  const login = useLoginInfo();
  const lineId = getIdParam('lineId');
  if (!lineId) return <MissingLine />;
  return login ? <Apply key={lineId} userId={login.userId} lineId={lineId} /> : null;
};

/**
 * company-line-apply `?lineId=`: asks the line's enterprise to let the passenger ride (/companyLine/apply):
 * name, employee number, department, note. The server's refusals show in its words; once sent, back to the
 * line's page, which shows 待审核.
 */
export const CompanyLineApplyPage = () => (
  <RequireLogin>
    <Page>
      <ApplyForLine />
    </Page>
  </RequireLogin>
);
