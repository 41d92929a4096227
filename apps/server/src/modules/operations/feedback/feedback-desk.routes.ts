import { endpointUrl } from '@udian/contracts/endpoint';
import { listCooperationLeads, markCooperationLead } from '@udian/contracts/endpoints/ops/feedback/cooperation-leads';
import {
  assignSuggestion,
  closeSuggestion,
  listSuggestionAssignees,
  listSuggestions,
  opsSuggestionDetail,
  opsSuggestionPhoto,
  replySuggestion,
} from '@udian/contracts/endpoints/ops/feedback/suggestions';
import type { App } from '../../../http/app-instance';
import { AppError } from '../../../http/app-error';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import { sendImage } from '../../../http/send-image';
import type { FeedbackDeskService } from './feedback-desk.service';

/** The console's 投诉建议 (the queue, assign, reply, close, photos) and 商务合作 (leads, marked). */
export const registerFeedbackDeskRoutes = (app: App, { desk }: { desk: FeedbackDeskService }) => {
  registerOperatorEndpoint(app, listSuggestions, ({ operator, query }) => desk.queue(operator, query));
  registerOperatorEndpoint(app, opsSuggestionDetail, ({ query }) => desk.detail(query.suggestionId));
  registerOperatorEndpoint(app, listSuggestionAssignees, () => desk.assignees());
  registerOperatorEndpoint(app, assignSuggestion, ({ operator, body }) => desk.assign(operator, body));
  registerOperatorEndpoint(app, replySuggestion, ({ operator, body }) => desk.reply(operator, body));
  registerOperatorEndpoint(app, closeSuggestion, ({ operator, body }) => desk.close(operator, body));
  registerOperatorEndpoint(app, listCooperationLeads, ({ query }) => desk.leads(query));
  registerOperatorEndpoint(app, markCooperationLead, ({ operator, body }) => desk.markLead(operator, body));

  // A photo answers image bytes, not the envelope: its own route, guarded by the access hook from the
  // contract's roles (operator-access.ts), as the redeem-code export is; its failures are still envelopes.
  app.route({
    method: 'GET',
    url: endpointUrl(opsSuggestionPhoto),
    schema: {
      summary: `${opsSuggestionPhoto.summary} (roles: ${opsSuggestionPhoto.operatorRoles!.join(', ')})`,
      tags: ['operator console'],
      querystring: opsSuggestionPhoto.query,
    },
    config: { access: { isPublic: false, needsClientHeaders: false, operatorRoles: opsSuggestionPhoto.operatorRoles!, isOpenBeforePasswordChange: false } },
    handler: async (request, reply) => {
      if (!request.operator) throw new AppError('operatorNotLoggedIn');
      const { photoId } = request.query as { photoId: string };
      return sendImage(reply, await desk.photo(photoId));
    },
  });
};
