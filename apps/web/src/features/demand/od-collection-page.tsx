import type { OdCampaign } from '@udian/contracts/schemas/demand';
import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { getIdParam } from '../../app/query-params';
import { CUSTOM_RULE_PATH, DEMAND_COLLECTION_PATH, MY_CUSTOM_PATH } from '../../app/page-paths';
import { useLoginInfo } from '../../lib/use-login-info';
import { useOdCampaign } from './api/od-campaigns';
import { campaignDays, campaignRefusal, campaignStatusLabels, progressPercent } from './od-campaign-state';
import styles from './demand.module.css';

const Progress = ({ campaign }: { campaign: OdCampaign }) => {
  const percent = progressPercent(campaign);
  return (
    <section className={styles.formCard} aria-label="征集进度">
      <h2 className={styles.cardTitle}>征集进度</h2>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="已征集需求"
        aria-valuemin={0}
        aria-valuemax={campaign.target}
        aria-valuenow={Math.min(campaign.demands, campaign.target)}
        aria-valuetext={`${campaign.demands}/${campaign.target}`}
      >
        <span className={styles.progressBar} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.progressText} data-testid="campaign-progress">
        已征集 <strong>{campaign.demands}</strong>/{campaign.target} 条需求（{percent}%）· 共 {campaign.people} 人
      </p>
    </section>
  );
};

const Campaign = ({ id }: { id: string }) => {
  const login = useLoginInfo();
  const info = useOdCampaign(login?.userId ?? '', id);
  if (info.isError) {
    return info.error instanceof ApiFailure && !info.error.isTransport ? (
      <EmptyState title="活动不存在" hint={info.error.message || '该需求征集活动不存在，请确认链接是否正确'} />
    ) : (
      <ErrorState title="活动加载失败" onRetry={() => void info.refetch()} />
    );
  }
  if (!info.data) return <SkeletonList rows={4} label="正在加载需求征集活动" />;
  const { campaign, myDemandIds } = info.data;
  const refusal = campaignRefusal(campaign.status);
  return (
    <>
      <section className={styles.hero} aria-label="活动介绍">
        <span className={styles.heroStatus}>{campaignStatusLabels[campaign.status]}</span>
        <h2 className={styles.heroTitle}>{campaign.name}</h2>
        <p className={styles.heroMeta}>面向：{campaign.organizer}</p>
        <p className={styles.heroMeta}>
          {campaignDays(campaign).first} 至 {campaignDays(campaign).last}
        </p>
      </section>
      <section className={styles.formCard} aria-label="活动说明">
        <h2 className={styles.cardTitle}>活动说明</h2>
        {campaign.intro
          .split(/\n+/)
          .filter((paragraph) => paragraph.trim() !== '')
          .map((paragraph, index) => (
            <p key={index} className={styles.introParagraph}>
              {paragraph}
            </p>
          ))}
        <p className={styles.placeLine}>
          <span className={styles.fieldLabel}>目的地</span>
          <span className={styles.placeText}>
            {campaign.place.name}
            {campaign.place.address ? <span className={styles.placeDetail}>{campaign.place.address}</span> : null}
          </span>
        </p>
      </section>
      <Progress campaign={campaign} />
      {myDemandIds.length > 0 ? (
        <p className={styles.joined} role="status">
          您已通过本活动提交 {myDemandIds.length} 条需求，可在
          <AppLink to={MY_CUSTOM_PATH} className={styles.textLink}>
            我的定制线路
          </AppLink>
          查看
        </p>
      ) : null}
      {refusal ? (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      ) : (
        <AppLink to={DEMAND_COLLECTION_PATH} query={{ odCampaignId: campaign.id }} className={styles.submit}>
          {myDemandIds.length > 0 ? '再填一条通勤需求' : '填写我的通勤需求'}
        </AppLink>
      )}
      <nav className={styles.footerLinks} aria-label="更多">
        <AppLink to={CUSTOM_RULE_PATH} className={styles.textLink}>
          定制线路规则
        </AppLink>
      </nav>
    </>
  );
};

/** h5/odcollection/index?id=: an OD-collection campaign, its progress, and the way to submit a demand through it. */
export const OdCollectionPage = () => {
  const id = getIdParam('id');
  return <Page>{id ? <Campaign key={id} id={id} /> : <EmptyState title="活动不存在" hint="链接缺少活动编号，请确认链接是否正确" />}</Page>;
};
