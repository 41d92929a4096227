import { buyCalendar } from '@udian/contracts/endpoints/orders/buy-calendar';
import { orderAgain } from '@udian/contracts/endpoints/orders/order-again';
import { orderCancel } from '@udian/contracts/endpoints/orders/order-cancel';
import { orderCreate } from '@udian/contracts/endpoints/orders/order-create';
import { orderDetail } from '@udian/contracts/endpoints/orders/order-detail';
import { orderList } from '@udian/contracts/endpoints/orders/order-list';
import { orderQuote } from '@udian/contracts/endpoints/orders/order-quote';
import { orderSuccessRecommend } from '@udian/contracts/endpoints/orders/order-success-recommend';
import type { App } from '../../../http/app-instance';
import type { IdempotencyRepository } from '../../../http/idempotency.repository';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { BuyCalendarService } from './buy-calendar.service';
import type { OrdersService } from './orders.service';

/** Every order call acts on the session's own user: another user's order number answers not-found. */
export const registerOrderRoutes = (
  app: App,
  deps: { ordersService: OrdersService; buyCalendarService: BuyCalendarService; idempotency: IdempotencyRepository; now?: () => Date },
) => {
  const { ordersService, buyCalendarService, idempotency, now } = deps;
  registerEndpoint(app, buyCalendar, ({ query }) => buyCalendarService.calendar(query));
  registerEndpoint(app, orderQuote, ({ session, body }) => ordersService.quote(session.userId, body));
  registerEndpoint(app, orderCreate, ({ session, body }) => ordersService.create(session.userId, body), { idempotency, now });
  registerEndpoint(app, orderDetail, ({ session, query }) => ordersService.detail(session.userId, query.orderNo));
  registerEndpoint(app, orderList, ({ session, query }) => ordersService.list(session.userId, query));
  registerEndpoint(app, orderCancel, ({ session, body }) => ordersService.cancel(session.userId, body.orderNo));
  registerEndpoint(app, orderAgain, ({ session, query }) => buyCalendarService.again(session.userId, query.orderNo));
  registerEndpoint(app, orderSuccessRecommend, ({ session, query }) => buyCalendarService.recommend(session.userId, query.orderNo));
};
