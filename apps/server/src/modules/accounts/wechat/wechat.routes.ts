import { jsApiTicket } from '@udian/contracts/endpoints/wechat/js-api-ticket';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { WechatService } from './wechat.service';

export const registerWechatRoutes = (app: App, { wechatService }: { wechatService: WechatService }) => {
  registerEndpoint(app, jsApiTicket, ({ query }) => wechatService.signPage(query.url));
};
