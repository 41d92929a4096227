import { useQueryClient } from '@tanstack/react-query';
import { MenuList, type MenuItem } from '../../components/menu-list';
import { confirm } from '../../app/dialogs';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { appMemory } from '../../lib/local-memory';
import { clearPassengerSelection } from '../../lib/passenger-selection';
import { toast } from '../../app/toast';
import { useLoginInfo } from '../../lib/use-login-info';
import { ABOUT_US_PATH, HOME_PATH, PERSONAL_INFO_PATH } from '../../app/page-paths';
import { useLogout } from './api/logout';
import styles from './user-center.module.css';

export const SettingPage = () => {
  const login = useLoginInfo();
  const queryClient = useQueryClient();
  const logout = useLogout();

  // The device id and the login stay: they are not a cache, and losing them would log the passenger out.
  const clearCache = async () => {
    if (!(await confirm('清除缓存', '将清除本机保存的城市、位置和页面数据，不会退出登录。'))) return;
    appMemory.clear();
    clearPassengerSelection();
    queryClient.clear();
    toast.success('缓存已清除');
  };

  const logOut = async () => {
    if (!(await confirm('退出登录', '确定要退出当前账号吗？', '退出'))) return;
    logout.mutate(undefined, {
      onSettled: () => {
        toast.success('已退出登录');
        navigateTo(getHref(HOME_PATH), { isReplace: true });
      },
    });
  };

  const items: MenuItem[] = [
    ...(login ? [{ label: '个人信息', to: PERSONAL_INFO_PATH }] : []),
    { label: '清除缓存', onClick: () => void clearCache() },
    { label: '关于我们', to: ABOUT_US_PATH },
  ];

  return (
    <main className={styles.page}>
      <MenuList items={items} />
      {login ? (
        <button type="button" className={styles.logout} onClick={() => void logOut()} disabled={logout.isPending}>
          退出登录
        </button>
      ) : null}
    </main>
  );
};
