import { paymentNotifyPaths } from '@udian/contracts/endpoints/payment/payment-notifications';
import { ApiPrefix } from '@udian/contracts/prefixes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentChannel } from '../../../db/schema';
import type { App } from '../../../http/app-instance';
import type { PaymentService } from './payment.service';

/** Provider-to-server: no session, no client headers; marked public here, in the route's own declaration. */
const access = { isPublic: true, needsClientHeaders: false };

const incomingOf = (request: FastifyRequest) => ({ headers: request.headers, rawBody: typeof request.body === 'string' ? request.body : '' });

/**
 * Payment notifications. Signatures cover the exact bytes sent, so these routes keep the raw body (their
 * own content parsers, inside this plugin only). Answers follow each provider's protocol: WeChat Pay wants
 * 204 for "received" and 4xx/5xx with {code: FAIL} to retry later; the sandbox and the super-app get the
 * envelope-like {code, message}. A failure of ours (database down) answers 503 so the provider retries.
 */
export const registerPaymentNotifyRoutes = (app: App, { paymentService }: { paymentService: PaymentService }) => {
  app.register(async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

    const route = (channel: PaymentChannel, answer: (reply: FastifyReply, outcome: { isAccepted: boolean; reason?: string }) => FastifyReply) =>
      scope.post(`${ApiPrefix.order}${paymentNotifyPaths[channel]}`, { config: { access } }, async (request, reply) => {
        try {
          return answer(reply, await paymentService.notify(channel, incomingOf(request)));
        } catch (err) {
          request.log.error({ err, channel }, 'payment notification could not be processed');
          return reply.status(503).send({ code: 'FAIL', message: '服务暂时不可用，请稍后重试' });
        }
      });

    route('wechat', (reply, outcome) =>
      outcome.isAccepted ? reply.status(204).send() : reply.status(401).send({ code: 'FAIL', message: '验签失败' }),
    );
    for (const channel of ['sandbox', 'superApp'] as const) {
      route(channel, (reply, outcome) =>
        outcome.isAccepted
          ? reply.status(200).send({ code: 'SUCCESS', message: '成功' })
          : reply.status(400).send({ code: 'FAIL', message: '通知校验失败' }),
      );
    }
  });
};
