import { useId, useRef, useState, type FormEvent } from 'react';
import { AppLink } from '../../components/app-link';
import { Page, pageStyles } from '../../components/page/page';
import { RequireLogin } from '../../components/require-login';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { ENTERPRISE_CUSTOM_FLOW_PATH } from '../../app/page-paths';
import { toast } from '../../app/toast';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { shanghaiToday } from '../../lib/shanghai-time';
import { useLoginInfo } from '../../lib/use-login-info';
import { useRequestShuttle } from './api/shuttle-requests';
import { Refusal, refusalOf } from './company-line-parts';
import { SHUTTLE_LIMITS, toShuttleBody, validateShuttle, type ShuttleErrors, type ShuttleField, type ShuttleFields } from './company-line-rules';
import { FieldError, RequiredMark, ShiftsField, SitesField, StartDateField, WeekdaysField } from './shuttle-fields';
import styles from './company-lines.module.css';

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

/** Mondays to Fridays, one shift each way: most commutes, and the form's first choice. */
const startFields = (phone: string): ShuttleFields => ({
  companyName: '',
  contactName: '',
  contactPhone: phone,
  cityId: null,
  headcount: null,
  sites: [],
  shifts: [
    { key: 'shift-1', time: '08:30', direction: 'toWork' },
    { key: 'shift-2', time: '18:00', direction: 'offWork' },
  ],
  weekdays: [1, 2, 3, 4, 5],
  startDate: '',
  note: '',
});

const ShuttleForm = ({ userId, phone }: { userId: string; phone: string }) => {
  const id = useId();
  const city = useEffectiveCity().data;
  const [fields, setFields] = useState<ShuttleFields>(() => startFields(phone));
  const [errors, setErrors] = useState<ShuttleErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const counter = useRef(2);
  const newKey = () => {
    counter.current += 1;
    return `item-${counter.current}`;
  };
  const send = useRequestShuttle(userId);
  const today = shanghaiToday();

  const set = <K extends ShuttleField>(key: K, value: ShuttleFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = validateShuttle(fields, today);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      toast.fail(first);
      return;
    }
    if (!city || fields.headcount === null) return;
    setRefusal(null);
    send.mutateAsync(toShuttleBody({ ...fields, cityId: city.cityId, headcount: fields.headcount })).then(
      ({ request }) => {
        toast.success('需求已提交，我们会尽快为您报价');
        navigateTo(getHref(ENTERPRISE_CUSTOM_FLOW_PATH, { requestId: request.requestId }), { isReplace: true });
      },
      (error: unknown) => setRefusal(refusalOf(error)),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="企业定制班车需求">
      <p className={styles.intro}>
        填写企业的通勤需求，我们的运营人员会据此设计线路并报价；您可在「定制流程」中查看进度，确认报价后即开始筹备开通。
      </p>
      <section className={styles.formCard} aria-label="企业信息">
        <TextRow id={`${id}-company`} label="企业名称" value={fields.companyName} placeholder="请填写企业全称" maxLength={SHUTTLE_LIMITS.companyName} onChange={(value) => set('companyName', value)} error={errors.companyName} />
        <TextRow id={`${id}-contact`} label="联系人" value={fields.contactName} placeholder="请填写联系人姓名" maxLength={20} autoComplete="name" onChange={(value) => set('contactName', value)} error={errors.contactName} />
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
        <div className={styles.row}>
          <span className={styles.rowLabel}>所在城市</span>
          <span className={styles.pickValue} data-testid="shuttle-city">
            {city?.cityName ?? '正在获取城市…'}
          </span>
        </div>
        <TextRow
          id={`${id}-headcount`}
          label="乘车人数"
          value={fields.headcount === null ? '' : String(fields.headcount)}
          placeholder="5–5000"
          maxLength={4}
          inputMode="numeric"
          suffix="人"
          onChange={(value) => {
            const digits = value.replace(/\D/g, '').slice(0, 4);
            set('headcount', digits === '' ? null : Number(digits));
          }}
          error={errors.headcount}
        />
      </section>

      <SitesField sites={fields.sites} onChange={(sites) => set('sites', sites)} newKey={newKey} error={errors.sites} />
      <ShiftsField shifts={fields.shifts} onChange={(shifts) => set('shifts', shifts)} newKey={newKey} error={errors.shifts} />

      <section className={styles.formCard} aria-label="运营时间">
        <h2 className={styles.formTitle}>运营日</h2>
        <WeekdaysField weekdays={fields.weekdays} onChange={(weekdays) => set('weekdays', weekdays)} error={errors.weekdays} />
        <StartDateField value={fields.startDate} today={today} onChange={(date) => set('startDate', date)} error={errors.startDate} />
        <label htmlFor={`${id}-note`} className={styles.formTitle}>
          备注（选填）
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.textarea}
          rows={3}
          maxLength={SHUTTLE_LIMITS.note}
          placeholder="如：希望使用 45 座大巴；园区内需在 B 座门口停靠"
          value={fields.note}
          onChange={(event) => set('note', event.target.value)}
        />
        <p className={styles.count}>
          {fields.note.trim().length}/{SHUTTLE_LIMITS.note}
        </p>
        <FieldError text={errors.note} />
      </section>

      <Refusal text={refusal} />
      <button type="submit" className={`${pageStyles.primaryButton} ${styles.submit}`} disabled={send.isPending || !city}>
        {send.isPending ? '正在提交…' : '提交需求'}
      </button>
      <p className={styles.formFoot}>
        提交后可随时查看进度。
        <AppLink to={ENTERPRISE_CUSTOM_FLOW_PATH} className={styles.textLink}>
          了解定制流程
        </AppLink>
      </p>
    </form>
  );
};

const ShuttleRequest = () => {
  const login = useLoginInfo();
  return login ? <ShuttleForm userId={login.userId} phone={login.phoneNum} /> : null;
};

/**
 * company-line-apply-enterprise (企业定制班车): an enterprise asks for a shuttle of its own
 * (/companyLine/shuttle/request): company, contact (the account's phone first), the city the app works in,
 * headcount, 2–10 sites picked on the place sheet, 1–6 shifts, weekdays, start date, note; checked by the
 * contract's rules before it is sent. Once sent, its steps (enterprise-custom-flow) replace the form.
 */
export const CompanyLineApplyEnterprisePage = () => (
  <RequireLogin>
    <Page>
      <ShuttleRequest />
    </Page>
  </RequireLogin>
);
