import {
  contentPageDetail,
  discardContentDraft,
  listContentPages,
  publishContentDraft,
  rollbackContentPage,
  saveContentDraft,
} from '@udian/contracts/endpoints/ops/content/content-pages';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { ContentDeskService } from './content-desk.service';

/** The console's 内容管理: the pages, a page's versions, drafts, publishing, rollback. */
export const registerContentDeskRoutes = (app: App, { desk }: { desk: ContentDeskService }) => {
  registerOperatorEndpoint(app, listContentPages, () => desk.list());
  registerOperatorEndpoint(app, contentPageDetail, ({ query }) => desk.detail(query.key));
  registerOperatorEndpoint(app, saveContentDraft, ({ operator, body }) => desk.saveDraft(operator, body));
  registerOperatorEndpoint(app, publishContentDraft, ({ operator, body }) => desk.publish(operator, body));
  registerOperatorEndpoint(app, rollbackContentPage, ({ operator, body }) => desk.rollback(operator, body));
  registerOperatorEndpoint(app, discardContentDraft, ({ operator, body }) => desk.discard(operator, body));
};
