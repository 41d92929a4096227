import type { OdCampaign } from '@udian/contracts/schemas/demand';
import { AppLink } from '../../components/app-link';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { OD_COLLECTION_PATH } from '../../app/page-paths';
import { useOdCampaigns } from './api/od-campaigns';
import { campaignDays, progressPercent } from './od-campaign-state';
import styles from './demand.module.css';

const CampaignEntry = ({ campaign }: { campaign: OdCampaign }) => (
  <li>
    <AppLink to={OD_COLLECTION_PATH} query={{ id: campaign.id }} className={styles.campaignEntry}>
      <span className={styles.campaignName}>{campaign.name}</span>
      <span className={styles.campaignMeta}>
        {campaign.organizer} · 截止 {campaignDays(campaign).last}
      </span>
      <span className={styles.campaignMeta}>
        已征集 {campaign.demands}/{campaign.target} 条需求 · {progressPercent(campaign)}%
      </span>
    </AppLink>
  </li>
);

/** The OD-collection campaigns running in the passenger's city, each an entry to its page; nothing when none runs. */
export const OdCampaignEntries = () => {
  const city = useEffectiveCity();
  const campaigns = useOdCampaigns(city.data?.cityId);
  if (!campaigns.data || campaigns.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="od-campaigns">
      <h2 id="od-campaigns" className={styles.sectionTitle}>
        正在进行的需求征集
      </h2>
      <ul className={styles.list}>
        {campaigns.data.map((campaign) => (
          <CampaignEntry key={campaign.id} campaign={campaign} />
        ))}
      </ul>
    </section>
  );
};
