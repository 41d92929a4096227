import type { AnnualReview } from '@udian/contracts/endpoints/annual-review/annual-review';
import { CARBON_SOURCE_NOTE } from '@udian/contracts/ride-carbon';
import type { ReactNode } from 'react';
import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { navigateTo } from '../../app/navigation';
import { ANNUAL_REVIEW_PATH, LINE_INFO_PATH, LINE_LIST_PATH } from '../../app/page-paths';
import { getHref } from '../../app/paths';
import { getQueryParam } from '../../app/query-params';
import { useLoginInfo } from '../../lib/use-login-info';
import { useAnnualReview } from './api/annual-review';
import { ReviewImage } from './review-image';
import { cardTiles } from './review-card-drawing';
import { earliestRideText, kilometresText } from './review-text';
import styles from './annual-review.module.css';

/** ?year=2025: a four-digit year, else null (the current year). */
const yearParam = (): number | null => {
  const value = getQueryParam('year');
  return value !== null && /^\d{4}$/.test(value) ? Number(value) : null;
};

const YearChooser = ({ review }: { review: AnnualReview }) =>
  review.years.length > 1 ? (
    <div className={styles.years} role="group" aria-label="选择年份">
      {review.years.map((year) => (
        <button
          key={year}
          type="button"
          className={`${styles.year} ${year === review.year ? styles.yearActive : ''}`}
          aria-pressed={year === review.year}
          onClick={() => navigateTo(getHref(ANNUAL_REVIEW_PATH, { year }), { isReplace: true })}
        >
          {year} 年
        </button>
      ))}
    </div>
  ) : null;

const Hero = ({ review, children }: { review: AnnualReview; children?: ReactNode }) => (
  <header className={styles.hero}>
    <h2 className={styles.heroTitle}>我的 {review.year} 乘车年度报告</h2>
    <p className={styles.heroLine}>
      {review.rides > 0 ? `这一年，您乘车 ${review.rides} 次，行程 ${kilometresText(review.distanceM)} 公里` : '检票乘车后，这里会记下您这一年的出行'}
    </p>
    {children}
  </header>
);

const tileClass: Readonly<Record<string, string | undefined>> = {
  primary: styles.valuePrimary,
  success: styles.valueSuccess,
  accent: styles.valueAccent,
};

const Figures = ({ review }: { review: AnnualReview }) => (
  <dl className={styles.tiles} aria-label="年度数据">
    {cardTiles(review).map((tile) => (
      <div key={tile.label} className={styles.tile}>
        <dt className={styles.tileLabel}>{tile.label}</dt>
        <dd className={styles.tileValue}>
          <span className={tileClass[tile.colour] ?? ''}>{tile.value}</span>
          {tile.unit ? <span className={styles.tileUnit}>{tile.unit}</span> : null}
        </dd>
      </div>
    ))}
  </dl>
);

const Moments = ({ review }: { review: AnnualReview }) => (
  <section className={styles.card} aria-label="这一年的印记">
    {review.earliestRide ? (
      <div className={styles.moment}>
        <h3 className={styles.momentTitle}>最早的一次出发</h3>
        <p className={styles.momentText}>{earliestRideText(review.earliestRide)}</p>
        <p className={styles.note}>{review.earliestRide.lineName}</p>
      </div>
    ) : null}
    {review.topLine ? (
      <div className={styles.moment}>
        <h3 className={styles.momentTitle}>最常乘坐的线路</h3>
        <p className={styles.momentText}>
          <AppLink to={LINE_INFO_PATH} query={{ lineId: review.topLine.lineId }} className={styles.lineLink}>
            {review.topLine.lineCode} {review.topLine.lineName}
          </AppLink>
        </p>
        <p className={styles.note}>共乘坐 {review.topLine.rides} 次，占全年的 {Math.round((review.topLine.rides / review.rides) * 100)}%</p>
      </div>
    ) : null}
    {review.couponRides > 0 ? (
      <div className={styles.moment}>
        <h3 className={styles.momentTitle}>优惠券帮您省钱</h3>
        <p className={styles.note}>{review.couponRides} 次乘车用了优惠券，按每张车票实付分摊计算</p>
      </div>
    ) : null}
  </section>
);

const HowCounted = ({ review }: { review: AnnualReview }) => (
  <section className={styles.card} aria-labelledby="annual-how">
    <h2 id="annual-how" className={styles.momentTitle}>
      统计说明
    </h2>
    <ul className={styles.notes}>
      <li>按乘车日期统计您账户中已检票乘车的车票（含为同行乘客购买的车票）；已退票、未检票的车票和学生学期票不计入。</li>
      <li>
        里程为上车站到下车站沿线路走向的距离
        {review.ridesAlongRoute < review.rides ? '（没有线路走向的，按相邻站点间的直线距离累加）' : ''}；时长按时刻表计算。
      </li>
      <li>{CARBON_SOURCE_NOTE}</li>
      <li>用券省下的金额为每张已乘车票的票价减去其实付金额（订单实付按票价比例分摊）。</li>
    </ul>
  </section>
);

const NoRides = ({ review }: { review: AnnualReview }) => (
  <>
    <Hero review={review}>
      <YearChooser review={review} />
    </Hero>
    <EmptyState
      title={`${review.year} 年您还没有乘过车`}
      hint="车票检票乘车后即计入当年的报告，先看看有哪些线路吧"
      action={
        <AppLink to={LINE_LIST_PATH} className={emptyActionClass}>
          去看看线路
        </AppLink>
      }
    />
  </>
);

const Review = ({ userId }: { userId: string }) => {
  const year = yearParam();
  const review = useAnnualReview(userId, year);
  if (review.isPending) return <SkeletonList rows={4} />;
  if (review.isError) {
    return review.error instanceof ApiFailure && !review.error.isTransport ? (
      <EmptyState
        title="无法查看该年份"
        hint={review.error.message}
        action={
          <AppLink to={ANNUAL_REVIEW_PATH} className={emptyActionClass}>
            查看今年的报告
          </AppLink>
        }
      />
    ) : (
      <ErrorState onRetry={() => void review.refetch()} />
    );
  }
  const data = review.data;
  if (data.rides === 0) return <NoRides review={data} />;
  return (
    <>
      <Hero review={data}>
        <YearChooser review={data} />
      </Hero>
      <Figures review={data} />
      <Moments review={data} />
      <ReviewImage review={data} />
      <HowCounted review={data} />
    </>
  );
};

const AnnualReviewBody = () => {
  const login = useLoginInfo();
  return login ? <Review userId={login.userId} /> : null;
};

/**
 * 年度报告 (decision 056): the passenger's year on the bus from their checked-in tickets (rides, kilometres,
 * time on board, CO2 saved against driving, coupon savings, the most ridden line and the earliest ride), an
 * earlier year they rode in by ?year=, and the same figures drawn as a PNG to save or send. A year without a
 * ride says so; a passenger not logged in is asked to log in.
 */
export const AnnualReviewPage = () => (
  <RequireLogin>
    <Page>
      <AnnualReviewBody />
    </Page>
  </RequireLogin>
);
