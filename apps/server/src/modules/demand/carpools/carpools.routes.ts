import { carpoolDetail, carpoolJoin, carpoolMatch, carpoolNear, carpoolStart, myCarpools } from '@udian/contracts/endpoints/carpool/carpool';
import type { App } from '../../../http/app-instance';
import type { IdempotencyRepository } from '../../../http/idempotency.repository';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { CarpoolsService } from './carpools.service';

/** Carpools (decision 051): match, near, one carpool, start (idempotent: a retried tap starts one), join, mine. */
export const registerCarpoolsRoutes = (app: App, { carpools, idempotency, now }: { carpools: CarpoolsService; idempotency: IdempotencyRepository; now?: () => Date }) => {
  registerEndpoint(app, carpoolMatch, ({ query }) => carpools.match(query));
  registerEndpoint(app, carpoolNear, ({ query }) => carpools.near(query));
  registerEndpoint(app, carpoolDetail, ({ request, query }) => carpools.detail(request.session?.userId ?? null, query.id));
  registerEndpoint(app, carpoolStart, ({ session, body }) => carpools.start(session.userId, body), { idempotency, now });
  registerEndpoint(app, carpoolJoin, ({ session, body }) => carpools.join(session.userId, body.id));
  registerEndpoint(app, myCarpools, ({ session }) => carpools.mine(session.userId));
};
