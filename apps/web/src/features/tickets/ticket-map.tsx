import { useMemo } from 'react';
import type { Ticket } from '@udian/contracts/schemas/tickets';
import { LazyRouteMap } from '../../components/map/lazy-route-map';
import { useTicketLocation } from './api/ticket-location';
import { formatClock } from './ticket-format';
import styles from './ticket-map.module.css';
import { Card } from './ticket-sections';

type Position = { recordedAt: string; speedKmh: number };

const positionText = (position: Position | null, isLive: boolean): string => {
  if (!position) return '暂无车辆实时位置';
  const time = formatClock(position.recordedAt);
  return isLive
    ? `车辆实时位置 · ${time} 更新 · ${Math.round(position.speedKmh)} 公里/小时`
    : `车辆位置更新于 ${time}，暂未收到最新位置`;
};

/**
 * The line on a map with the rider's boarding stop and, when the bus reports its position, the bus; asked
 * again every 15 s while the page is open (api/ticket-location).
 */
export const TicketMap = ({ ticket }: { ticket: Pick<Ticket, 'ticketId' | 'line'> }) => {
  const location = useTicketLocation(ticket.ticketId, true);
  const data = location.data;
  // Stable objects between polls (the query shares unchanged structure), so the map redraws only on change.
  const markedStop = useMemo(() => (data ? { name: `上车点 ${data.board.name}`, lng: data.board.lng, lat: data.board.lat } : null), [data]);
  const vehicle = useMemo(
    () => (data?.position ? { lng: data.position.lng, lat: data.position.lat, label: data.vehicle?.plate ?? '车辆位置' } : null),
    [data],
  );
  return (
    <Card title="车辆位置" testId="ticket-map">
      {data ? (
        <>
          <LazyRouteMap
            shape={data.shape}
            stops={data.stops}
            markedStop={markedStop}
            vehicle={vehicle}
            label={`${ticket.line.lineCode} ${ticket.line.lineName}的线路地图，上车点${data.board.name}`}
          />
          <p className={`${styles.status} ${data.isLive ? styles.live : ''}`} aria-live="polite">
            {positionText(data.position, data.isLive)}
          </p>
        </>
      ) : location.isError ? (
        <div className={styles.placeholder}>
          <span>车辆位置加载失败</span>
          <button type="button" className={styles.retry} onClick={() => void location.refetch()}>
            重试
          </button>
        </div>
      ) : (
        <div className={styles.placeholder} aria-busy="true">
          地图加载中…
        </div>
      )}
    </Card>
  );
};
