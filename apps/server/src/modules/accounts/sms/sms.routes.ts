import { devSmsOutbox } from '@udian/contracts/endpoints/auth/dev-sms-outbox';
import { sendSmsCode, sendSmsCodeAuthAlias, sendSmsCodeCommonAlias } from '@udian/contracts/endpoints/auth/send-sms-code';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { ConsoleSmsProvider } from '../../../providers/sms/console-sms-provider';
import type { SmsService } from './sms.service';

/** The query as the client sent it, before defaults were applied: what the signature covers. */
const rawQueryOf = (request: FastifyRequest): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(request.url.split('?')[1] ?? ''));

export const registerSmsRoutes = (
  app: App,
  { smsService, devOutbox }: { smsService: SmsService; devOutbox: ConsoleSmsProvider | null },
) => {
  for (const endpoint of [sendSmsCode, sendSmsCodeAuthAlias, sendSmsCodeCommonAlias]) {
    registerEndpoint(app, endpoint, ({ query, request }) =>
      smsService.sendCode({
        phone: query.phoneNum,
        functionType: query.functionType,
        rawQuery: rawQueryOf(request),
        path: endpoint.path,
        ip: request.ip,
        // Required by the contract (needsClientHeaders), so the hook has already refused a call without it.
        deviceId: request.clientInfo.deviceId ?? '',
      }),
    );
  }

  // Development and tests only (the caller passes null in production): lets tests read the code they asked for.
  if (devOutbox) {
    registerEndpoint(app, devSmsOutbox, async ({ query }) => ({
      messages: devOutbox.latestFor(query.phone).map((message) => ({
        phone: message.phone,
        code: message.code,
        functionType: message.functionType,
        sentAt: message.sentAt.toISOString(),
      })),
      notices: devOutbox.noticesFor(query.phone).map((notice) => ({
        phone: notice.phone,
        templateId: notice.templateId,
        params: notice.params,
        text: notice.text,
        sentAt: notice.sentAt.toISOString(),
      })),
    }));
  }
};
