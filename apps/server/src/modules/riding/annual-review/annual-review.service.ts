import type { AnnualReview } from '@udian/contracts/endpoints/annual-review/annual-review';
import { AppError } from '../../../http/app-error';
import { shanghaiDate } from '../../../time/shanghai-time';
import type { BuyingPort } from '../riding.ports';
import { couponSavings, routesByLine, summariseSegments } from './annual-review-figures';
import type { AnnualReviewRepository } from './annual-review.repository';

/**
 * 年度报告 (decision 056): the passenger's year on the bus from their own checked-in tickets. The rides are
 * counted in one SQL aggregation by line and stops, measured along the lines' routes, and the coupon savings
 * use buying's split of what each order paid (the same split as the ticket's paid amount and its refund).
 */
export const createAnnualReviewService = ({
  reviews,
  buying,
  now = () => new Date(),
}: {
  reviews: AnnualReviewRepository;
  buying: Pick<BuyingPort, 'paidShares'>;
  now?: () => Date;
}) => ({
  review: async (userId: string, requestedYear: number | undefined): Promise<AnnualReview> => {
    const user = Number(userId);
    const thisYear = Number(shanghaiDate(now()).slice(0, 4));
    const year = requestedYear ?? thisYear;
    if (year > thisYear) throw new AppError('annualReviewFutureYear');
    const from = `${year}-01-01`;
    const to = `${year}-12-31`;
    const [segments, couponRides, riddenYears] = await Promise.all([
      reviews.segments(user, from, to),
      reviews.couponRides(user, from, to),
      reviews.riddenYears(user),
    ]);
    const [routes, shares] = await Promise.all([
      reviews.routes([...new Set(segments.map((s) => s.line_id))]),
      couponRides.length === 0 ? Promise.resolve(new Map<number, number>()) : buying.paidShares([...new Set(couponRides.map((r) => r.order_id))]),
    ]);
    const years = [...new Set([thisYear, year, ...riddenYears])].sort((a, b) => b - a);
    return {
      year,
      years,
      ...summariseSegments(segments, routesByLine(routes)),
      couponSavedCents: couponSavings(couponRides, shares),
      couponRides: couponRides.filter((r) => (shares.get(r.id) ?? r.price_cents) < r.price_cents).length,
    };
  },
});

export type AnnualReviewService = ReturnType<typeof createAnnualReviewService>;
