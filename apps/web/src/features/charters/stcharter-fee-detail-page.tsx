import { errorCatalogue } from '@udian/contracts/meta-codes';
import { FileOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useId, useState, type FormEvent } from 'react';
import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { Page, pageStyles } from '../../components/page/page';
import { RequireLogin } from '../../components/require-login';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { COST_DETAIL_PATH, STCHARTER_RULE_PATH } from '../../app/page-paths';
import { OFFLINE_TEXT, toast } from '../../app/toast';
import { shanghaiToday } from '../../lib/shanghai-time';
import { useLoginInfo } from '../../lib/use-login-info';
import { useCharterQuote, useSubmitCharter } from './api/student-charters';
import { ClockField, DateField, FieldError, PlaceField, RequiredMark, SchoolField, TripKindField } from './charter-fields';
import { CHARTER_LIMITS, toCharterBody, tripOf, validateCharter, type CharterErrors, type CharterField, type CharterFields } from './charter-form-rules';
import { FeeBreakdown } from './fee-breakdown';
import styles from './charters.module.css';

/** The server's words for a refusal, else that the connection dropped. */
const refusalOf = (error: unknown): string => (error instanceof ApiFailure && !error.isTransport ? error.message : OFFLINE_TEXT);

type TextRowProps = {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  maxLength: number;
  onChange: (value: string) => void;
  error?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  suffix?: string;
};

const TextRow = ({ id, label, value, placeholder, maxLength, onChange, error, inputMode = 'text', autoComplete = 'off', suffix }: TextRowProps) => (
  <>
    <div className={styles.row}>
      <label htmlFor={id} className={styles.rowLabel}>
        {label}
        <RequiredMark />
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
      />
      {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
    </div>
    <FieldError text={error} />
  </>
);

const startFields = (phone: string): CharterFields => ({
  school: null,
  contactName: '',
  contactPhone: phone,
  origin: null,
  destination: null,
  serviceDate: '',
  departureTime: '',
  isReturnTrip: false,
  returnTime: '',
  headcount: null,
  note: '',
});

/** 费用明细: the live quote of the trip so far, what is still missing, or why the rules do not price it. */
const LiveQuote = ({ quote, hasTrip }: { quote: ReturnType<typeof useCharterQuote>; hasTrip: boolean }) => {
  if (!hasTrip) return <p className={styles.hint}>填写出发地、目的地、用车日期、出发时间和乘车人数后，这里将按收费标准列出费用明细。</p>;
  if (quote.isError && !quote.isFetching) {
    return (
      <p className={styles.refusal} role="alert" data-testid="quote-refusal">
        {refusalOf(quote.error)}
      </p>
    );
  }
  if (!quote.data) return <p className={styles.hint}>正在计算费用…</p>;
  return <FeeBreakdown quote={quote.data} totalCents={quote.data.totalCents} totalLabel="预估费用" isStale={quote.isPlaceholderData || quote.isError} />;
};

const CharterForm = ({ userId, phone }: { userId: string; phone: string }) => {
  const id = useId();
  const today = shanghaiToday();
  const [fields, setFields] = useState<CharterFields>(() => startFields(phone));
  const [errors, setErrors] = useState<CharterErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const trip = tripOf(fields);
  const quote = useCharterQuote(trip);
  const send = useSubmitCharter(userId);

  const set = <K extends CharterField>(key: K, value: CharterFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setRefusal(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = validateCharter(fields);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      toast.fail(first);
      return;
    }
    if (!trip || !quote.data || quote.isPlaceholderData || quote.isError) {
      toast.fail(quote.isError ? refusalOf(quote.error) : '正在计算费用，请稍候再提交');
      return;
    }
    setRefusal(null);
    send.mutateAsync(toCharterBody(fields, trip, quote.data.totalCents)).then(
      ({ charter }) => {
        toast.success('包车申请已提交');
        navigateTo(getHref(COST_DETAIL_PATH, { requestId: charter.requestId }), { isReplace: true });
      },
      (error: unknown) => {
        setRefusal(refusalOf(error));
        // The rules or the calendar changed meanwhile: the breakdown is asked again, to be confirmed anew.
        if (error instanceof ApiFailure && error.code === errorCatalogue.charterFeeChanged.code) void quote.refetch();
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="学生包车申请">
      <p className={styles.intro}>学校春秋游、研学、比赛等团体用车，按公开的收费标准计费；提交后运营人员确认车辆，并短信通知联系人。</p>
      <nav className={styles.links} aria-label="学生包车">
        <AppLink to={STCHARTER_RULE_PATH} className={styles.linkChip}>
          <FileOutline aria-hidden="true" />
          收费标准
        </AppLink>
        <AppLink to={COST_DETAIL_PATH} className={styles.linkChip}>
          <UnorderedListOutline aria-hidden="true" />
          我的包车申请
        </AppLink>
      </nav>

      <section className={styles.card} aria-label="学校与联系人">
        <SchoolField value={fields.school} onChange={(school) => set('school', school)} error={errors.school} />
        <TextRow id={`${id}-contact`} label="联系人" value={fields.contactName} placeholder="老师或家长姓名" maxLength={20} autoComplete="name" onChange={(value) => set('contactName', value)} error={errors.contactName} />
        <TextRow
          id={`${id}-phone`}
          label="联系电话"
          value={fields.contactPhone}
          placeholder="请填写手机号码"
          maxLength={11}
          inputMode="tel"
          autoComplete="tel"
          onChange={(value) => set('contactPhone', value.replace(/\D/g, ''))}
          error={errors.contactPhone}
        />
      </section>

      <section className={styles.card} aria-label="行程">
        <PlaceField label="出发地" value={fields.origin} onChange={(place) => set('origin', place)} error={errors.origin} />
        <PlaceField label="目的地" value={fields.destination} onChange={(place) => set('destination', place)} error={errors.destination} />
        <DateField value={fields.serviceDate} today={today} onChange={(date) => set('serviceDate', date)} error={errors.serviceDate} />
        <ClockField label="出发时间" value={fields.departureTime} fallback="08:00" onChange={(clock) => set('departureTime', clock)} error={errors.departureTime} />
        <TripKindField isReturnTrip={fields.isReturnTrip} onChange={(isReturnTrip) => set('isReturnTrip', isReturnTrip)} />
        {fields.isReturnTrip ? (
          <ClockField label="返程时间" value={fields.returnTime} fallback="15:00" onChange={(clock) => set('returnTime', clock)} error={errors.returnTime} />
        ) : null}
        <TextRow
          id={`${id}-headcount`}
          label="乘车人数"
          value={fields.headcount === null ? '' : String(fields.headcount)}
          placeholder="含带队老师，5–530"
          maxLength={3}
          inputMode="numeric"
          suffix="人"
          onChange={(value) => {
            const digits = value.replace(/\D/g, '').slice(0, 3);
            set('headcount', digits === '' ? null : Number(digits));
          }}
          error={errors.headcount}
        />
        <label htmlFor={`${id}-note`} className={styles.cardTitle}>
          备注（选填）
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.textarea}
          rows={2}
          maxLength={CHARTER_LIMITS.note}
          placeholder="如：需在学校东门上车；有行动不便的同学"
          value={fields.note}
          onChange={(event) => set('note', event.target.value)}
        />
        <p className={styles.count}>
          {fields.note.trim().length}/{CHARTER_LIMITS.note}
        </p>
        <FieldError text={errors.note} />
      </section>

      <section className={styles.card} aria-labelledby={`${id}-fee`}>
        <h2 id={`${id}-fee`} className={styles.cardTitle}>
          费用明细
        </h2>
        <LiveQuote quote={quote} hasTrip={trip !== null} />
      </section>

      {refusal ? (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className={`${pageStyles.primaryButton} ${styles.submit}`} disabled={send.isPending}>
        {send.isPending ? '正在提交…' : '提交包车申请'}
      </button>
      <p className={styles.foot}>
        费用以运营人员确认为准，确认后线下签订包车协议并结算。
        <AppLink to={STCHARTER_RULE_PATH} className={styles.textLink}>
          查看收费标准
        </AppLink>
      </p>
    </form>
  );
};

const CharterRequest = () => {
  const login = useLoginInfo();
  return login ? <CharterForm userId={login.userId} phone={login.phoneNum} /> : null;
};

/**
 * stcharter-fee-detail (学生包车): a guardian or a school contact asks for buses for a school trip: the school
 * (the directory's, or typed), the contact, the two ends on the place sheet, the day, the times, how many ride;
 * the fee breakdown by the published rules updates as the trip is filled (/studentCharter/quote), and the
 * request is sent at that fee. Once sent, its cost-detail replaces the form.
 */
export const StcharterFeeDetailPage = () => (
  <RequireLogin>
    <Page>
      <CharterRequest />
    </Page>
  </RequireLogin>
);
