import type { OdCampaign } from '@udian/contracts/schemas/demand';
import { DEMAND_NOTE_MAX_LENGTH } from '@udian/contracts/schemas/demand';
import { textLength } from '@udian/contracts/account-rules';
import { Selector } from 'antd-mobile';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { getIdParam } from '../../app/query-params';
import { toast } from '../../app/toast';
import { CUSTOM_RULE_PATH, MY_CUSTOM_PATH } from '../../app/page-paths';
import { useIsHydrated } from '../../lib/use-hydrated';
import { useLoginInfo } from '../../lib/use-login-info';
import { useAddDemand } from './api/add-demand';
import { useOdCampaign } from './api/od-campaigns';
import { ClockField } from './clock-field';
import { clearDemandDraft, emptyDemandFields, loadDemandDraft, saveDemandDraft, type EndName } from './demand-draft';
import { isoWeekdayName, timeKindLabels } from './demand-text';
import { isComplete, toDemandBody, validateDemand, type DemandEnd, type DemandErrors, type DemandField, type DemandFields } from './demand-rules';
import { EndField, endLabels } from './end-field';
import { PeopleField } from './people-field';
import { PlaceSheet } from './place-sheet';
import styles from './demand.module.css';

const timeKindOptions = (['arrive', 'depart'] as const).map((value) => ({ label: timeKindLabels[value], value }));
const weekdayOptions = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ label: isoWeekdayName(day), value: day }));

const timeKindHints = {
  arrive: '希望到达目的地的时间段，如上班打卡前',
  depart: '希望从出发地出发的时间段，如下班后',
} as const;

const FieldError = ({ text }: { text: string | undefined }) =>
  text ? (
    <p className={styles.error} role="alert">
      {text}
    </p>
  ) : null;

/** Where the demand came from: an OD-collection campaign, whose place is the destination while it runs. */
const CampaignNotice = ({ campaign }: { campaign: OdCampaign }) => (
  <p className={styles.campaignNotice} data-testid="campaign-notice">
    {campaign.status === 'running'
      ? `通过「${campaign.name}」提交，目的地已填为${campaign.place.name}，可按需修改。`
      : `「${campaign.name}」未在进行中，本次将作为普通需求提交。`}
  </p>
);

const DemandForm = ({ userId }: { userId: string }) => {
  const id = useId();
  const [fields, setFields] = useState<DemandFields>(() => loadDemandDraft() ?? emptyDemandFields());
  const [errors, setErrors] = useState<DemandErrors>({});
  const [openEnd, setOpenEnd] = useState<EndName | null>(null);
  const add = useAddDemand();
  const odCampaignId = getIdParam('odCampaignId');
  const campaign = useOdCampaign(userId, odCampaignId);
  const running = campaign.data?.campaign.status === 'running' ? campaign.data.campaign : null;

  useEffect(() => saveDemandDraft(fields), [fields]);

  // From a running campaign: its place becomes the destination once, and the demand counts for it.
  useEffect(() => {
    if (!running) return;
    setFields((current) => (current.odCampaignId === running.id ? current : { ...current, odCampaignId: running.id, to: { ...running.place } }));
  }, [running]);

  const set = <K extends keyof DemandFields>(key: K, value: DemandFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    // A field being corrected stops showing its old complaint; the two-field rules are checked again on sending.
    if (key !== 'odCampaignId') setErrors((current) => ({ ...current, [key as DemandField]: undefined }));
  };

  const swap = () => {
    setFields((current) => ({ ...current, from: current.to, to: current.from }));
    setErrors((current) => ({ ...current, from: undefined, to: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDemand(fields);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      toast.fail(first);
      return;
    }
    if (!isComplete(fields) || add.isPending) return;
    const body = toDemandBody({ ...fields, odCampaignId: running && fields.odCampaignId === running.id ? running.id : null });
    add.mutate(body, {
      onSuccess: ({ isMerged }) => {
        clearDemandDraft();
        toast.success(isMerged ? '已合并到您之前的需求' : '已提交');
        navigateTo(getHref(MY_CUSTOM_PATH), { isReplace: true });
      },
    });
  };

  const noteLength = textLength(fields.note);
  return (
    <form onSubmit={onSubmit} noValidate aria-label="通勤需求">
      {campaign.data ? <CampaignNotice campaign={campaign.data.campaign} /> : null}
      <section className={styles.formCard} aria-label="通勤路线">
        <EndField end="from" value={fields.from} error={errors.from} onOpen={() => setOpenEnd('from')} />
        <div className={styles.swapRow}>
          <button type="button" className={styles.swapButton} onClick={swap} disabled={!fields.from && !fields.to}>
            <span aria-hidden="true">⇅ </span>
            互换出发地和目的地
          </button>
        </div>
        <EndField end="to" value={fields.to} error={errors.to} onOpen={() => setOpenEnd('to')} />
      </section>

      <section className={styles.formCard} aria-label="通勤时间">
        <div className={styles.fieldRow}>
          <span className={styles.fieldLabel} id={`${id}-kind`}>
            时间类型
          </span>
          <Selector
            className={styles.kindChoices}
            options={timeKindOptions}
            value={[fields.timeKind]}
            aria-labelledby={`${id}-kind`}
            // A second tap on the chosen kind would clear it: one kind is always chosen.
            onChange={([kind]) => (kind ? set('timeKind', kind) : undefined)}
          />
        </div>
        <p className={styles.fieldNote}>{timeKindHints[fields.timeKind]}</p>
        <ClockField label="最早" value={fields.windowStart} error={errors.windowStart} onChange={(clock) => set('windowStart', clock)} />
        <ClockField label="最晚" value={fields.windowEnd} error={errors.windowEnd} onChange={(clock) => set('windowEnd', clock)} />
        <div className={styles.weekdays}>
          <span className={styles.fieldLabel} id={`${id}-days`}>
            通勤日
          </span>
          <Selector
            className={styles.dayChoices}
            columns={7}
            multiple
            showCheckMark={false}
            options={weekdayOptions}
            value={fields.weekdays}
            aria-labelledby={`${id}-days`}
            onChange={(days) => set('weekdays', [...days].sort((a, b) => a - b))}
          />
        </div>
        <FieldError text={errors.weekdays} />
      </section>

      <section className={styles.formCard} aria-label="人数与备注">
        <PeopleField value={fields.people} error={errors.people} onChange={(people) => set('people', people)} />
        <label className={styles.noteLabel} htmlFor={`${id}-note`}>
          备注（选填）
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.note}
          rows={3}
          placeholder="如：公司班车停运，希望有直达线路"
          value={fields.note}
          onChange={(event) => set('note', event.target.value)}
        />
        <p className={`${styles.noteCount} ${noteLength > DEMAND_NOTE_MAX_LENGTH ? styles.noteCountOver : ''}`}>
          {noteLength}/{DEMAND_NOTE_MAX_LENGTH}
        </p>
        <FieldError text={errors.note} />
      </section>

      <button type="submit" className={styles.submit} disabled={add.isPending}>
        {add.isPending ? '正在提交…' : '提交需求'}
      </button>
      <p className={styles.formFoot}>
        同一行程再次提交会合并为一条需求。
        <AppLink to={CUSTOM_RULE_PATH} className={styles.textLink}>
          定制线路规则
        </AppLink>
      </p>
      <PlaceSheet
        end={openEnd ?? 'from'}
        title={openEnd ? `选择${endLabels[openEnd]}` : ''}
        isOpen={openEnd !== null}
        onClose={() => setOpenEnd(null)}
        onChoose={(end: DemandEnd) => (openEnd ? set(openEnd, end) : undefined)}
      />
    </form>
  );
};

const DemandCollection = () => {
  const login = useLoginInfo();
  // The draft lives in this tab's storage, which a page rendered on the server cannot see: the form starts
  // once hydrated, so that its first values are the draft's.
  const isHydrated = useIsHydrated();
  if (!login || !isHydrated) return <SkeletonList rows={4} label="正在加载需求表单" />;
  return <DemandForm userId={login.userId} />;
};

/**
 * demand-collection (需求征集): where and when the passenger commutes, checked by the contract's rules before
 * it is sent (POST /demand/add). ?odCampaignId= submits through an OD-collection campaign. The draft survives
 * the trip to demand-station and back.
 */
export const DemandCollectionPage = () => (
  <RequireLogin>
    <Page>
      <DemandCollection />
    </Page>
  </RequireLogin>
);
