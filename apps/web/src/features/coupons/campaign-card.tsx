import type { CouponCampaign } from '@udian/contracts/schemas/promotions';
import { couponFace, couponValueText, lineScopeText, termsValidityText, thresholdText } from '../../lib/coupon-text';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { campaignAction, stockText } from './campaign-state';
import styles from './coupons.module.css';

type CampaignCardProps = { campaign: CouponCampaign; isClaiming: boolean; onClaim: () => void };

/** A campaign of 领券中心: the coupon it gives, its stock and dates, and the claim button or why not. */
export const CampaignCard = ({ campaign, isClaiming, onClaim }: CampaignCardProps) => {
  const { terms } = campaign;
  const face = couponFace(terms);
  const action = campaignAction(campaign);
  return (
    <article className={`${styles.card} ${action.canClaim ? '' : styles.dimmed}`} aria-label={campaign.name} data-testid="campaign-card">
      <div className={styles.cardMain}>
        <div className={styles.face} aria-label={couponValueText(terms)}>
          <span className={styles.figure}>
            {terms.kind === 'amount' ? <span className={styles.currency}>¥</span> : null}
            {face.figure}
          </span>
          <span className={styles.unit}>{face.unit}</span>
          <span className={styles.threshold}>{thresholdText(terms.thresholdCents)}</span>
        </div>
        <div className={styles.body}>
          <h3 className={styles.name}>{campaign.name}</h3>
          <p className={styles.line}>
            {terms.name} · {couponValueText(terms)} · {lineScopeText(terms)}
          </p>
          <p className={styles.line}>券有效期：{termsValidityText(terms)}</p>
          <p className={styles.line}>
            活动时间：{formatShanghaiDateTime(campaign.startsAt)} 至 {formatShanghaiDateTime(campaign.endsAt)}
          </p>
          <p className={styles.stock}>{stockText(campaign)}</p>
        </div>
        <div className={styles.action}>
          <button
            type="button"
            className={styles.useButton}
            disabled={!action.canClaim || isClaiming}
            onClick={onClaim}
            aria-label={action.canClaim ? `${action.label}：${campaign.name}` : `${campaign.name}：${action.label}`}
          >
            {action.label}
          </button>
        </div>
      </div>
      {campaign.description ? <p className={styles.description}>{campaign.description}</p> : null}
    </article>
  );
};
