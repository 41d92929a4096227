import { endpointUrl } from '@udian/contracts/endpoint';
import {
  mySuggestions,
  submitSuggestion,
  SUGGESTION_BODY_LIMIT_BYTES,
  suggestionDetail,
  suggestionPhoto,
} from '@udian/contracts/endpoints/feedback/suggestions';
import type { App } from '../../../http/app-instance';
import { AppError } from '../../../http/app-error';
import { registerEndpoint } from '../../../http/register-endpoint';
import { sendImage } from '../../../http/send-image';
import type { SuggestionsService } from './suggestions.service';

/**
 * The suggestion page (投诉建议): sending one, with its photos in the JSON body as base64 (decision 057: this
 * route alone takes up to three 5 MB photos; every other keeps the app's 256 KB), the passenger's own, and
 * their photos' bytes.
 */
export const registerSuggestionsRoutes = (app: App, { suggestions }: { suggestions: SuggestionsService }) => {
  const userOf = (session: { userId: string }) => Number(session.userId);
  app.register(async (scoped) => {
    // The app's JSON parser honours a route's bodyLimit; registerEndpoint's routes take it from this hook.
    scoped.addHook('onRoute', (route) => {
      route.bodyLimit = SUGGESTION_BODY_LIMIT_BYTES;
    });
    registerEndpoint(scoped, submitSuggestion, ({ session, body }) => suggestions.submit(userOf(session), body));
  });
  registerEndpoint(app, mySuggestions, ({ session }) => suggestions.mine(userOf(session)));
  registerEndpoint(app, suggestionDetail, ({ session, query }) => suggestions.detail(userOf(session), Number(query.suggestionId)));

  // The photo answers image bytes, not the envelope: its own route, behind the same token check as every
  // passenger call (request-hooks.ts reads the access config); its failures are still envelopes.
  app.route({
    method: 'GET',
    url: endpointUrl(suggestionPhoto),
    schema: { summary: suggestionPhoto.summary, tags: [suggestionPhoto.prefix], querystring: suggestionPhoto.query },
    config: { access: { isPublic: false, needsClientHeaders: true } },
    handler: async (request, reply) => {
      if (!request.session) throw new AppError('tokenInvalid');
      const { photoId } = request.query as { photoId: string };
      return sendImage(reply, await suggestions.photo({ userId: Number(request.session.userId) }, Number(photoId)));
    },
  });
};
