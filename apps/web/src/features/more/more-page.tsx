import {
  BankcardOutline,
  CalendarOutline,
  CouponOutline,
  ExclamationCircleOutline,
  ExclamationShieldOutline,
  FileOutline,
  FlagOutline,
  HeartOutline,
  InformationCircleOutline,
  LocationOutline,
  TransportQRcodeOutline,
  QuestionCircleOutline,
  ReceiptOutline,
  SendOutline,
  StarOutline,
  SearchOutline,
  SmileOutline,
  TeamOutline,
  TextOutline,
  TravelOutline,
  TruckOutline,
  UnorderedListOutline,
  UserContactOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import { MenuList, type MenuItem } from '../../components/menu-list';
import {
  ABOUT_US_PATH,
  AGREEMENT_PATH,
  BUS_CODE_PATH,
  BUY_RULE_PATH,
  COMPANY_LINE_PATH,
  CUSTOM_RULE_PATH,
  DEMAND_COLLECTION_PATH,
  GROUP_PATH,
  HOLIDAY_LINE_PATH,
  LINE_LIST_PATH,
  MY_CUSTOM_PATH,
  MY_POOL_PATH,
  NEAR_LINES_PATH,
  ONLINE_BUS_PATH,
  PASSENGER_NOTICE_PATH,
  PERIOD_DETAIL_PATH,
  POOL_LIST_PATH,
  PRIVACY_POLICY_PATH,
  REFUND_NOTICE_PATH,
  REFUND_RULE_PATH,
  RETURN_WORK_INDEX_PATH,
  SEARCH_ADDRESS_PATH,
  STCHARTER_FEE_DETAIL_PATH,
  TRAFFIC_CARD_PATH,
} from '../../app/page-paths';
import styles from './more-page.module.css';

type MoreGroup = { title: string; items: readonly MenuItem[] };

/**
 * Every service that has no place in a tab, by group. Only built pages are listed: a page built later adds
 * its row here (or in the user centre) the day it is built.
 */
export const moreGroups: readonly MoreGroup[] = [
  {
    title: '出行服务',
    items: [
      { label: '全部线路', to: LINE_LIST_PATH, icon: <UnorderedListOutline /> },
      { label: '附近线路', to: NEAR_LINES_PATH, icon: <LocationOutline /> },
      { label: '实时公交', to: ONLINE_BUS_PATH, icon: <TruckOutline /> },
      { label: '乘车码', to: BUS_CODE_PATH, icon: <TransportQRcodeOutline /> },
      { label: '周期票', to: PERIOD_DETAIL_PATH, icon: <CouponOutline /> },
      { label: '查询线路', to: SEARCH_ADDRESS_PATH, icon: <SearchOutline /> },
      { label: '单位通勤', to: GROUP_PATH, icon: <TeamOutline /> },
      { label: '园区班车', to: COMPANY_LINE_PATH, icon: <TravelOutline /> },
      { label: '拼车', to: POOL_LIST_PATH, icon: <UserContactOutline /> },
      { label: '我的拼车', to: MY_POOL_PATH, icon: <HeartOutline /> },
      { label: '假日专线', to: HOLIDAY_LINE_PATH, icon: <CalendarOutline /> },
      { label: '交通卡', to: TRAFFIC_CARD_PATH, icon: <BankcardOutline /> },
      { label: '学生包车', to: STCHARTER_FEE_DETAIL_PATH, icon: <SmileOutline /> },
    ],
  },
  {
    title: '定制线路',
    items: [
      { label: '需求征集', to: DEMAND_COLLECTION_PATH, icon: <SendOutline /> },
      { label: '我的定制线路', to: MY_CUSTOM_PATH, icon: <FlagOutline /> },
      { label: '定制线路规则', to: CUSTOM_RULE_PATH, icon: <StarOutline /> },
      { label: '复工专线', to: RETURN_WORK_INDEX_PATH, icon: <UserAddOutline /> },
    ],
  },
  {
    title: '规则与须知',
    items: [
      { label: '购票规则', to: BUY_RULE_PATH, icon: <ReceiptOutline /> },
      { label: '乘客须知', to: PASSENGER_NOTICE_PATH, icon: <ExclamationCircleOutline /> },
      { label: '退票规则', to: REFUND_RULE_PATH, icon: <QuestionCircleOutline /> },
      { label: '退票须知', to: REFUND_NOTICE_PATH, icon: <TextOutline /> },
    ],
  },
  {
    title: '关于',
    items: [
      { label: '关于我们', to: ABOUT_US_PATH, icon: <InformationCircleOutline /> },
      { label: '用户协议', to: AGREEMENT_PATH, icon: <FileOutline /> },
      { label: '隐私政策', to: PRIVACY_POLICY_PATH, icon: <ExclamationShieldOutline /> },
    ],
  },
];

export const MorePage = () => (
  <main className={styles.page}>
    {moreGroups.map((group) => (
      <section key={group.title} aria-labelledby={`more-${group.title}`}>
        <h2 id={`more-${group.title}`} className={styles.groupTitle}>
          {group.title}
        </h2>
        <MenuList items={group.items} />
      </section>
    ))}
  </main>
);
