import { annualReview } from '@udian/contracts/endpoints/annual-review/annual-review';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { AnnualReviewService } from './annual-review.service';

/** /ticket/annualReview: the logged-in passenger's own year only. */
export const registerAnnualReviewRoutes = (app: App, { annualReviewService }: { annualReviewService: AnnualReviewService }) => {
  registerEndpoint(app, annualReview, ({ session, query }) => annualReviewService.review(session.userId, query.year));
};
