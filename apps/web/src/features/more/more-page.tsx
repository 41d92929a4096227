import {
  AppOutline,
  BankcardOutline,
  BillOutline,
  CalculatorOutline,
  CalendarOutline,
  CloseCircleOutline,
  CompassOutline,
  ContentOutline,
  CouponOutline,
  EnvironmentOutline,
  ExclamationCircleOutline,
  ExclamationShieldOutline,
  FileOutline,
  FlagOutline,
  GiftOutline,
  GlobalOutline,
  HeartOutline,
  HistogramOutline,
  InformationCircleOutline,
  LocationOutline,
  MessageOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  ReceiptOutline,
  SearchOutline,
  SendOutline,
  ShopbagOutline,
  SmileOutline,
  SoundOutline,
  StarOutline,
  StopOutline,
  TeamOutline,
  TextOutline,
  TransportQRcodeOutline,
  TravelOutline,
  TruckOutline,
  UnorderedListOutline,
  UserAddOutline,
  UserContactOutline,
  UserSetOutline,
} from 'antd-mobile-icons';
import { MenuList, type MenuItem } from '../../components/menu-list';
import {
  ABOUT_US_PATH,
  AGREEMENT_PATH,
  ANNUAL_REVIEW_PATH,
  BUSINESS_COOPERATION_PATH,
  BUS_CODE_PATH,
  BUY_RULE_PATH,
  COMPANY_LINE_PATH,
  CUSTOM_RULE_PATH,
  DEMAND_COLLECTION_PATH,
  DRIVER_NOTICE_PATH,
  GROUP_PATH,
  HAILING_DETAIL_OF_FEE_PATH,
  HOLIDAY_LINE_PATH,
  LEGACY_COLLECTION_PATH,
  LEGACY_HOME_PATH,
  LEGACY_MAP_PATH,
  LEGACY_NOTICE_PATH,
  LINE_LIST_PATH,
  MINSHEN_BANK_PATH,
  MY_CUSTOM_PATH,
  MY_POOL_PATH,
  NEAR_LINES_PATH,
  NINGHAI_UPLUS_INTRO_PATH,
  ONLINE_BUS_PATH,
  PASSENGER_NOTICE_PATH,
  PERIOD_DETAIL_PATH,
  POOL_LIST_PATH,
  PRIVACY_POLICY_PATH,
  REFUND_NOTICE_PATH,
  REFUND_RULE_PATH,
  RESERVED_BUS_USER_GUIDE_PATH,
  RETURN_WORK_INDEX_PATH,
  SEARCH_ADDRESS_PATH,
  STCHARTER_FEE_DETAIL_PATH,
  SUGGESTION_PATH,
  TAXI_CANCEL_RULE_DRIVER_PATH,
  TAXI_CANCEL_RULE_PATH,
  TAXI_DETAIL_OF_FEE_PATH,
  TAXI_NOTICE_OF_FEE_PATH,
  TEMP_LINE_INTRO_PATH,
  TOUR_BUS_NEW_LINE_DONGJIANG_PATH,
  TOUR_BUS_NEW_LINE_GAIGE_PATH,
  TOUR_BUS_SZT_EXTENSION_PATH,
  TRAFFIC_CARD_PATH,
  USER_GUIDE_FOR_HKT_PATH,
  USER_GUIDE_PATH,
} from '../../app/page-paths';
import styles from './more-page.module.css';

type MoreGroup = { title: string; items: readonly MenuItem[] };

/** Every service that has no place in a tab, by group; each row opens a page of its own. */
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
      { label: '年度报告', to: ANNUAL_REVIEW_PATH, icon: <HistogramOutline /> },
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
    // Guides operators edit in the console (内容管理, decision 058), as the pages below up to 旅游专线与活动.
    title: '服务指南',
    items: [
      { label: '乘车指南', to: USER_GUIDE_PATH, icon: <CompassOutline /> },
      { label: '预约班车使用指南', to: RESERVED_BUS_USER_GUIDE_PATH, icon: <CalendarOutline /> },
      { label: '深港跨境巴士乘车指南', to: USER_GUIDE_FOR_HKT_PATH, icon: <GlobalOutline /> },
      { label: '临时线路说明', to: TEMP_LINE_INTRO_PATH, icon: <ContentOutline /> },
      { label: '司机须知', to: DRIVER_NOTICE_PATH, icon: <UserSetOutline /> },
    ],
  },
  {
    title: '出租车与网约车',
    items: [
      { label: '出租车计价规则', to: TAXI_DETAIL_OF_FEE_PATH, icon: <CalculatorOutline /> },
      { label: '出租车收费须知', to: TAXI_NOTICE_OF_FEE_PATH, icon: <BillOutline /> },
      { label: '打车取消规则', to: TAXI_CANCEL_RULE_PATH, icon: <CloseCircleOutline /> },
      { label: '司机取消规则', to: TAXI_CANCEL_RULE_DRIVER_PATH, icon: <StopOutline /> },
      { label: '网约车计价规则', to: HAILING_DETAIL_OF_FEE_PATH, icon: <PayCircleOutline /> },
    ],
  },
  {
    title: '旅游专线与活动',
    items: [
      { label: '旅游专线深圳通乘车', to: TOUR_BUS_SZT_EXTENSION_PATH, icon: <BankcardOutline /> },
      { label: '东江湾旅游专线', to: TOUR_BUS_NEW_LINE_DONGJIANG_PATH, icon: <TravelOutline /> },
      { label: '改革开放红色旅游专线', to: TOUR_BUS_NEW_LINE_GAIGE_PATH, icon: <FlagOutline /> },
      { label: '民生银行乘车优惠', to: MINSHEN_BANK_PATH, icon: <GiftOutline /> },
      { label: 'U+ 定制公交介绍', to: NINGHAI_UPLUS_INTRO_PATH, icon: <TruckOutline /> },
    ],
  },
  {
    // The older bus section's own pages (decision 055).
    title: '经典版',
    items: [
      { label: '经典版首页', to: LEGACY_HOME_PATH, icon: <AppOutline /> },
      { label: '我的收藏', to: LEGACY_COLLECTION_PATH, icon: <StarOutline /> },
      { label: '线路地图', to: LEGACY_MAP_PATH, icon: <EnvironmentOutline /> },
      { label: '公告', to: LEGACY_NOTICE_PATH, icon: <SoundOutline /> },
    ],
  },
  {
    // What reaches the operator's queues in the console (decision 057).
    title: '客服与合作',
    items: [
      { label: '投诉建议', to: SUGGESTION_PATH, icon: <MessageOutline /> },
      { label: '商务合作', to: BUSINESS_COOPERATION_PATH, icon: <ShopbagOutline /> },
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
