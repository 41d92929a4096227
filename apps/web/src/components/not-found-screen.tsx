import { NOT_FOUND_MESSAGE, NOT_FOUND_TITLE, goHome } from './not-found-plain';
import { StateBlock } from './query-state/state-block';
import { statusActionClass, statusScreenClass } from './status-screen';
import styles from './not-found-screen.module.css';

/** The not-found page drawn with antd-mobile's ErrorBlock and the product's picture. */
export const NotFoundScreen = () => (
  <main className={statusScreenClass}>
    <StateBlock className={styles.block} status="default" title={<h2 className={styles.title}>{NOT_FOUND_TITLE}</h2>} description={NOT_FOUND_MESSAGE}>
      <button type="button" className={statusActionClass} onClick={goHome}>
        返回首页
      </button>
    </StateBlock>
  </main>
);
