import { AddOutline, UploadOutline } from 'antd-mobile-icons';
import type { ImportStaffProblem } from '@udian/contracts/endpoints/return-work/return-work';
import type { ReturnWorkEnrolment } from '@udian/contracts/schemas/return-work';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { navigateTo } from '../../app/navigation';
import { ENTERPRISE_RETURN_WORK_SHUTTLE_PATH, ENTERPRISE_RETURN_WORK_SUCCESS_PATH } from '../../app/page-paths';
import { getHref } from '../../app/paths';
import { toast } from '../../app/toast';
import { AppLink } from '../../components/app-link';
import { Page, Section, pageStyles } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { RequireLogin } from '../../components/require-login';
import { shanghaiToday } from '../../lib/shanghai-time';
import { useAddReturnWorkStaff, useImportReturnWorkStaff, useRemoveReturnWorkStaff } from './api/return-work';
import { EmployerGate, EmployerHead, employerQuery, type EmployerContext } from './employer-parts';
import { DeclarationInputs, Refusal, refusalText, StatusTag, TextRow } from './return-work-parts';
import { csvHeaderOf, declarationProblem, nameProblem, phoneProblem, type Answers } from './return-work-rules';
import styles from './return-work.module.css';

/** A CSV file of at most this size is read (500 rows with their declarations fit well within it). */
const CSV_MAX_BYTES = 120_000;

type Fields = { name: string; phone: string; answers: Answers };
type Errors = Partial<Record<'name' | 'phone' | 'answers', string>>;

const AddOne = ({ context }: { context: EmployerContext }) => {
  const id = useId();
  const today = shanghaiToday();
  const [fields, setFields] = useState<Fields>({ name: '', phone: '', answers: {} });
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = useAddReturnWorkStaff();
  const set = (changes: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...changes }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(changes).map((key) => [key, undefined])) }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const found = { name: nameProblem(fields.name), phone: phoneProblem(fields.phone), answers: declarationProblem(context.campaign, fields.answers, today) };
    const shown = Object.fromEntries(Object.entries(found).filter(([, text]) => text)) as Errors;
    setErrors(shown);
    if (Object.keys(shown).length > 0) return;
    setRefusal(null);
    void add.mutateAsync({ ...employerQuery(context), name: fields.name.trim(), phone: fields.phone.trim(), declarations: fields.answers }).then((result) => {
      if (!result.ok) {
        setRefusal(refusalText(result));
        return;
      }
      toast.success(`已添加 ${result.data.enrolment.name}`);
      setFields({ name: '', phone: '', answers: {} });
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="添加员工">
      <section className={styles.formCard} aria-label="员工">
        <TextRow id={`${id}-name`} label="姓名" value={fields.name} placeholder="员工真实姓名" maxLength={20} onChange={(name) => set({ name })} error={errors.name} />
        <TextRow id={`${id}-phone`} label="手机号" value={fields.phone} placeholder="员工本人手机号，凭它查看车票" maxLength={11} inputMode="tel" onChange={(phone) => set({ phone: phone.replace(/\D/g, '') })} error={errors.phone} />
      </section>
      <DeclarationInputs fields={context.campaign.fields} answers={fields.answers} onChange={(answers) => set({ answers })} error={errors.answers} />
      <Refusal text={refusal} />
      <button type="submit" className={`${pageStyles.primaryButton} ${styles.submit}`} disabled={add.isPending || !context.campaign.isEnrolling}>
        <AddOutline aria-hidden="true" />
        {add.isPending ? '正在添加…' : '添加到名单'}
      </button>
    </form>
  );
};

const ImportCsv = ({ context }: { context: EmployerContext }) => {
  const id = useId();
  const importing = useImportReturnWorkStaff();
  const [problems, setProblems] = useState<ImportStaffProblem[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || importing.isPending) return;
    setProblems([]);
    setRefusal(null);
    if (file.size > CSV_MAX_BYTES) {
      setRefusal('文件过大，一次最多导入 500 人');
      return;
    }
    const result = await importing.mutateAsync({ ...employerQuery(context), csv: await file.text() });
    if (!result.ok) {
      setRefusal(refusalText(result));
      return;
    }
    if (result.data.problems.length > 0) {
      setProblems(result.data.problems);
      return;
    }
    navigateTo(getHref(ENTERPRISE_RETURN_WORK_SUCCESS_PATH, { ...employerQuery(context), added: result.data.added }));
  };
  return (
    <section className={styles.formCard} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        批量导入
      </h3>
      <p className={styles.hint}>CSV 文件（UTF-8），第一行为表头，每行一名员工；是/否项填“是”或“否”。有任何一行不合格时整份文件都不导入，并逐行说明原因。表头：</p>
      <p className={styles.csvHeader} data-testid="csv-header">
        {csvHeaderOf(context.campaign)}
      </p>
      <input id={`${id}-file`} className={styles.fileInput} type="file" accept=".csv,text/csv" onChange={(event) => void onFile(event)} disabled={!context.campaign.isEnrolling} />
      <label htmlFor={`${id}-file`} className={`${pageStyles.ghostButton} ${styles.fileButton} ${styles.submit}`}>
        <UploadOutline aria-hidden="true" />
        {importing.isPending ? '正在导入…' : '选择 CSV 文件导入'}
      </label>
      <Refusal text={refusal} />
      {problems.length > 0 ? (
        <div role="alert">
          <p className={styles.error}>未导入：请修改以下各行后重新导入整份文件</p>
          <ol className={styles.problems} aria-label="导入问题">
            {problems.map((problem) => (
              <li key={`${problem.line}-${problem.phone}`}>
                第 {problem.line} 行 {problem.name} {problem.phone}：{problem.problem}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
};

const Person = ({ context, enrolment }: { context: EmployerContext; enrolment: ReturnWorkEnrolment }) => {
  const remove = useRemoveReturnWorkStaff();
  const [isConfirming, setConfirming] = useState(false);
  return (
    <li className={styles.person}>
      <span className={styles.personMain}>
        <span className={styles.personName}>
          {enrolment.name} · {enrolment.phone}
        </span>
        <span className={styles.muted}>{enrolment.travelDate ? `${enrolment.travelDate} · ${enrolment.to?.name ?? ''}` : '尚未预约班车'}</span>
      </span>
      <StatusTag status={enrolment.status} />
      {enrolment.status === 'assigned' ? null : isConfirming ? (
        <button
          type="button"
          className={styles.remove}
          disabled={remove.isPending}
          onClick={() =>
            void remove.mutateAsync({ groupId: context.employer.groupId, enrolmentId: enrolment.enrolmentId }).then((result) => {
              if (result.ok) toast.success(`已移除 ${enrolment.name}`);
              setConfirming(false);
            })
          }
        >
          确认移除
        </button>
      ) : (
        <button type="button" className={styles.remove} aria-label={`移除${enrolment.name}`} onClick={() => setConfirming(true)}>
          移除
        </button>
      )}
    </li>
  );
};

const EnrollList = ({ context }: { context: EmployerContext }) => {
  const query = employerQuery(context);
  return (
    <>
      <EmployerHead context={context} />
      <Section title="添加员工">
        <AddOne context={context} />
        <ImportCsv context={context} />
      </Section>
      <Section
        title={`名单（${context.list.items.length} 人）`}
        testId="enroll-list"
        action={
          <AppLink to={ENTERPRISE_RETURN_WORK_SHUTTLE_PATH} query={query} className={styles.textLink}>
            预约班车
          </AppLink>
        }
      >
        {context.list.items.length === 0 ? (
          <EmptyState title="名单里还没有员工" hint="逐个添加，或导入 CSV 文件" />
        ) : (
          <ul className={styles.people} aria-label="员工名单">
            {context.list.items.map((enrolment) => (
              <Person key={enrolment.enrolmentId} context={context} enrolment={enrolment} />
            ))}
          </ul>
        )}
      </Section>
    </>
  );
};

/**
 * enterprise-return-work-enroll-list `?groupId=&campaignId=`: the employer's staff list for a campaign: add one
 * (name, phone, the campaign's declarations), import a CSV (all rows or none, each problem by its line), remove
 * someone not yet on a shuttle. A phone enrolled for the campaign by anyone is refused.
 */
export const EnterpriseReturnWorkEnrollListPage = () => (
  <RequireLogin>
    <Page>
      <EmployerGate>{(context) => <EnrollList context={context} />}</EmployerGate>
    </Page>
  </RequireLogin>
);
