import { periodPassKindLabels } from '@udian/contracts/schemas/pass-tag';
import type { PeriodPassOffer } from '@udian/contracts/schemas/period-passes';
import { PERIOD_DETAIL_PATH } from '../../app/page-paths';
import { AppLink } from '../../components/app-link';
import { Section } from '../../components/page/page';
import { formatYuan } from '../../lib/format';
import { discountText, passPeriodText } from '../../lib/pass-label';
import { formatMonthDay } from '../../lib/shanghai-time';
import { usePeriodPassOffers } from './api/period-pass-offers';
import styles from './period-pass-offers.module.css';

const OfferRow = ({ lineId, offer }: { lineId: string; offer: PeriodPassOffer }) => {
  const label = periodPassKindLabels[offer.kind];
  const period = passPeriodText({ kind: offer.kind, ...offer.period });
  return (
    <li className={styles.offer} aria-label={`${period}${label}`} data-testid="period-pass-offer">
      <div className={styles.main}>
        <p className={styles.title}>
          {period}
          {label}
          <span className={styles.tag}>{discountText(offer.discountPercent)}</span>
        </p>
        {offer.isOnSale ? (
          <p className={styles.text}>
            {offer.rideDays} 个乘车日 · 原价 ¥{formatYuan(offer.fullFareCents)}
            <br />
            {label}价 <span className={styles.price}>¥{formatYuan(offer.priceCents)}</span> · 售卖至 {formatMonthDay(offer.sale.endsOn)}
          </p>
        ) : (
          <p className={styles.text}>
            {formatMonthDay(offer.sale.startsOn)} 至 {formatMonthDay(offer.sale.endsOn)} 开售
          </p>
        )}
      </div>
      {offer.isOnSale ? (
        <AppLink to={PERIOD_DETAIL_PATH} query={{ lineId, kind: offer.kind }} className={styles.buy}>
          购买{label}
        </AppLink>
      ) : null}
    </li>
  );
};

/**
 * 周期票 on the line page (decision 050): the line's weekly and monthly passes, each for the next period; one
 * whose window is open is priced and bought from here, one not yet open says when it opens. Nothing shows
 * for a line without passes.
 */
export const PeriodPassOffers = ({ lineId }: { lineId: string }) => {
  const offers = usePeriodPassOffers(lineId);
  if (!offers.data || offers.data.length === 0) return null;
  return (
    <Section title="周期票" testId="period-pass-offers">
      <ul className={styles.offers}>
        {offers.data.map((offer) => (
          <OfferRow key={offer.kind} lineId={lineId} offer={offer} />
        ))}
      </ul>
    </Section>
  );
};
