import type { ReactNode } from 'react';
import type { Ticket, TicketStop } from '@udian/contracts/schemas/tickets';
import { AppLink } from '../../components/app-link';
import { formatPrice } from '../../lib/line-summary';
import { ORDER_DETAIL_PATH } from '../../app/page-paths';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { CheckWindowText } from './check-window-text';
import styles from './tickets.module.css';

export const Card = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <section className={styles.card} aria-label={title} data-testid={testId}>
    <h2 className={styles.cardTitle}>{title}</h2>
    {children}
  </section>
);

export const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={styles.row}>
    <span className={styles.rowLabel}>{label}</span>
    <span className={styles.rowValue}>{children}</span>
  </div>
);

const stopText = (stop: Pick<TicketStop, 'name' | 'time'>) => `${stop.name} ${stop.time}`;

type TripTicket = Pick<Ticket, 'board' | 'alight' | 'checkWindow'>;

/** Where the rider boards and alights, and when the ticket can be checked. */
export const TripCard = ({ ticket }: { ticket: TripTicket }) => (
  <Card title="行程" testId="trip">
    <Row label="上车站点">{stopText(ticket.board)}</Row>
    <Row label="下车站点">{stopText(ticket.alight)}</Row>
    <Row label="检票时间">
      <CheckWindowText window={ticket.checkWindow} />
    </Row>
  </Card>
);

type VehicleTicket = { vehicle: { plate: string; driverName: string; driverPhone?: string } | null };

/** The bus and the driver once the operator has assigned them; the phone only to the ticket's owner. */
export const VehicleCard = ({ ticket }: { ticket: VehicleTicket }) => (
  <Card title="车辆信息" testId="vehicle">
    {ticket.vehicle ? (
      <>
        <Row label="车牌号">{ticket.vehicle.plate}</Row>
        <Row label="司机">{ticket.vehicle.driverName}</Row>
        {ticket.vehicle.driverPhone ? (
          <Row label="联系司机">
            <a href={`tel:${ticket.vehicle.driverPhone}`}>{ticket.vehicle.driverPhone}</a>
          </Row>
        ) : null}
      </>
    ) : (
      <p className={styles.note}>车辆和司机尚未安排，安排后将在这里显示车牌号和司机电话</p>
    )}
  </Card>
);

type RiderTicket = Pick<Ticket, 'passengerName' | 'priceCents' | 'paidCents' | 'orderNo'> & {
  passengerIdNumber?: string;
  checkedAt: string | null;
};

/** The rider, the price and what was paid for this ticket, and its order. */
export const RiderCard = ({ ticket, hasOrderLink = true }: { ticket: RiderTicket; hasOrderLink?: boolean }) => (
  <Card title="车票信息" testId="rider">
    <Row label="乘车人">
      {ticket.passengerName}
      {ticket.passengerIdNumber ? ` ${ticket.passengerIdNumber}` : ''}
    </Row>
    <Row label="票价">{formatPrice(ticket.priceCents)}</Row>
    <Row label="实付">
      <span className={styles.strong}>{formatPrice(ticket.paidCents)}</span>
    </Row>
    {ticket.checkedAt ? <Row label="检票时间">{formatShanghaiDateTime(ticket.checkedAt)}</Row> : null}
    {hasOrderLink ? (
      <Row label="订单号">
        <AppLink to={ORDER_DETAIL_PATH} query={{ orderNo: ticket.orderNo }}>
          {ticket.orderNo}
        </AppLink>
      </Row>
    ) : null}
  </Card>
);
