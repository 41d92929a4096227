import { TRAFFIC_CARD_ADD_PATH, TRAFFIC_CARD_PATH } from '../../app/page-paths';
import { useTransitCardList } from '../../api/queries/transit-card-list';
import { AppLink } from '../../components/app-link';
import { Card, Row } from './ticket-sections';
import styles from './tickets.module.css';

/**
 * On a line whose driver takes a transit card swipe (decision 053): the passenger's bound cards by scheme and
 * last four digits, for the driver to match the card swiped; without one, where to bind it.
 */
export const TicketTransitCard = () => {
  const list = useTransitCardList();
  const cards = list.data?.cards ?? [];
  return (
    <Card title="交通卡" testId="transit-card">
      <p className={styles.note}>本线路可刷交通卡上车：出示车票并刷下方的卡，司机核对卡号后四位。刷卡不会核销车票，检票仍以乘车码为准。</p>
      {list.isPending ? null : cards.length === 0 ? (
        <Row label="未绑定">
          <AppLink to={TRAFFIC_CARD_ADD_PATH}>绑定交通卡</AppLink>
        </Row>
      ) : (
        cards.map((card) => (
          <Row key={card.cardId} label={card.schemeLabel}>
            尾号 {card.tail}
          </Row>
        ))
      )}
      {cards.length > 0 ? (
        <Row label="管理">
          <AppLink to={TRAFFIC_CARD_PATH}>我的交通卡</AppLink>
        </Row>
      ) : null}
    </Card>
  );
};
