import type { InvoiceTitleType } from '@udian/contracts/endpoints/invoices/invoice-apply';
import { Selector } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import fieldStyles from '../../components/form-fields.module.css';
import { toast } from '../../app/toast';
import { useInvoiceApply } from './api/invoice-apply';
import {
  EMAIL_MAX_LENGTH,
  normalizeTaxNumber,
  TAX_NUMBER_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  toInvoiceBody,
  validateInvoice,
  type InvoiceErrors,
  type InvoiceFields,
} from './invoice-rules';
import styles from './invoices.module.css';

const titleTypeOptions: Array<{ label: string; value: InvoiceTitleType }> = [
  { label: '个人', value: 'personal' },
  { label: '单位', value: 'company' },
];

const FieldError = ({ text }: { text: string | undefined }) =>
  text ? (
    <p className={fieldStyles.error} role="alert">
      {text}
    </p>
  ) : null;

/** 抬头类型, 抬头, 税号 (单位 only) and 邮箱, checked before sending; 提交申请 posts /invoice/apply. */
export const InvoiceForm = ({ orderNo }: { orderNo: string }) => {
  const id = useId();
  const [fields, setFields] = useState<InvoiceFields>({ titleType: 'personal', title: '', taxNumber: '', email: '' });
  const [errors, setErrors] = useState<InvoiceErrors>({});
  const apply = useInvoiceApply();
  const isCompany = fields.titleType === 'company';

  const set = <K extends keyof InvoiceFields>(key: K, value: InvoiceFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    // A field being corrected stops showing its old complaint.
    if (key !== 'titleType') setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const chooseType = (titleType: InvoiceTitleType) => {
    set('titleType', titleType);
    setErrors({});
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateInvoice(fields);
    setErrors(found);
    if (Object.keys(found).length > 0 || apply.isPending) return;
    // A refusal (not paid, already requested) is shown by the request helper's toast.
    apply.mutate(toInvoiceBody(orderNo, fields), { onSuccess: () => toast.success('发票申请已提交') });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="申请发票">
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label} id={`${id}-type`}>
          抬头类型
        </span>
        <Selector
          className={styles.typeChoices}
          options={titleTypeOptions}
          value={[fields.titleType]}
          aria-labelledby={`${id}-type`}
          // A second tap on the chosen type would clear it: one type is always chosen.
          onChange={(value) => {
            const [type] = value;
            if (type) chooseType(type);
          }}
        />
      </div>
      <label className={fieldStyles.field} htmlFor={`${id}-title`}>
        <span className={fieldStyles.label}>抬头</span>
        <input
          id={`${id}-title`}
          className={fieldStyles.input}
          placeholder={isCompany ? '请填写单位名称' : '请填写个人姓名'}
          value={fields.title}
          maxLength={TITLE_MAX_LENGTH}
          onChange={(event) => set('title', event.target.value)}
        />
      </label>
      <FieldError text={errors.title} />
      {isCompany ? (
        <>
          <label className={fieldStyles.field} htmlFor={`${id}-tax`}>
            <span className={fieldStyles.label}>税号</span>
            <input
              id={`${id}-tax`}
              className={fieldStyles.input}
              placeholder="15 到 20 位纳税人识别号"
              value={fields.taxNumber}
              maxLength={TAX_NUMBER_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              onChange={(event) => set('taxNumber', normalizeTaxNumber(event.target.value))}
            />
          </label>
          <FieldError text={errors.taxNumber} />
        </>
      ) : null}
      <label className={fieldStyles.field} htmlFor={`${id}-email`}>
        <span className={fieldStyles.label}>邮箱</span>
        <input
          id={`${id}-email`}
          className={fieldStyles.input}
          type="email"
          inputMode="email"
          placeholder="用于接收电子发票"
          value={fields.email}
          maxLength={EMAIL_MAX_LENGTH}
          onChange={(event) => set('email', event.target.value)}
        />
      </label>
      <FieldError text={errors.email} />
      <button type="submit" className={styles.submit} disabled={apply.isPending}>
        {apply.isPending ? '正在提交…' : '提交申请'}
      </button>
    </form>
  );
};
