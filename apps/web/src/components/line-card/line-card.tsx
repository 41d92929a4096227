import type { ReactNode } from 'react';
import type { LineSummary } from '@udian/contracts/schemas/lines';
import { formatFirstDeparture, formatLineDuration, formatLinePrice, formatRoute, lineTypeLabel } from '../../lib/line-summary';
import { LINE_INFO_PATH } from '../../app/page-paths';
import { AppLink } from '../app-link';
import styles from './line-card.module.css';

export type LineCardLine = Pick<
  LineSummary,
  'lineId' | 'lineCode' | 'lineName' | 'type' | 'startStationName' | 'endStationName' | 'firstDepartureTime' | 'priceCents' | 'durationMinutes' | 'isPriced' | 'hasStopFares'
>;

type LineCardProps = {
  line: LineCardLine;
  extra?: ReactNode;
  /** More for the line's page to know, e.g. the stops a route search chose (lib/trip-stops). */
  query?: Record<string, string | undefined>;
  /** The page the card opens, with the line's id; the line's page when absent. */
  to?: string;
};

/** A line in a list; the whole card opens the line's page (an anchor may hold blocks: HTML's transparent content). */
export const LineCard = ({ line, extra, query, to = LINE_INFO_PATH }: LineCardProps) => (
  <AppLink to={to} query={{ ...query, lineId: line.lineId }} className={styles.card}>
    <div className={styles.head}>
      <span className={styles.code}>{line.lineCode}</span>
      <span className={styles.name} title={line.lineName}>
        {line.lineName}
      </span>
      <span className={styles.type}>{lineTypeLabel(line.type)}</span>
    </div>
    <div className={styles.route} title={formatRoute(line)}>
      {formatRoute(line)}
    </div>
    <div className={styles.meta}>
      <span>{formatFirstDeparture(line.firstDepartureTime)}</span>
      {line.durationMinutes > 0 ? <span>{formatLineDuration(line.durationMinutes)}</span> : null}
      <span className={styles.price}>{formatLinePrice(line)}</span>
    </div>
    {extra ? <div className={styles.extra}>{extra}</div> : null}
  </AppLink>
);
