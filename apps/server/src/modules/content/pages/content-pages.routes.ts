import { contentPage } from '@udian/contracts/endpoints/content/content-page';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { ContentPagesService } from './content-pages.service';

/** The app's content pages: the published text of one page (public, like the pages themselves). */
export const registerContentPagesRoutes = (app: App, { pages }: { pages: ContentPagesService }) => {
  registerEndpoint(app, contentPage, ({ query }) => pages.published(query.key));
};
