import { AppLink } from '../../components/app-link';
import { MenuList, type MenuItem } from '../../components/menu-list';
import { useLoginInfo } from '../../lib/use-login-info';
import { LOGIN_PATH } from '../../routes';
import { useCurrentUser } from './api/current-user';
import styles from './user-center.module.css';

const USER_CENTER_PATH = '/udianbus/app/user-center';

/** The pages a passenger reaches from here; orders, tickets, coupons and trips land with later issues. */
export const userCenterEntries: readonly MenuItem[] = [
  { label: '我的订单', to: '/udianbus/app/my-order' },
  { label: '我的车票', to: '/udianbus/app/ticket/my-ticket' },
  { label: '我的优惠券', to: '/udianbus/app/coupon/my-coupon' },
  { label: '我的行程', to: '/udianbus/app/my-trip' },
  { label: '常用乘车人', to: '/udianbus/app/passenger-info/passenger-list' },
  { label: '常用地址', to: '/udianbus/app/common-address' },
];

const settingsEntry: readonly MenuItem[] = [{ label: '设置', to: '/udianbus/app/user-center/setting' }];

/** The first character of the nickname, as the avatar shows it. */
export const avatarInitial = (nickname: string | undefined): string => [...(nickname ?? '').trim()][0] ?? '乘';

const ProfileHeader = () => {
  const user = useCurrentUser();
  return (
    <AppLink to="/udianbus/app/user-center/personalInfo" className={styles.header}>
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
      <MenuList items={userCenterEntries} />
      <MenuList items={settingsEntry} />
    </main>
  );
};
