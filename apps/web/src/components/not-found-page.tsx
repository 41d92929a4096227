import { navigateTo } from '../app/navigation';
import { getHref } from '../app/paths';
import { HOME_PATH } from '../app/page-paths';
import { StateBlock } from './query-state/state-block';
import { statusActionClass, statusScreenClass } from './status-screen';
import styles from './not-found-page.module.css';

/** Replaces the dead address, so that going back does not return to it. */
const goHome = () => navigateTo(getHref(HOME_PATH), { isReplace: true });

/**
 * The page of a path without a page, drawn with antd-mobile's ErrorBlock and the product's picture. The
 * router loads it as a chunk of its own (it is rare); its title bar says 页面不存在 as the page's heading.
 */
export const NotFoundPage = () => (
  <main className={statusScreenClass}>
    <StateBlock className={styles.block} status="default" title={<h2 className={styles.title}>页面不存在</h2>} description="您访问的页面不存在或已下线，可以返回首页继续使用。">
      <button type="button" className={statusActionClass} onClick={goHome}>
        返回首页
      </button>
    </StateBlock>
  </main>
);
