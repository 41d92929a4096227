import type { LineStop } from '@udian/contracts/schemas/lines';
import { addMinutesToClock, stopMark } from '../../lib/line-summary';
import { stationDisplayName, stationWidths } from '../../lib/station-width';
import styles from './line-info.module.css';

/** Design pixels (750 wide) → rem (1rem = 100 design px). */
const rem = (designPx: number) => `${designPx / 100}rem`;

type StopListProps = { stops: readonly LineStop[]; firstDepartureTime: string | null };

/**
 * The stops in order. Name and alias share one row with the widths of SPEC section 4 (too long for the row,
 * they fall back to 400/200 and are cut with an ellipsis); each stop says whether one may board or alight
 * there and when the first bus passes.
 */
export const StopList = ({ stops, firstDepartureTime }: StopListProps) => (
  <ol className={styles.stops} data-testid="stop-list">
    {stops.map((stop, index) => {
      const { nameWidth, aliasWidth } = stationWidths(stop);
      const passesAt = firstDepartureTime ? addMinutesToClock(firstDepartureTime, stop.minutesFromStart) : null;
      const isTerminal = index === 0 || index === stops.length - 1;
      return (
        <li key={`${stop.seq}-${stop.stationId}`} className={`${styles.stop} ${isTerminal ? styles.terminal : ''}`}>
          <span className={styles.rail} aria-hidden="true">
            <span className={styles.node} />
          </span>
          <div className={styles.stopBody}>
            <div className={styles.stopLine}>
              <span className={styles.stopName} style={{ maxWidth: rem(nameWidth) }} title={stationDisplayName(stop)} data-testid="stop-name">
                {stationDisplayName(stop)}
              </span>
              {stop.alias ? (
                <span className={styles.stopAlias} style={{ maxWidth: rem(aliasWidth) }} title={stop.alias}>
                  {stop.alias}
                </span>
              ) : null}
            </div>
            <div className={styles.stopMeta}>
              <span className={styles.mark}>{stopMark(stop)}</span>
              <span>{index === 0 ? '始发站' : `发车后约${stop.minutesFromStart}分钟`}</span>
              {passesAt && index > 0 ? <span>首班约{passesAt}</span> : null}
            </div>
          </div>
        </li>
      );
    })}
  </ol>
);
