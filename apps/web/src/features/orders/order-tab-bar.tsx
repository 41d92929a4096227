import type { OrderListTab } from '@udian/contracts/endpoints/orders/order-list';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { MY_ORDER_PATH } from '../../routes';
import styles from './my-order.module.css';
import { ORDER_TABS } from './order-tabs';

/** Switching tabs replaces the URL's ?tab= (no history entry per tap), so Back from an order keeps the tab. */
const openTab = (tab: OrderListTab) => navigateTo(getHref(MY_ORDER_PATH, { tab }), { isReplace: true });

export const OrderTabBar = ({ active }: { active: OrderListTab }) => (
  <div className={styles.tabs} role="tablist" aria-label="订单分类">
    {ORDER_TABS.map((tab) => (
      <button
        key={tab.key}
        type="button"
        role="tab"
        aria-selected={tab.key === active}
        className={`${styles.tab} ${tab.key === active ? styles.active : ''}`}
        onClick={() => openTab(tab.key)}
      >
        {tab.label}
      </button>
    ))}
  </div>
);
