import { collectKindLabels, type CollectKind, type ReturnWorkCampaign } from '@udian/contracts/schemas/return-work';
import { useId, useState, type FormEvent } from 'react';
import { navigateTo } from '../../app/navigation';
import { RETURN_WORK_COLLECT_SUCCESS_PATH } from '../../app/page-paths';
import { getHref } from '../../app/paths';
import { getIdParam } from '../../app/query-params';
import { toast } from '../../app/toast';
import { AppLink } from '../../components/app-link';
import { Page, pageStyles } from '../../components/page/page';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { shanghaiToday } from '../../lib/shanghai-time';
import { useLoginInfo } from '../../lib/use-login-info';
import { useCollectReturnWork } from './api/return-work';
import { CampaignHero, DeclarationInputs, LoadFailure, NoCampaign, PlaceRow, Refusal, refusalText, TextRow, TravelDateRow, useChosenCampaign } from './return-work-parts';
import { declarationProblem, phoneProblem, travelRange, validateTrip, type Answers, type Place } from './return-work-rules';
import styles from './return-work.module.css';

type Fields = { kind: CollectKind; companyName: string; contactName: string; contactPhone: string; people: string; travelDate: string; from: Place | null; to: Place | null; answers: Answers };
type Errors = Partial<Record<'companyName' | 'contactName' | 'contactPhone' | 'people' | 'travelDate' | 'from' | 'to' | 'answers', string>>;

const KINDS: readonly CollectKind[] = ['person', 'enterprise'];

const CollectForm = ({ campaign, phone }: { campaign: ReturnWorkCampaign; phone: string }) => {
  const id = useId();
  const today = shanghaiToday();
  const range = travelRange(campaign, today);
  const [fields, setFields] = useState<Fields>({ kind: 'person', companyName: '', contactName: '', contactPhone: phone, people: '', travelDate: '', from: null, to: null, answers: {} });
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const collect = useCollectReturnWork();
  const set = (changes: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...changes }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(changes).map((key) => [key, undefined])) }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (collect.isPending) return;
    const people = Number(fields.people);
    const found: Errors = {
      ...validateTrip(fields, range),
      companyName: fields.kind === 'enterprise' && fields.companyName.trim().length < 2 ? '请填写企业名称（至少 2 个字）' : undefined,
      contactName: fields.contactName.trim().length < 2 ? '请填写联系人（至少 2 个字）' : undefined,
      contactPhone: phoneProblem(fields.contactPhone),
      people: !Number.isInteger(people) || people < 1 || people > 2000 ? '人数为 1–2000 人' : undefined,
      answers: declarationProblem(campaign, fields.answers, today),
    };
    const shown = Object.fromEntries(Object.entries(found).filter(([, text]) => text)) as Errors;
    setErrors(shown);
    const first = Object.values(shown)[0];
    if (first || !fields.from || !fields.to) {
      if (first) toast.fail(first);
      return;
    }
    setRefusal(null);
    void collect
      .mutateAsync({
        campaignId: campaign.campaignId,
        kind: fields.kind,
        companyName: fields.kind === 'enterprise' ? fields.companyName.trim() : '',
        contactName: fields.contactName.trim(),
        contactPhone: fields.contactPhone.trim(),
        from: fields.from,
        to: fields.to,
        travelDate: fields.travelDate,
        people,
        declarations: fields.answers,
      })
      .then((result) => {
        if (!result.ok) {
          setRefusal(refusalText(result));
          return;
        }
        toast.success('需求已登记');
        navigateTo(getHref(RETURN_WORK_COLLECT_SUCCESS_PATH, { requestId: result.data.request.requestId }), { isReplace: true });
      });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="登记乘车需求">
      <section className={styles.formCard} aria-label="登记人">
        <div className={styles.row}>
          <span className={styles.rowLabel} id={`${id}-kind`}>
            登记类型
          </span>
          <span className={styles.chips} role="group" aria-labelledby={`${id}-kind`}>
            {KINDS.map((kind) => (
              <button key={kind} type="button" className={styles.chip} aria-pressed={fields.kind === kind} onClick={() => set({ kind })}>
                {collectKindLabels[kind]}
              </button>
            ))}
          </span>
        </div>
        {fields.kind === 'enterprise' ? (
          <TextRow id={`${id}-company`} label="企业名称" value={fields.companyName} placeholder="请填写企业全称" maxLength={40} onChange={(companyName) => set({ companyName })} error={errors.companyName} />
        ) : null}
        <TextRow id={`${id}-contact`} label="联系人" value={fields.contactName} placeholder="请填写姓名" maxLength={20} onChange={(contactName) => set({ contactName })} error={errors.contactName} />
        <TextRow id={`${id}-phone`} label="联系电话" value={fields.contactPhone} placeholder="11 位手机号" maxLength={11} inputMode="tel" onChange={(contactPhone) => set({ contactPhone: contactPhone.replace(/\D/g, '') })} error={errors.contactPhone} />
      </section>
      <section className={styles.formCard} aria-label="行程">
        <PlaceRow label="出发地" value={fields.from} onChange={(from) => set({ from })} error={errors.from} />
        <PlaceRow label="目的地" value={fields.to} onChange={(to) => set({ to })} error={errors.to} />
        <TravelDateRow range={range} value={fields.travelDate} onChange={(travelDate) => set({ travelDate })} error={errors.travelDate} />
        <TextRow id={`${id}-people`} label="乘车人数" value={fields.people} placeholder="1–2000" maxLength={4} inputMode="numeric" onChange={(people) => set({ people: people.replace(/\D/g, '') })} error={errors.people} />
      </section>
      <DeclarationInputs fields={campaign.fields} answers={fields.answers} onChange={(answers) => set({ answers })} error={errors.answers} />
      <p className={styles.hint}>登记的需求帮助我们规划班次；需要为具体乘车人出票时，请使用“个人报名”或“企业报名”。</p>
      <Refusal text={refusal} />
      <button type="submit" className={`${pageStyles.primaryButton} ${styles.submit}`} disabled={collect.isPending || !campaign.isEnrolling}>
        {collect.isPending ? '正在提交…' : campaign.isEnrolling ? '提交需求' : '活动已结束报名'}
      </button>
      <p className={styles.hint}>
        <AppLink to={RETURN_WORK_COLLECT_SUCCESS_PATH} className={styles.textLink}>
          查看我的需求登记
        </AppLink>
      </p>
    </form>
  );
};

const Collect = () => {
  const login = useLoginInfo();
  const { campaign, isLoading, error, retry } = useChosenCampaign(getIdParam('campaignId'));
  if (!login) return null;
  if (error) return <LoadFailure title="活动不存在" error={error} onRetry={retry} />;
  if (isLoading) return <SkeletonList rows={4} label="正在加载登记表" />;
  if (!campaign) return <NoCampaign />;
  return (
    <>
      <CampaignHero campaign={campaign} />
      <CollectForm campaign={campaign} phone={login.phoneNum} />
    </>
  );
};

/**
 * return-work-collect `?campaignId=`: a person or an employer says how many need a shuttle back, from where to
 * where, on which day of the campaign, with the campaign's declarations (checked here as the server checks
 * them); once sent, the need's page.
 */
export const ReturnWorkCollectPage = () => (
  <RequireLogin>
    <Page>
      <Collect />
    </Page>
  </RequireLogin>
);
