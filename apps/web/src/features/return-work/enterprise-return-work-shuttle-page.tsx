import { useState, type FormEvent } from 'react';
import { navigateTo } from '../../app/navigation';
import { ENTERPRISE_RETURN_WORK_ENROLL_LIST_PATH, ENTERPRISE_RETURN_WORK_SHUTTLE_SUCCESS_PATH } from '../../app/page-paths';
import { getHref } from '../../app/paths';
import { toast } from '../../app/toast';
import { AppLink } from '../../components/app-link';
import { CheckRow } from '../../components/check-row/check-row';
import { Page, Section, pageStyles } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { RequireLogin } from '../../components/require-login';
import { shanghaiToday } from '../../lib/shanghai-time';
import { useBookReturnWorkShuttle } from './api/return-work';
import { EmployerGate, EmployerHead, employerQuery, type EmployerContext } from './employer-parts';
import { FieldError, PlaceRow, Refusal, refusalText, TravelDateRow } from './return-work-parts';
import { travelRange, validateTrip, type Place, type TripErrors } from './return-work-rules';
import styles from './return-work.module.css';

type Fields = { chosen: ReadonlySet<string>; travelDate: string; from: Place | null; to: Place | null };

const BookForm = ({ context }: { context: EmployerContext }) => {
  const range = travelRange(context.campaign, shanghaiToday());
  const listed = context.list.items.filter((e) => e.status === 'listed');
  const [fields, setFields] = useState<Fields>({ chosen: new Set(), travelDate: '', from: null, to: null });
  const [errors, setErrors] = useState<TripErrors & { chosen?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const book = useBookReturnWorkShuttle();
  const set = (changes: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...changes }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(changes).map((key) => [key, undefined])) }));
  };
  const toggle = (enrolmentId: string, isChecked: boolean) => {
    const chosen = new Set(fields.chosen);
    if (isChecked) chosen.add(enrolmentId);
    else chosen.delete(enrolmentId);
    set({ chosen });
  };

  if (listed.length === 0) {
    return (
      <EmptyState
        title="名单里没有待预约的员工"
        hint="先添加或导入员工；已预约的员工等待运营人员安排班车"
        action={
          <AppLink to={ENTERPRISE_RETURN_WORK_ENROLL_LIST_PATH} query={employerQuery(context)} className={emptyActionClass}>
            管理名单
          </AppLink>
        }
      />
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (book.isPending) return;
    const found = { ...validateTrip(fields, range), chosen: fields.chosen.size === 0 ? '请至少选择 1 名员工' : undefined };
    const shown = Object.fromEntries(Object.entries(found).filter(([, text]) => text));
    setErrors(shown);
    const first = Object.values(shown)[0];
    if (first || !fields.from || !fields.to) {
      if (first) toast.fail(first);
      return;
    }
    setRefusal(null);
    void book
      .mutateAsync({ ...employerQuery(context), enrolmentIds: [...fields.chosen], travelDate: fields.travelDate, from: fields.from, to: fields.to })
      .then((result) => {
        if (!result.ok) {
          setRefusal(refusalText(result));
          return;
        }
        navigateTo(getHref(ENTERPRISE_RETURN_WORK_SHUTTLE_SUCCESS_PATH, { ...employerQuery(context), date: fields.travelDate, booked: result.data.booked }), { isReplace: true });
      });
  };

  const isAll = fields.chosen.size === listed.length;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="预约班车">
      <Section title={`选择员工（已选 ${fields.chosen.size}/${listed.length}）`}>
        <section className={styles.formCard} aria-label="员工">
          <CheckRow
            className={`${styles.checkPerson} ${styles.selectAll}`}
            isChecked={isAll}
            isIndeterminate={!isAll && fields.chosen.size > 0}
            onChange={(isChecked) => set({ chosen: new Set(isChecked ? listed.map((e) => e.enrolmentId) : []) })}
          >
            全选
          </CheckRow>
          {listed.map((enrolment) => (
            <CheckRow key={enrolment.enrolmentId} className={styles.checkPerson} isChecked={fields.chosen.has(enrolment.enrolmentId)} onChange={(isChecked) => toggle(enrolment.enrolmentId, isChecked)} label={`${enrolment.name} ${enrolment.phone}`}>
              {enrolment.name} · {enrolment.phone}
            </CheckRow>
          ))}
          <FieldError text={errors.chosen} />
        </section>
      </Section>
      <Section title="行程">
        <section className={styles.formCard} aria-label="行程">
          <PlaceRow label="集合地点" value={fields.from} onChange={(from) => set({ from })} error={errors.from} />
          <PlaceRow label="复工地点" value={fields.to} onChange={(to) => set({ to })} error={errors.to} />
          <TravelDateRow range={range} value={fields.travelDate} onChange={(travelDate) => set({ travelDate })} error={errors.travelDate} />
        </section>
      </Section>
      <p className={styles.hint}>
        运营人员按日期和路线把预约的员工编入班车，编入后员工收到短信，车票放入员工本人账号（用报名手机号登录）。
        {context.campaign.employerFareCents > 0 ? `每人每次 ${(context.campaign.employerFareCents / 100).toFixed(2)} 元记入企业对账单。` : ''}
      </p>
      <Refusal text={refusal} />
      <button type="submit" className={`${pageStyles.primaryButton} ${styles.submit}`} disabled={book.isPending || !context.campaign.isEnrolling}>
        {book.isPending ? '正在提交…' : `为 ${fields.chosen.size} 名员工预约班车`}
      </button>
    </form>
  );
};

/**
 * enterprise-return-work-shuttle `?groupId=&campaignId=`: books shuttles for listed staff: whom, the day, the
 * gathering point and the workplace; they then wait for the operator to put them on a shuttle.
 */
export const EnterpriseReturnWorkShuttlePage = () => (
  <RequireLogin>
    <Page>
      <EmployerGate>
        {(context) => (
          <>
            <EmployerHead context={context} />
            <BookForm context={context} />
          </>
        )}
      </EmployerGate>
    </Page>
  </RequireLogin>
);
