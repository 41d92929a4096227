import type { ReturnWorkCampaign } from '@udian/contracts/schemas/return-work';
import { useId, useState, type FormEvent } from 'react';
import { navigateTo } from '../../app/navigation';
import { PRIVATE_RETURN_WORK_SUCCESS_PATH } from '../../app/page-paths';
import { getHref } from '../../app/paths';
import { getIdParam } from '../../app/query-params';
import { toast } from '../../app/toast';
import { AppLink } from '../../components/app-link';
import { Page, pageStyles } from '../../components/page/page';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { shanghaiToday } from '../../lib/shanghai-time';
import { useLoginInfo } from '../../lib/use-login-info';
import { useEnrolReturnWork } from './api/return-work';
import { CampaignHero, DeclarationInputs, LoadFailure, NoCampaign, PlaceRow, Refusal, refusalText, TextRow, TravelDateRow, useChosenCampaign } from './return-work-parts';
import { declarationProblem, nameProblem, travelRange, validateTrip, type Answers, type Place } from './return-work-rules';
import styles from './return-work.module.css';

type Fields = { name: string; travelDate: string; from: Place | null; to: Place | null; answers: Answers };
type Errors = Partial<Record<'name' | 'travelDate' | 'from' | 'to' | 'answers', string>>;

const EnrolForm = ({ campaign, phone }: { campaign: ReturnWorkCampaign; phone: string }) => {
  const id = useId();
  const today = shanghaiToday();
  const range = travelRange(campaign, today);
  const [fields, setFields] = useState<Fields>({ name: '', travelDate: '', from: null, to: null, answers: {} });
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const enrol = useEnrolReturnWork();
  const set = (changes: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...changes }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(changes).map((key) => [key, undefined])) }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (enrol.isPending) return;
    const found: Errors = { name: nameProblem(fields.name), ...validateTrip(fields, range), answers: declarationProblem(campaign, fields.answers, today) };
    const shown = Object.fromEntries(Object.entries(found).filter(([, text]) => text)) as Errors;
    setErrors(shown);
    const first = Object.values(shown)[0];
    if (first || !fields.from || !fields.to) {
      if (first) toast.fail(first);
      return;
    }
    setRefusal(null);
    void enrol
      .mutateAsync({ campaignId: campaign.campaignId, name: fields.name.trim(), from: fields.from, to: fields.to, travelDate: fields.travelDate, declarations: fields.answers })
      .then((result) => {
        if (!result.ok) {
          setRefusal(refusalText(result));
          return;
        }
        toast.success('报名成功');
        navigateTo(getHref(PRIVATE_RETURN_WORK_SUCCESS_PATH, { enrolmentId: result.data.enrolment.enrolmentId }), { isReplace: true });
      });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="个人报名">
      <section className={styles.formCard} aria-label="乘车人">
        <TextRow id={`${id}-name`} label="姓名" value={fields.name} placeholder="乘车人真实姓名" maxLength={20} onChange={(name) => set({ name })} error={errors.name} />
        <div className={styles.row}>
          <span className={styles.rowLabel}>手机号</span>
          <span className={styles.input} data-testid="enrol-phone">
            {phone}
          </span>
        </div>
      </section>
      <section className={styles.formCard} aria-label="行程">
        <PlaceRow label="上车地点" value={fields.from} onChange={(from) => set({ from })} error={errors.from} />
        <PlaceRow label="下车地点" value={fields.to} onChange={(to) => set({ to })} error={errors.to} />
        <TravelDateRow range={range} value={fields.travelDate} onChange={(travelDate) => set({ travelDate })} error={errors.travelDate} />
      </section>
      <DeclarationInputs fields={campaign.fields} answers={fields.answers} onChange={(answers) => set({ answers })} error={errors.answers} />
      <p className={styles.hint}>
        个人报名免费乘坐。运营人员按日期和路线安排班车后，会短信通知本手机号；车票在“我的车票”中，凭乘车码上车。每个手机号每次活动报名一次。
      </p>
      <Refusal text={refusal} />
      <button type="submit" className={`${pageStyles.primaryButton} ${styles.submit}`} disabled={enrol.isPending || !campaign.isEnrolling}>
        {enrol.isPending ? '正在提交…' : campaign.isEnrolling ? '提交报名' : '活动已结束报名'}
      </button>
      <p className={styles.hint}>
        <AppLink to={PRIVATE_RETURN_WORK_SUCCESS_PATH} className={styles.textLink}>
          查看我的报名
        </AppLink>
      </p>
    </form>
  );
};

const Enrol = () => {
  const login = useLoginInfo();
  const { campaign, isLoading, error, retry } = useChosenCampaign(getIdParam('campaignId'));
  if (!login) return null;
  if (error) return <LoadFailure title="活动不存在" error={error} onRetry={retry} />;
  if (isLoading) return <SkeletonList rows={4} label="正在加载报名表" />;
  if (!campaign) return <NoCampaign />;
  return (
    <>
      <CampaignHero campaign={campaign} />
      <EnrolForm campaign={campaign} phone={login.phoneNum} />
    </>
  );
};

/**
 * private-return-work-index `?campaignId=`: the passenger enrols themselves (their account's phone) for a
 * shuttle back: name, where they board and alight, the day, the campaign's declarations. Once sent, the
 * enrolment's page, where its shuttle and ticket appear once the operator has grouped it.
 */
export const PrivateReturnWorkIndexPage = () => (
  <RequireLogin>
    <Page>
      <Enrol />
    </Page>
  </RequireLogin>
);
