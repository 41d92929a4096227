import { paymentNotifyPaths } from '@udian/contracts/endpoints/payment/payment-notifications';
import { ApiPrefix } from '@udian/contracts/prefixes';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../../http/app-instance';
import type { SandboxProvider } from '../../../providers/payment/sandbox/sandbox-provider';
import type { PaymentService } from './payment.service';
import { renderCashierPage } from './sandbox-cashier.view';

export const SANDBOX_CASHIER_PATH = `${ApiPrefix.order}/payment/sandbox/cashier`;

const access = { isPublic: true, needsClientHeaders: false };
const CashierQuery = z.object({ outTradeNo: z.string().max(40), sig: z.string().max(80) });

/**
 * The sandbox's cashier page (DESIGN "Providers": a cashier page of ours with pay and cancel). It plays the
 * payment provider: 确认支付 signs a notification and delivers it to our notify route, exactly as an outside
 * gateway would, then sends the browser back to waiting-paid, which sees the order paid.
 */
export const registerSandboxCashierRoutes = (
  app: App,
  { paymentService, sandbox, basePath }: { paymentService: PaymentService; sandbox: SandboxProvider; basePath: string },
) => {
  const waitingPaid = (orderNo: string, extra = '') => `${basePath}/ydbus/waiting-paid.html?orderNo=${orderNo}${extra}`;
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const gone = (reply: FastifyReply) =>
    html(reply, 404, renderCashierPage({ kind: 'missing' }));

  app.get(SANDBOX_CASHIER_PATH, { config: { access } }, async (request, reply) => {
    const query = CashierQuery.safeParse(request.query);
    const found = query.success ? await paymentService.findCashierPayment(query.data.outTradeNo, query.data.sig) : null;
    if (!found || !query.success) return gone(reply);
    return html(
      reply,
      200,
      renderCashierPage({
        kind: 'cashier',
        action: SANDBOX_CASHIER_PATH,
        outTradeNo: found.payment.out_trade_no,
        sig: query.data.sig,
        amountCents: found.payment.amount_cents,
        lineName: found.lineName,
        orderNo: found.order.order_no,
        expiresAt: found.order.expires_at,
        isPaid: found.payment.status === 'succeeded',
      }),
    );
  });

  app.post(`${SANDBOX_CASHIER_PATH}/:action`, { config: { access } }, async (request, reply) => {
    const action = (request.params as { action?: string }).action;
    const form = CashierQuery.safeParse(request.body);
    const found = form.success ? await paymentService.findCashierPayment(form.data.outTradeNo, form.data.sig) : null;
    if (!found || (action !== 'pay' && action !== 'cancel')) return gone(reply);
    if (action === 'cancel') return reply.redirect(waitingPaid(found.order.order_no, '&payCancelled=1'), 303);
    const notification = sandbox.makeNotification({ outTradeNo: found.payment.out_trade_no, amountCents: found.payment.amount_cents });
    const delivered = await app.inject({
      method: 'POST',
      url: `${ApiPrefix.order}${paymentNotifyPaths.sandbox}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(notification),
    });
    if (delivered.statusCode !== 200) {
      request.log.warn({ statusCode: delivered.statusCode, body: delivered.body }, 'sandbox notification was not accepted');
      return html(reply, 200, renderCashierPage({ kind: 'failed', returnUrl: waitingPaid(found.order.order_no) }));
    }
    return reply.redirect(waitingPaid(found.order.order_no), 303);
  });
};
