import { LINE_INFO_PATH } from '../../app/page-paths';
import { AppLink } from '../../components/app-link';
import { useCommonState } from '../../lib/common-store';
import { formatRoute } from '../../lib/line-summary';
import { useIsHydrated } from '../../lib/use-hydrated';
import styles from './user-center.module.css';

/**
 * 常用线路: the passenger's own lines (ridden most, then collected) that commonStore holds as lineList,
 * fetched each time the passenger opens this page (app/line-list-sync.ts; decision 059). Each opens its
 * line's page. Nothing while there are none, and nothing in the server's render: the list is this tab's.
 */
export const MyLinesSection = () => {
  const { lineList } = useCommonState();
  const isHydrated = useIsHydrated();
  if (!isHydrated || lineList.length === 0) return null;
  return (
    <section className={styles.myLines} aria-labelledby="my-lines-title">
      <h2 id="my-lines-title" className={styles.myLinesTitle}>
        常用线路
      </h2>
      <ul className={styles.myLinesList}>
        {lineList.map((line) => (
          <li key={line.lineId}>
            <AppLink to={LINE_INFO_PATH} query={{ lineId: line.lineId }} className={styles.myLine}>
              <span className={styles.myLineCode}>{line.lineCode}</span>
              <span className={styles.myLineText}>
                <span className={styles.myLineName}>{line.lineName}</span>
                <span className={styles.myLineRoute}>{formatRoute(line)}</span>
              </span>
              <span className={styles.myLineUsage}>{line.rideCount > 0 ? `乘坐 ${line.rideCount} 次` : '已收藏'}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
};
