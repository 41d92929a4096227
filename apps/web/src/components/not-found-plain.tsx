import { navigateTo } from '../app/navigation';
import { getHref } from '../app/paths';
import { HOME_PATH } from '../app/page-paths';
import { StatusScreen, statusActionClass } from './status-screen';

export const NOT_FOUND_TITLE = '页面不存在';
export const NOT_FOUND_MESSAGE = '您访问的页面不存在或已下线，可以返回首页继续使用。';

/** Replaces the dead address, so that going back does not return to it. */
export const goHome = () => navigateTo(getHref(HOME_PATH), { isReplace: true });

/** The not-found words without antd-mobile: shown when its chunk cannot arrive (offline). */
export const PlainNotFound = () => (
  <StatusScreen
    title={NOT_FOUND_TITLE}
    message={NOT_FOUND_MESSAGE}
    action={
      <button type="button" className={statusActionClass} onClick={goHome}>
        返回首页
      </button>
    }
  />
);
