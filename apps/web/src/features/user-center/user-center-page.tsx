import {
  AppstoreOutline,
  BillOutline,
  ClockCircleOutline,
  CouponOutline,
  EnvironmentOutline,
  FlagOutline,
  GiftOutline,
  PayCircleOutline,
  SetOutline,
  TeamOutline,
  TruckOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { myInvitationQuery } from '../../app/deep-links';
import { AppLink } from '../../components/app-link';
import { MenuList, type MenuItem } from '../../components/menu-list';
import { useIsHydrated } from '../../lib/use-hydrated';
import { useLoginInfo } from '../../lib/use-login-info';
import {
  COMMON_ADDRESS_PATH,
  GROUP_PATH,
  INVITE_ACTIVITY_PATH,
  LOGIN_PATH,
  MORE_PATH,
  MY_COUPON_PATH,
  MY_CUSTOM_PATH,
  MY_ORDER_PATH,
  MY_TICKET_PATH,
  MY_TRIP_PATH,
  ONLINE_BUS_PATH,
  PASSENGER_INFO_PATH,
  PERSONAL_INFO_PATH,
  SETTING_PATH,
  USER_CENTER_PATH,
} from '../../app/page-paths';
import { useCouponSummary } from './api/coupon-summary';
import { useCurrentUser } from './api/current-user';
import { MyLinesSection } from './my-lines-section';
import styles from './user-center.module.css';

/** The pages a passenger reaches from here, in groups. */
export const userCenterGroups: ReadonlyArray<readonly MenuItem[]> = [
  [
    { label: '我的订单', to: MY_ORDER_PATH, icon: <BillOutline /> },
    { label: '我的车票', to: MY_TICKET_PATH, icon: <CouponOutline /> },
    { label: '我的行程', to: MY_TRIP_PATH, icon: <ClockCircleOutline /> },
    { label: '我的定制线路', to: MY_CUSTOM_PATH, icon: <FlagOutline /> },
  ],
  [
    { label: '我的优惠券', to: MY_COUPON_PATH, icon: <PayCircleOutline /> },
    { label: '邀请有礼', to: INVITE_ACTIVITY_PATH, icon: <GiftOutline /> },
  ],
  [
    { label: '乘车人与地址', to: PASSENGER_INFO_PATH, icon: <UserContactOutline /> },
    { label: '常用地址', to: COMMON_ADDRESS_PATH, icon: <EnvironmentOutline /> },
  ],
  [
    { label: '实时公交', to: ONLINE_BUS_PATH, icon: <TruckOutline /> },
    { label: '单位通勤', to: GROUP_PATH, icon: <TeamOutline /> },
    { label: '更多服务', to: MORE_PATH, icon: <AppstoreOutline /> },
    { label: '设置', to: SETTING_PATH, icon: <SetOutline /> },
  ],
];

/** The first character of the nickname, as the avatar shows it. */
export const avatarInitial = (nickname: string | undefined): string => [...(nickname ?? '').trim()][0] ?? '乘';

const ProfileHeader = () => {
  const user = useCurrentUser();
  return (
    <AppLink to={PERSONAL_INFO_PATH} className={styles.header}>
      <span className={styles.avatar} aria-hidden="true">
        {avatarInitial(user.data?.nickname)}
      </span>
      <span className={styles.who}>
        <span className={styles.name}>{user.data?.nickname || '乘客'}</span>
        <span className={styles.phone}>{user.data?.phoneNum ?? (user.isError ? '资料加载失败，点击重试' : '加载中…')}</span>
      </span>
    </AppLink>
  );
};

const LoginHeader = () => (
  <AppLink to={LOGIN_PATH} query={{ redirect: `${USER_CENTER_PATH}.html` }} className={styles.header}>
    <span className={styles.avatar} aria-hidden="true">
      乘
    </span>
    <span className={styles.who}>
      <span className={styles.name}>登录 / 注册</span>
      <span className={styles.phone}>登录后查看订单、车票和优惠券</span>
    </span>
  </AppLink>
);

/** 我的优惠券's count of usable coupons, with how many expire soon; nothing while loading or failed. */
const CouponCount = ({ userId }: { userId: string }) => {
  const summary = useCouponSummary(userId);
  if (!summary.data) return null;
  const { usableCount, expiringSoonCount } = summary.data;
  return (
    <span className={styles.couponCount}>
      {usableCount}张可用
      {expiringSoonCount > 0 ? <span className={styles.expiringBadge}>{expiringSoonCount}张即将过期</span> : null}
    </span>
  );
};

/**
 * The rows as this passenger sees them: the coupon count when logged in, and "my invitation"'s query (SPEC
 * section 2). The query reads the city this device chose, which the server's render does not know: it is
 * added once the page is hydrated.
 */
const withLiveValues = (items: readonly MenuItem[], userId: string | null, isHydrated: boolean): MenuItem[] =>
  items.map((item) => {
    if (item.to === MY_COUPON_PATH && userId) return { ...item, value: <CouponCount userId={userId} /> };
    if (item.to === INVITE_ACTIVITY_PATH && isHydrated) return { ...item, query: myInvitationQuery() };
    return item;
  });

export const UserCenterPage = () => {
  const login = useLoginInfo();
  const isHydrated = useIsHydrated();
  return (
    <main className={styles.page}>
      {login ? <ProfileHeader /> : <LoginHeader />}
      {login ? <MyLinesSection /> : null}
      {userCenterGroups.map((items) => (
        <MenuList key={items[0]?.label} items={withLiveValues(items, login?.userId ?? null, isHydrated)} />
      ))}
    </main>
  );
};
