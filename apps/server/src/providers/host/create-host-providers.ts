import type { AccountsConfig, TicketHostConfig } from '../../config';
import type { TicketHostEntry } from '../../modules/accounts/auth/host-login.service';
import type { WechatProvider } from './host-provider';
import { createDevTicketHost } from './ticket-host-dev';
import { createHttpTicketHost } from './ticket-host-http';
import { createWechatApi } from './wechat-api';
import { createDevWechat } from './wechat-dev';

/**
 * The real adapter when its server is configured; otherwise the development adapter, but never in
 * production, where an unconfigured host simply has no login (decision 017).
 */
export const createHostProviders = (config: AccountsConfig, isProduction: boolean, now: () => Date = () => new Date()) => {
  const ticketHosts = new Map<string, TicketHostEntry>();
  const addTicketHost = (host: TicketHostEntry['host'], hostConfig: TicketHostConfig) => {
    if (hostConfig.apiUrl) ticketHosts.set(hostConfig.appId, { host, adapter: createHttpTicketHost(hostConfig) });
    else if (!isProduction) ticketHosts.set(hostConfig.appId, { host, adapter: createDevTicketHost(host) });
  };
  addTicketHost('citizenApp', config.citizenApp);
  addTicketHost('jinhuaApp', config.jinhuaApp);

  const { appId, appSecret, apiBaseUrl } = config.wechat;
  const wechat: WechatProvider | null = appSecret
    ? createWechatApi({ apiBaseUrl, appId, appSecret, now: () => now().getTime() })
    : isProduction
      ? null
      : createDevWechat(appId);

  return { ticketHosts, wechat };
};
