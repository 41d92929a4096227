import { useLocation } from '../../app/router';
import { OrderDetail } from './order-detail';
import { OrderSearch } from './order-search';

const DETAIL_PREFIX = '/orders/';

/** 订单与售后: '/orders' finds orders; '/orders/<orderNo>' is one order's history and its after-sales refund. */
const OrdersPage = () => {
  const { path } = useLocation();
  const orderNo = path.startsWith(DETAIL_PREFIX) ? decodeURIComponent(path.slice(DETAIL_PREFIX.length)) : '';
  return orderNo ? <OrderDetail key={orderNo} orderNo={orderNo} /> : <OrderSearch />;
};

export default OrdersPage;
