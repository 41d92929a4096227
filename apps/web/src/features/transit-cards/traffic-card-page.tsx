import type { TransitCard } from '@udian/contracts/endpoints/transit-cards/transit-cards';
import { confirm } from '../../app/dialogs';
import { TRAFFIC_CARD_ADD_PATH } from '../../app/page-paths';
import { toast } from '../../app/toast';
import { useTransitCardList } from '../../api/queries/transit-card-list';
import { AppLink } from '../../components/app-link';
import { Page, pageStyles } from '../../components/page/page';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { formatShanghaiDateTime } from '../../lib/shanghai-time';
import { useUnbindTransitCard } from './api/transit-card-mutations';
import { TransitCardFacts } from './transit-card-facts';
import styles from './transit-cards.module.css';

const CardItem = ({ card }: { card: TransitCard }) => {
  const unbind = useUnbindTransitCard();
  const onUnbind = async () => {
    if (unbind.isPending || !(await confirm('解绑交通卡', `确定解绑${card.schemeLabel}（尾号 ${card.tail}）吗？解绑后车票上不再显示这张卡。`, '解绑'))) return;
    unbind.mutate(card.cardId, { onSuccess: () => toast.success('已解绑') });
  };
  return (
    <li className={styles.card} aria-label={`${card.schemeLabel} 尾号 ${card.tail}`}>
      <div className={styles.cardMain}>
        <span className={styles.scheme}>{card.schemeLabel}</span>
        <span className={styles.number}>{card.displayNumber}</span>
        <span className={styles.boundAt}>绑定于 {formatShanghaiDateTime(card.boundAt)}</span>
      </div>
      <button type="button" className={styles.unbind} disabled={unbind.isPending} onClick={() => void onUnbind()}>
        解绑
      </button>
    </li>
  );
};

const TrafficCards = () => {
  const list = useTransitCardList();
  if (list.isError && !list.data) return <ErrorState onRetry={() => void list.refetch()} />;
  if (!list.data) return <SkeletonList rows={2} label="正在加载交通卡" />;
  const { cards, limit } = list.data;
  return (
    <>
      {cards.length === 0 ? (
        <p className={styles.empty}>还没有绑定交通卡</p>
      ) : (
        <ul className={styles.cards} aria-label="已绑定的交通卡">
          {cards.map((card) => (
            <CardItem key={card.cardId} card={card} />
          ))}
        </ul>
      )}
      {cards.length < limit ? (
        <AppLink to={TRAFFIC_CARD_ADD_PATH} className={pageStyles.primaryButton}>
          绑定交通卡
        </AppLink>
      ) : (
        <p className={styles.empty}>最多绑定 {limit} 张交通卡，请先解绑不用的卡</p>
      )}
      <p className={styles.limit}>每个账号最多绑定 {limit} 张交通卡</p>
    </>
  );
};

/** common/traffic-card: my bound transit cards, unbinding, and what a card does here and what it does not. */
export const TrafficCardPage = () => (
  <RequireLogin>
    <Page>
      <TrafficCards />
      <TransitCardFacts />
    </Page>
  </RequireLogin>
);
