import { Picker } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { GroupLine, GroupSummary } from '@udian/contracts/schemas/groups';
import type { LineStop } from '@udian/contracts/schemas/lines';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLineDetail } from '../../api/queries/line-detail';
import { AppLink } from '../../components/app-link';
import { usePickerWheelLabels } from '../../components/picker/use-picker-wheel-labels';
import { Page, pageStyles } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { getIdParam } from '../../app/query-params';
import { RESTUDY_ENTERPRISE_SEARCH_PATH, RESTUDY_PATH, SCHOOL_LINE_INTRO_PATH } from '../../app/page-paths';
import { toast } from '../../app/toast';
import { useLoginInfo } from '../../lib/use-login-info';
import { useRegisterStudent, useSchool, useSchoolLines } from './api/schools';
import { FieldError, findSchoolLink, LoadFailure, Refusal, refusalText, RequiredMark } from './school-parts';
import { toRegisterBody, validateStudent, type StudentErrors, type StudentField, type StudentFields } from './school-rules';
import styles from './schools.module.css';

/** Refusals of the server that are about one field: shown on it. */
const fieldOfRefusal: Readonly<Record<number, StudentField>> = {
  [errorCatalogue.studentNoTaken.code]: 'studentNo',
  [errorCatalogue.schoolLineNotFound.code]: 'lineId',
};

type RowProps = { id: string; label: string; error?: string; children: ReactNode };

const Row = ({ id, label, error, children }: RowProps) => (
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

type TextRowProps = { id: string; label: string; value: string; placeholder: string; maxLength: number; inputMode?: 'tel' | 'text'; onChange: (value: string) => void; error?: string };

const TextRow = ({ id, label, value, placeholder, maxLength, inputMode = 'text', onChange, error }: TextRowProps) => (
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

type StopRowProps = { id: string; label: string; stops: readonly LineStop[]; value: number | null; onChange: (seq: number | null) => void; error?: string };

/** A stop, chosen on the house's wheel picker (the page never shows a native select). */
const StopRow = ({ id, label, stops, value, onChange, error }: StopRowProps) => {
  const [isOpen, setOpen] = useState(false);
  usePickerWheelLabels(isOpen);
  const chosen = stops.find((stop) => stop.seq === value);
  return (
    <Row id={id} label={label} error={error}>
      <button
        type="button"
        id={id}
        className={styles.pickerField}
        aria-haspopup="dialog"
        aria-invalid={error ? true : undefined}
        data-chosen={chosen ? 'true' : undefined}
        onClick={() => setOpen(true)}
      >
        <span>{chosen?.name ?? '请选择'}</span>
        <RightOutline aria-hidden="true" />
      </button>
      <Picker
        title={`选择${label}`}
        columns={[stops.map((stop) => ({ label: stop.name, value: String(stop.seq) }))]}
        value={chosen ? [String(chosen.seq)] : []}
        visible={isOpen}
        destroyOnClose
        onClose={() => setOpen(false)}
        onConfirm={([seq]) => onChange(seq ? Number(seq) : null)}
      />
    </Row>
  );
};

/** The chosen line's stops (the line page's /line/detail/query): where a student may board, and alight after it. */
const Stops = ({ lineId, fields, errors, onBoard, onAlight }: { lineId: string; fields: StudentFields; errors: StudentErrors; onBoard: (seq: number | null) => void; onAlight: (seq: number | null) => void }) => {
  const id = useId();
  const detail = useLineDetail(lineId);
  if (detail.isError) return <ErrorState title="站点加载失败" onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <SkeletonList rows={2} label="正在加载站点" />;
  const boarding = detail.data.stops.filter((stop) => stop.canBoard);
  const alighting = detail.data.stops.filter((stop) => stop.canAlight && (fields.boardSeq === null || stop.seq > fields.boardSeq));
  return (
    <>
      <StopRow id={`${id}-board`} label="上车站点" stops={boarding} value={fields.boardSeq} onChange={onBoard} error={errors.boardSeq} />
      <StopRow id={`${id}-alight`} label="下车站点" stops={alighting} value={fields.alightSeq} onChange={onAlight} error={errors.alightSeq} />
    </>
  );
};

const LineChoices = ({ lines, value, onChange, error }: { lines: readonly GroupLine[]; value: string | null; onChange: (lineId: string) => void; error?: string }) => (
  <>
    <div className={styles.lineChoices} role="radiogroup" aria-label="校车线路">
      {lines.map(({ line }) => (
        <button key={line.lineId} type="button" role="radio" aria-checked={line.lineId === value} className={styles.lineChoice} onClick={() => onChange(line.lineId)}>
          {line.lineCode} {line.lineName}（{line.startStationName} → {line.endStationName}
          {line.firstDepartureTime ? `，${line.firstDepartureTime} 发车` : ''}）
        </button>
      ))}
    </div>
    <FieldError text={error} />
  </>
);

const SignForm = ({ userId, phone, school, lines }: { userId: string; phone: string; school: GroupSummary; lines: readonly GroupLine[] }) => {
  const id = useId();
  const [fields, setFields] = useState<StudentFields>(() => ({
    lineId: lines.length === 1 ? (lines[0]?.line.lineId ?? null) : null,
    boardSeq: null,
    alightSeq: null,
    name: '',
    className: '',
    studentNo: '',
    guardianPhone: phone,
  }));
  const [errors, setErrors] = useState<StudentErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const register = useRegisterStudent(userId);

  const set = (changes: Partial<StudentFields>) => {
    setFields((current) => ({ ...current, ...changes }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(changes).map((key) => [key, undefined])) }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    const found = validateStudent(fields);
    setErrors(found);
    const { lineId, boardSeq, alightSeq } = fields;
    if (Object.keys(found).length > 0 || lineId === null || boardSeq === null || alightSeq === null) return;
    setRefusal(null);
    void register.mutateAsync(toRegisterBody(school.groupId, { ...fields, lineId, boardSeq, alightSeq })).then((result) => {
      if (result.ok) {
        // A registration that matches the school's student list is approved at once.
        toast.success(result.data.student.status === 'approved' ? '报名成功，与学校名单一致，已通过审核' : '报名已提交，请等待学校审核');
        navigateTo(getHref(RESTUDY_PATH), { isReplace: true });
        return;
      }
      const field = 'meta' in result ? fieldOfRefusal[result.meta.code] : undefined;
      if (field) setErrors((current) => ({ ...current, [field]: refusalText(result) }));
      else setRefusal(refusalText(result));
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="校车报名">
      <section className={styles.formCard} aria-label="学校与线路">
        <div className={styles.row}>
          <span className={styles.rowLabel}>学校</span>
          <span className={styles.input} data-testid="school-name">
            {school.name}
          </span>
          <AppLink to={RESTUDY_ENTERPRISE_SEARCH_PATH} className={styles.textLink}>
            更换学校
          </AppLink>
        </div>
        <p className={styles.subTitle}>
          校车线路
          <RequiredMark />
        </p>
        <LineChoices lines={lines} value={fields.lineId} onChange={(lineId) => set({ lineId, boardSeq: null, alightSeq: null })} error={errors.lineId} />
        {fields.lineId ? (
          <Stops
            key={fields.lineId}
            lineId={fields.lineId}
            fields={fields}
            errors={errors}
            onBoard={(boardSeq) => set({ boardSeq, alightSeq: fields.alightSeq !== null && boardSeq !== null && fields.alightSeq <= boardSeq ? null : fields.alightSeq })}
            onAlight={(alightSeq) => set({ alightSeq })}
          />
        ) : null}
      </section>
      <section className={styles.formCard} aria-label="学生信息">
        <TextRow id={`${id}-name`} label="学生姓名" value={fields.name} placeholder="与学校登记一致" maxLength={20} onChange={(name) => set({ name })} error={errors.name} />
        <TextRow id={`${id}-class`} label="班级" value={fields.className} placeholder="如：三年级二班" maxLength={20} onChange={(className) => set({ className })} error={errors.className} />
        <TextRow id={`${id}-no`} label="学号" value={fields.studentNo} placeholder="学校发的学号，4–20 位" maxLength={20} onChange={(studentNo) => set({ studentNo })} error={errors.studentNo} />
        <TextRow
          id={`${id}-phone`}
          label="家长手机"
          value={fields.guardianPhone}
          placeholder="接收孩子上车通知的手机号"
          maxLength={11}
          inputMode="tel"
          onChange={(guardianPhone) => set({ guardianPhone })}
          error={errors.guardianPhone}
        />
      </section>
      <p className={styles.hint}>
        报名后由{school.name}核对学生信息，审核结果在“校车”页查看。审核通过后可购买学期票；孩子每次上车检票，都会短信和站内通知家长手机。
      </p>
      <Refusal text={refusal} />
      <button type="submit" className={`${pageStyles.primaryButton} ${styles.submit}`} disabled={register.isPending}>
        {register.isPending ? '正在提交…' : '提交报名'}
      </button>
    </form>
  );
};

const SignForSchool = ({ userId, phone, groupId }: { userId: string; phone: string; groupId: string }) => {
  const school = useSchool(groupId);
  const lines = useSchoolLines(groupId);
  if (school.isError) return <LoadFailure title="学校不存在" error={school.error} onRetry={() => void school.refetch()} />;
  if (lines.isError) return <ErrorState title="校车线路加载失败" onRetry={() => void lines.refetch()} />;
  if (!school.data || !lines.data) return <SkeletonList rows={4} label="正在加载报名表" />;
  if (school.data.kind !== 'school') return <EmptyState title="该单位不是学校" hint="请从学校列表中选择孩子就读的学校" action={findSchoolLink()} />;
  if (lines.data.length === 0) {
    return <EmptyState title={`${school.data.name}暂无运营中的校车线路`} hint="线路开通后即可报名，也可以选择其他学校" action={findSchoolLink('选择其他学校')} />;
  }
  return <SignForm userId={userId} phone={phone} school={school.data} lines={lines.data} />;
};

const SignPage = () => {
  const login = useLoginInfo();
  const groupId = getIdParam('groupId');
  if (!login) return null;
  if (!groupId) {
    return (
      <EmptyState
        title="请先选择学校"
        hint="找到孩子就读的学校后，即可为孩子报名校车"
        action={
          <>
            {findSchoolLink()}
            <AppLink to={SCHOOL_LINE_INTRO_PATH} className={emptyActionClass}>
              了解校车
            </AppLink>
          </>
        }
      />
    );
  }
  return <SignForSchool key={groupId} userId={login.userId} phone={login.phoneNum} groupId={groupId} />;
};

/**
 * school-line-sign `?groupId=`: registers a student on one of the school's lines (/school/student/register):
 * the line, the stops the student boards and alights at, name, class, student number and the guardian's
 * phone (the account's by default). Each field shows the contract's words; once sent, back to 校车, where the
 * registration waits for the school.
 */
export const SchoolLineSignPage = () => (
  <RequireLogin>
    <Page>
      <SignPage />
    </Page>
  </RequireLogin>
);
