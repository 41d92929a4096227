import {
  AppstoreOutline,
  BillOutline,
  ClockCircleOutline,
  CouponOutline,
  EnvironmentOutline,
  SetOutline,
  TruckOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { AppLink } from '../../components/app-link';
import { MenuList, type MenuItem } from '../../components/menu-list';
import { useLoginInfo } from '../../lib/use-login-info';
import {
  COMMON_ADDRESS_PATH,
  LOGIN_PATH,
  MORE_PATH,
  MY_ORDER_PATH,
  MY_TICKET_PATH,
  MY_TRIP_PATH,
  ONLINE_BUS_PATH,
  PASSENGER_INFO_PATH,
  PERSONAL_INFO_PATH,
  SETTING_PATH,
  USER_CENTER_PATH,
} from '../../app/page-paths';
import { useCurrentUser } from './api/current-user';
import styles from './user-center.module.css';

/**
 * The pages a passenger reaches from here, in groups. Only pages that exist have a row: a page built later
 * (my coupons, my invitations) adds its row the day it is built.
 */
export const userCenterGroups: ReadonlyArray<readonly MenuItem[]> = [
  [
    { label: '我的订单', to: MY_ORDER_PATH, icon: <BillOutline /> },
    { label: '我的车票', to: MY_TICKET_PATH, icon: <CouponOutline /> },
    { label: '我的行程', to: MY_TRIP_PATH, icon: <ClockCircleOutline /> },
  ],
  [
    { label: '乘车人与地址', to: PASSENGER_INFO_PATH, icon: <UserContactOutline /> },
    { label: '常用地址', to: COMMON_ADDRESS_PATH, icon: <EnvironmentOutline /> },
  ],
  [
    { label: '实时公交', to: ONLINE_BUS_PATH, icon: <TruckOutline /> },
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

export const UserCenterPage = () => {
  const login = useLoginInfo();
  return (
    <main className={styles.page}>
      {login ? <ProfileHeader /> : <LoginHeader />}
      {userCenterGroups.map((items) => (
        <MenuList key={items[0]?.label} items={items} />
      ))}
    </main>
  );
};
