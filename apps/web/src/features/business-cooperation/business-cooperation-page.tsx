import {
  checkCooperationLead,
  COOPERATION_KINDS,
  COOPERATION_LIMITS,
  cooperationKindLabels,
  type CooperationField,
  type CooperationFields,
} from '@udian/contracts/feedback-rules';
import { textLength } from '@udian/contracts/account-rules';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiFailure } from '../../api/query-result';
import { Page, pageStyles } from '../../components/page/page';
import { OFFLINE_TEXT, toast } from '../../app/toast';
import { useSubmitCooperationLead } from './api/cooperation-leads';
import styles from './business-cooperation.module.css';

const EMPTY: CooperationFields = { company: '', contactName: '', phone: '', kind: null, message: '' };

const refusalOf = (error: unknown): string => (error instanceof ApiFailure && !error.isTransport ? error.message : OFFLINE_TEXT);

type RowProps = { id: string; label: string; error?: string; children: ReactNode };

const Row = ({ id, label, error, children }: RowProps) => (
  <>
    <label htmlFor={id} className={styles.field}>
      {label}
      <span className={styles.required} aria-hidden="true">
        *
      </span>
    </label>
    {children}
    {error ? <p className={styles.error}>{error}</p> : null}
  </>
);

const CooperationForm = ({ onSent }: { onSent: (company: string) => void }) => {
  const id = useId();
  const [fields, setFields] = useState<CooperationFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<CooperationField, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useSubmitCooperationLead();

  const set = <K extends CooperationField>(key: K, value: CooperationFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setRefusal(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    // The same checker as the server's (feedback-rules.ts): what passes here passes there.
    const found = checkCooperationLead(fields);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      toast.fail(first);
      return;
    }
    send.mutateAsync({ ...fields, kind: fields.kind! }).then(
      (lead) => onSent(lead.company),
      (error: unknown) => setRefusal(refusalOf(error)),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="商务合作">
      <section className={styles.card} aria-label="公司与联系人">
        <Row id={`${id}-company`} label="公司名称" error={errors.company}>
          <input id={`${id}-company`} className={styles.input} value={fields.company} maxLength={COOPERATION_LIMITS.company} placeholder="请填写公司全称" autoComplete="organization" onChange={(event) => set('company', event.target.value)} />
        </Row>
        <Row id={`${id}-name`} label="联系人" error={errors.contactName}>
          <input id={`${id}-name`} className={styles.input} value={fields.contactName} maxLength={COOPERATION_LIMITS.contactName} placeholder="您的姓名" autoComplete="name" onChange={(event) => set('contactName', event.target.value)} />
        </Row>
        <Row id={`${id}-phone`} label="联系电话" error={errors.phone}>
          <input
            id={`${id}-phone`}
            className={styles.input}
            value={fields.phone}
            maxLength={11}
            inputMode="tel"
            autoComplete="tel"
            placeholder="11 位手机号码"
            onChange={(event) => set('phone', event.target.value.replace(/\D/g, ''))}
          />
        </Row>
      </section>
      <section className={styles.card} aria-labelledby={`${id}-kind`}>
        <p id={`${id}-kind`} className={styles.field}>
          合作类型
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </p>
        <div className={styles.chips} role="group" aria-labelledby={`${id}-kind`}>
          {COOPERATION_KINDS.map((kind) => (
            <button key={kind} type="button" className={`${styles.chip} ${fields.kind === kind ? styles.chipOn : ''}`} aria-pressed={fields.kind === kind} onClick={() => set('kind', kind)}>
              {cooperationKindLabels[kind]}
            </button>
          ))}
        </div>
        {errors.kind ? <p className={styles.error}>{errors.kind}</p> : null}
        <Row id={`${id}-message`} label="合作需求" error={errors.message}>
          <textarea
            id={`${id}-message`}
            className={styles.textarea}
            rows={5}
            maxLength={COOPERATION_LIMITS.message}
            placeholder="请简单介绍贵公司和合作需求，如员工人数、上下班地点、用车时间（至少 10 个字）"
            value={fields.message}
            onChange={(event) => set('message', event.target.value)}
          />
        </Row>
        <p className={styles.count}>
          {textLength(fields.message.trim())}/{COOPERATION_LIMITS.message}
        </p>
      </section>
      {refusal ? (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className={`${pageStyles.primaryButton} ${styles.submit}`} disabled={send.isPending}>
        {send.isPending ? '正在提交…' : '提交合作意向'}
      </button>
      <p className={styles.foot}>您的信息仅用于商务联系，我们不会用于其他用途。</p>
    </form>
  );
};

/**
 * business-cooperation (商务合作, decision 057): a company leaves its contact and what it wants (enterprise
 * shuttles, charters, advertising, channels), logged in or not; the operator's console lists the leads.
 */
export const BusinessCooperationPage = () => {
  const [sentBy, setSentBy] = useState<string | null>(null);
  return (
    <Page>
      <section className={styles.hero} aria-label="合作介绍">
        <h2 className={styles.heroTitle}>与我们合作</h2>
        <p className={styles.heroText}>企业通勤班车、学校与旅游包车、广告投放、渠道合作……留下联系方式，商务同事会在 2 个工作日内与您联系。</p>
      </section>
      {sentBy === null ? (
        <CooperationForm onSent={setSentBy} />
      ) : (
        <section className={styles.done} aria-label="提交结果" role="status">
          <CheckCircleFill className={styles.doneIcon} aria-hidden="true" />
          <p className={styles.doneTitle}>提交成功</p>
          <p className={styles.doneText}>已收到「{sentBy}」的合作意向，商务同事会在 2 个工作日内与您联系。</p>
          <button type="button" className={`${pageStyles.ghostButton} ${styles.submit}`} onClick={() => setSentBy(null)}>
            再提交一条
          </button>
        </section>
      )}
    </Page>
  );
};
