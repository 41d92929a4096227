import type { OrderListTab } from '@udian/contracts/endpoints/orders/order-list';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { MY_ORDER_PATH } from '../../app/page-paths';
import { ORDER_TABS } from './order-tabs';

export const OrderTabBar = ({ active }: { active: OrderListTab }) => <TabBar tabs={ORDER_TABS} active={active} path={MY_ORDER_PATH} label="订单分类" />;
