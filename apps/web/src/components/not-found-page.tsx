import { navigateTo } from '../app/navigation';
import { getHref } from '../app/paths';
import { HOME_PATH } from '../app/page-paths';
import { StatusScreen, statusActionClass } from './status-screen';

/** Replaces the dead address, so that going back does not return to it. */
const goHome = () => navigateTo(getHref(HOME_PATH), { isReplace: true });

export const NotFoundPage = () => (
  <StatusScreen
    title="页面不存在"
    message="您访问的页面不存在或已下线，可以返回首页继续使用。"
    action={
      <button type="button" className={statusActionClass} onClick={goHome}>
        返回首页
      </button>
    }
  />
);
