import type { LineDetail } from '@udian/contracts/schemas/lines';
import { formatDistance, formatDuration } from '../../lib/format';
import { formatLinePrice, formatRoute, lineTypeLabel } from '../../lib/line-summary';
import styles from './line-info.module.css';

/** Code, name, type, route and the facts a passenger decides on: price, first departure, duration. */
export const LineHeader = ({ line }: { line: LineDetail['line'] }) => (
  <header className={styles.header}>
    <div className={styles.headTop}>
      <span className={styles.code}>{line.lineCode}</span>
      <span className={styles.type}>{lineTypeLabel(line.type)}</span>
    </div>
    <h2 className={styles.name}>{line.lineName}</h2>
    <p className={styles.route}>{formatRoute(line)}</p>
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>票价</dt>
        <dd data-testid="line-price">{formatLinePrice(line)}</dd>
      </div>
      <div className={styles.fact}>
        <dt>首班</dt>
        <dd>{line.firstDepartureTime ?? '暂无'}</dd>
      </div>
      <div className={styles.fact}>
        <dt>全程</dt>
        <dd>{line.durationMinutes > 0 ? `约${formatDuration(line.durationMinutes * 60)}` : '—'}</dd>
      </div>
    </dl>
    {line.description ? <p className={styles.description}>{line.description}</p> : null}
    {line.distanceM > 0 || line.agencyName ? (
      <p className={styles.description}>
        {line.distanceM > 0 ? `线路全长${formatDistance(line.distanceM)}` : null}
        {line.distanceM > 0 && line.agencyName ? ' · ' : null}
        {line.agencyName ? `运营：${line.agencyName}` : null}
        {line.agencyPhone ? (
          <>
            {' · '}
            <a href={`tel:${line.agencyPhone}`} className={styles.phone}>
              {line.agencyPhone}
            </a>
          </>
        ) : null}
      </p>
    ) : null}
  </header>
);
