import { DatePicker } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { enrolmentStatusLabels, type DeclarationField, type ReturnWorkCampaign, type ReturnWorkEnrolment, type ReturnWorkShuttle } from '@udian/contracts/schemas/return-work';
import { useId, useState, type ReactNode } from 'react';
import { ApiFailure } from '../../api/query-result';
import { useEffectiveCity } from '../../api/queries/effective-city';
import type { RequestResult } from '../../api/request';
import { MY_TICKET_PATH, RETURN_WORK_INDEX_PATH } from '../../app/page-paths';
import { OFFLINE_TEXT } from '../../app/toast';
import { AppLink } from '../../components/app-link';
import { CheckRow } from '../../components/check-row/check-row';
import { PlaceSheet } from '../../components/place-sheet/place-sheet';
import { usePickerWheelLabels } from '../../components/picker/use-picker-wheel-labels';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { pad2, parseServiceDate } from '../../lib/shanghai-time';
import { useReturnWorkCampaign, useReturnWorkCampaigns } from './api/return-work';
import { campaignDays, shuttleText, type Answers, type Place } from './return-work-rules';
import styles from './return-work.module.css';

/** What the return-to-work pages share: the campaign chosen, form rows, enrolment and shuttle cards. */

/** The server's words for a failed call (its envelope's desc), else that the connection dropped. */
export const refusalText = (result: Exclude<RequestResult<unknown>, { ok: true }>): string =>
  'meta' in result ? result.meta.desc || `错误 ${result.meta.code}` : OFFLINE_TEXT;

export const Refusal = ({ text }: { text: string | null }) =>
  text ? (
    <p className={styles.refusal} role="alert">
      {text}
    </p>
  ) : null;

export const FieldError = ({ text }: { text: string | undefined }) =>
  text ? (
    <p className={styles.error} role="alert">
      {text}
    </p>
  ) : null;

export const RequiredMark = () => (
  <span className={styles.required} aria-hidden="true">
    *
  </span>
);

export const backToIndex = (text = '查看复工专线') => (
  <AppLink to={RETURN_WORK_INDEX_PATH} className={emptyActionClass}>
    {text}
  </AppLink>
);

/** A refusal of the server in its words; a dropped connection offers a retry. */
export const LoadFailure = ({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) =>
  error instanceof ApiFailure && !error.isTransport ? <EmptyState title={title} hint={error.message} action={backToIndex()} /> : <ErrorState onRetry={onRetry} />;

type ChosenCampaign = { campaign: ReturnWorkCampaign | null; isLoading: boolean; error: unknown; retry: () => void };

/**
 * The campaign a page is about: `?campaignId=` when given, else the city's first still taking enrolments
 * (null when the city has none).
 */
export const useChosenCampaign = (campaignId: string | null): ChosenCampaign => {
  const city = useEffectiveCity().data;
  const one = useReturnWorkCampaign(campaignId);
  const list = useReturnWorkCampaigns(campaignId === null ? city?.cityId : undefined);
  if (campaignId !== null) return { campaign: one.data ?? null, isLoading: one.isPending, error: one.error, retry: () => void one.refetch() };
  return { campaign: list.data?.[0] ?? null, isLoading: !list.data && !list.isError, error: list.error, retry: () => void list.refetch() };
};

export const NoCampaign = () => <EmptyState title="当前城市暂无复工专线活动" hint="活动开启后即可报名，可在“复工专线”页查看" action={backToIndex()} />;

/** The campaign's name, city, days and what it says about itself. */
export const CampaignHero = ({ campaign, children }: { campaign: ReturnWorkCampaign; children?: ReactNode }) => (
  <section className={styles.hero} aria-labelledby="campaign-title">
    <h2 id="campaign-title" className={styles.heroTitle}>
      {campaign.name}
    </h2>
    {campaign.intro ? <p className={styles.heroText}>{campaign.intro}</p> : null}
    <p className={styles.heroMeta}>
      {campaign.cityName} · {campaignDays(campaign)}
      {campaign.isEnrolling ? '' : ' · 已结束报名'}
    </p>
    {children}
  </section>
);

type RowProps = { id: string; label: string; error?: string; children: ReactNode };

export const Row = ({ id, label, error, children }: RowProps) => (
  <>
    <div className={styles.row}>
      <label htmlFor={id} className={styles.rowLabel}>
        {label}
        <RequiredMark />
      </label>
      {children}
    </div>
    <FieldError text={error} />
  </>
);

type TextRowProps = { id: string; label: string; value: string; placeholder: string; maxLength: number; inputMode?: 'tel' | 'text' | 'numeric'; onChange: (value: string) => void; error?: string };

export const TextRow = ({ id, label, value, placeholder, maxLength, inputMode = 'text', onChange, error }: TextRowProps) => (
  <Row id={id} label={label} error={error}>
    <input
      id={id}
      className={styles.input}
      value={value}
      placeholder={placeholder}
      maxLength={maxLength}
      inputMode={inputMode}
      autoComplete="off"
      aria-invalid={error ? true : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  </Row>
);

/** A place, chosen on the place sheet (a station or district found by name, my location, a common address). */
export const PlaceRow = ({ label, value, onChange, error }: { label: string; value: Place | null; onChange: (place: Place) => void; error?: string }) => {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  return (
    <Row id={id} label={label} error={error}>
      <button type="button" id={id} className={styles.pickRow} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-invalid={error ? true : undefined}>
        <span className={`${styles.pickValue} ${value ? '' : styles.placeholder}`}>{value?.name ?? '请选择'}</span>
        <RightOutline className={styles.chevron} aria-hidden="true" />
      </button>
      <PlaceSheet
        title={`选择${label}`}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        nameMaxLength={30}
        detailMaxLength={60}
        onChoose={(place) => onChange({ name: place.name.length >= 2 ? place.name : `${place.name}附近`, lng: place.lng, lat: place.lat })}
      />
    </Row>
  );
};

const localDate = (date: string): Date => {
  const { year, month, day } = parseServiceDate(date);
  return new Date(year, month - 1, day);
};
const dateText = (date: Date): string => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
const wheelUnits = { year: '年', month: '月', day: '日' } as const;

/** 乘车日期: a day of the campaign from today, on antd-mobile's date wheel. */
export const TravelDateRow = ({ range, value, onChange, error }: { range: { first: string; last: string }; value: string; onChange: (date: string) => void; error?: string }) => {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  usePickerWheelLabels(isOpen);
  return (
    <>
      <Row id={id} label="乘车日期" error={error}>
        <button type="button" id={id} className={styles.pickRow} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-invalid={error ? true : undefined}>
          <span className={`${styles.pickValue} ${value ? '' : styles.placeholder}`}>{value || '请选择'}</span>
          <RightOutline className={styles.chevron} aria-hidden="true" />
        </button>
      </Row>
      <DatePicker
        title="选择乘车日期"
        visible={isOpen}
        precision="day"
        min={localDate(range.first)}
        max={localDate(range.last)}
        value={localDate(value || range.first)}
        renderLabel={(type, data) => `${data}${type in wheelUnits ? wheelUnits[type as keyof typeof wheelUnits] : ''}`}
        destroyOnClose
        onClose={() => setOpen(false)}
        onConfirm={(date) => onChange(dateText(date))}
      />
    </>
  );
};

const YesNo = ({ id, field, value, onChange }: { id: string; field: DeclarationField; value: boolean | undefined; onChange: (value: boolean) => void }) => (
  <div className={styles.row}>
    <span className={styles.rowLabelWide} id={id}>
      {field.label}
      {field.isRequired ? <RequiredMark /> : null}
    </span>
    <span className={styles.chips} role="group" aria-labelledby={id}>
      {[true, false].map((choice) => (
        <button key={String(choice)} type="button" className={styles.chip} aria-pressed={value === choice} onClick={() => onChange(choice)}>
          {choice ? '是' : '否'}
        </button>
      ))}
    </span>
  </div>
);

/** The campaign's own declaration fields, each by its kind: a text, an ID number, 是/否, a promise to tick. */
export const DeclarationInputs = ({ fields, answers, onChange, error }: { fields: readonly DeclarationField[]; answers: Answers; onChange: (answers: Answers) => void; error?: string }) => {
  const id = useId();
  if (fields.length === 0) return null;
  const set = (key: string, value: string | boolean) => onChange({ ...answers, [key]: value });
  return (
    <section className={styles.formCard} aria-label="申报信息">
      <h3 className={styles.formTitle}>申报信息</h3>
      {fields.map((field) => {
        const value = answers[field.key];
        if (field.kind === 'yesNo') return <YesNo key={field.key} id={`${id}-${field.key}`} field={field} value={typeof value === 'boolean' ? value : undefined} onChange={(v) => set(field.key, v)} />;
        if (field.kind === 'confirm') {
          return (
            <CheckRow key={field.key} className={styles.confirm} isChecked={value === true} onChange={(v) => set(field.key, v)} label={field.label}>
              {field.label}
              {field.isRequired ? <RequiredMark /> : null}
            </CheckRow>
          );
        }
        return (
          <div key={field.key} className={styles.row}>
            <label htmlFor={`${id}-${field.key}`} className={styles.rowLabel}>
              {field.label}
              {field.isRequired ? <RequiredMark /> : null}
            </label>
            <input
              id={`${id}-${field.key}`}
              className={styles.input}
              value={typeof value === 'string' ? value : ''}
              placeholder={field.kind === 'idNumber' ? '18 位身份证号' : '请填写'}
              maxLength={field.kind === 'idNumber' ? 18 : 50}
              autoComplete="off"
              onChange={(event) => set(field.key, event.target.value)}
            />
          </div>
        );
      })}
      <FieldError text={error} />
    </section>
  );
};

/** A shuttle: its day, time, line and ends, and the bus. */
export const ShuttleFacts = ({ shuttle, children }: { shuttle: ReturnWorkShuttle; children?: ReactNode }) => (
  <div className={styles.shuttle} data-testid="shuttle">
    <p className={styles.shuttleTitle}>{shuttleText(shuttle)}</p>
    <p>
      车牌 {shuttle.plate || '待定'} · 已安排 {shuttle.riders}/{shuttle.seats} 人
    </p>
    {children}
  </div>
);

export const StatusTag = ({ status }: { status: ReturnWorkEnrolment['status'] }) => (
  <span className={styles.status} data-status={status}>
    {enrolmentStatusLabels[status]}
  </span>
);

/**
 * An enrolment: who, the trip asked for, its declarations, and, once on a shuttle, the shuttle with a way to the
 * ticket when it is the viewer's own.
 */
export const EnrolmentCard = ({ enrolment, isOwn, action }: { enrolment: ReturnWorkEnrolment; isOwn: boolean; action?: ReactNode }) => (
  <article className={styles.card} aria-label={`${enrolment.name}的报名`} data-testid="enrolment">
    <div className={styles.cardHead}>
      <h3 className={styles.cardTitle}>
        {enrolment.name} · {enrolment.campaignName}
      </h3>
      <StatusTag status={enrolment.status} />
    </div>
    <div className={styles.facts}>
      <p>
        {enrolment.group ? `${enrolment.group.name}报名` : '个人报名'} · {enrolment.phone}
      </p>
      {enrolment.travelDate && enrolment.from && enrolment.to ? (
        <p>
          {enrolment.travelDate} · {enrolment.from.name} → {enrolment.to.name}
        </p>
      ) : (
        <p>尚未预约班车</p>
      )}
      {enrolment.status === 'waiting' ? <p>运营人员正在按日期和路线安排班车，安排后会短信通知。</p> : null}
    </div>
    {enrolment.shuttle ? (
      <ShuttleFacts shuttle={enrolment.shuttle}>
        {isOwn && enrolment.orderNo ? (
          <AppLink to={MY_TICKET_PATH} className={styles.textLink}>
            查看车票和乘车码
          </AppLink>
        ) : null}
      </ShuttleFacts>
    ) : null}
    {enrolment.declarations.length > 0 ? (
      <dl className={styles.declarations} aria-label="申报信息">
        {enrolment.declarations.map((line) => (
          <div key={line.key}>
            <dt>{line.label}：</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    ) : null}
    {action ? <div className={styles.actions}>{action}</div> : null}
  </article>
);
