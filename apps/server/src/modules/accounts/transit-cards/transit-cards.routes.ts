import { bindTransitCard, transitCardList, unbindTransitCard } from '@udian/contracts/endpoints/transit-cards/transit-cards';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { TransitCardsService } from './transit-cards.service';

/** Every call acts on the session's own user: the userId never comes from the body. */
export const registerTransitCardRoutes = (app: App, { transitCards }: { transitCards: TransitCardsService }) => {
  registerEndpoint(app, transitCardList, ({ session }) => transitCards.list(session.userId));
  registerEndpoint(app, bindTransitCard, ({ session, body }) => transitCards.bind(session.userId, body));
  registerEndpoint(app, unbindTransitCard, ({ session, body }) => transitCards.unbind(session.userId, body.cardId));
};
