import type { Passenger } from '@udian/contracts/schemas/accounts';
import { SwipeAction } from 'antd-mobile';
import { confirm } from '../../app/dialogs';
import { AppLink } from '../../components/app-link';
import { RequireLogin } from '../../components/require-login';
import { toast } from '../../app/toast';
import { usePassengerList } from '../../api/queries/passenger-list';
import { PASSENGER_FORM_PATH, PASSENGER_IC_CARD_PATH } from '../../app/page-paths';
import { usePassengerDelete } from './api/passenger-delete';
import { ListStatus } from './list-status';
import { PassengerCard } from './passenger-card';
import styles from './passengers.module.css';

/** Edit and the IC card on the card; deleting is a swipe to the left, then a confirmation. */
const PassengerRow = ({ passenger }: { passenger: Passenger }) => {
  const remove = usePassengerDelete();
  const onDelete = async () => {
    if (remove.isPending || !(await confirm('删除乘车人', `确定删除乘车人“${passenger.name}”吗？`, '删除'))) return;
    remove.mutate(passenger.passengerId, { onSuccess: () => toast.success('已删除') });
  };
  return (
    <SwipeAction
      className={styles.swipe}
      rightActions={[{ key: 'delete', text: '删除', color: 'danger', onClick: () => void onDelete() }]}
    >
      <PassengerCard passenger={passenger}>
        <div className={styles.actions}>
          <AppLink to={PASSENGER_FORM_PATH} query={{ passengerId: passenger.passengerId }} className={styles.action}>
            编辑
          </AppLink>
          <AppLink to={PASSENGER_IC_CARD_PATH} query={{ passengerId: passenger.passengerId }} className={styles.action}>
            {passenger.icCardNo ? '更换交通卡' : '绑定交通卡'}
          </AppLink>
        </div>
      </PassengerCard>
    </SwipeAction>
  );
};

const PassengerList = () => {
  const list = usePassengerList();
  if (!list.data) return <ListStatus isError={list.isError} onRetry={() => void list.refetch()} />;
  const { passengers, limit } = list.data;
  const isFull = passengers.length >= limit;
  return (
    <main className={styles.page}>
      {passengers.length === 0 ? (
        <p className={styles.status}>还没有乘车人，添加后购票时可直接选择。</p>
      ) : (
        <p className={styles.hint}>向左滑动乘车人可删除</p>
      )}
      <ul className={styles.cards}>
        {passengers.map((passenger) => (
          <li key={passenger.passengerId}>
            <PassengerRow passenger={passenger} />
          </li>
        ))}
      </ul>
      {isFull ? (
        <p className={styles.note}>最多添加 {limit} 位乘车人，请删除不用的乘车人后再添加。</p>
      ) : (
        <AppLink to={PASSENGER_FORM_PATH} className={styles.primaryButton}>
          添加乘车人
        </AppLink>
      )}
    </main>
  );
};

export const PassengerListPage = () => (
  <RequireLogin>
    <PassengerList />
  </RequireLogin>
);
