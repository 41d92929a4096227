import { afterSalesRefund } from '@udian/contracts/endpoints/ops/orders/after-sales-refund';
import { orderHistory } from '@udian/contracts/endpoints/ops/orders/order-history';
import { searchOrders } from '@udian/contracts/endpoints/ops/orders/order-search';
import type { App } from '../../../http/app-instance';
import { registerOperatorEndpoint } from '../../../http/register-operator-endpoint';
import type { OrderDeskService } from './order-desk.service';

export const registerOrderDeskRoutes = (app: App, { desk }: { desk: OrderDeskService }) => {
  registerOperatorEndpoint(app, searchOrders, ({ query }) => desk.search(query));
  registerOperatorEndpoint(app, orderHistory, ({ query, operator }) => desk.history(query.orderNo, operator.role));
  registerOperatorEndpoint(app, afterSalesRefund, ({ operator, body }) => desk.refund(operator, body));
};
