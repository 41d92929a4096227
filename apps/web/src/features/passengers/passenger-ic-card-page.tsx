import type { Passenger } from '@udian/contracts/schemas/accounts';
import { useId, useState, type FormEvent } from 'react';
import { goBack } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { getIdParam } from '../../app/query-params';
import { RequireLogin } from '../../components/require-login';
import { toast } from '../../app/toast';
import { usePassengerList } from '../../api/queries/passenger-list';
import { PASSENGER_LIST_PATH } from '../../app/page-paths';
import { usePassengerUpdate } from './api/passenger-update';
import { ListStatus } from './list-status';
import { PassengerCard } from './passenger-card';
import { icCardProblem } from './passenger-rules';
import styles from './passengers.module.css';
import fieldStyles from '../../components/form-fields.module.css';

/** Binds (or, left empty, unbinds) a transit IC card: the passenger is saved again with the new card number. */
const IcCardForm = ({ passenger }: { passenger: Passenger }) => {
  const id = useId();
  const [cardNo, setCardNo] = useState(passenger.icCardNo);
  const [error, setError] = useState<string | null>(null);
  const update = usePassengerUpdate();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = icCardProblem(cardNo);
    setError(problem);
    if (problem || update.isPending) return;
    const { passengerId, name, phone, isSelf, idType } = passenger;
    update.mutate(
      { passengerId, name, phone, isSelf, idType, icCardNo: cardNo.trim() },
      {
        onSuccess: () => {
          toast.success(cardNo.trim() ? '交通卡已绑定' : '交通卡已解绑');
          goBack(getHref(PASSENGER_LIST_PATH));
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label className={fieldStyles.field} htmlFor={`${id}-card`}>
        <span className={fieldStyles.label}>交通卡号</span>
        <input
          id={`${id}-card`}
          className={fieldStyles.input}
          inputMode="numeric"
          placeholder="8-20 位数字，留空解绑"
          value={cardNo}
          maxLength={20}
          onChange={(event) => setCardNo(event.target.value.replace(/\D/g, '').slice(0, 20))}
        />
      </label>
      {error ? <p className={fieldStyles.error} role="alert">{error}</p> : null}
      <button type="submit" className={styles.submit} disabled={update.isPending}>
        保存
      </button>
    </form>
  );
};

const PassengerIcCard = () => {
  const passengerId = getIdParam('passengerId');
  const list = usePassengerList();
  if (!list.data) return <ListStatus isError={list.isError} onRetry={() => void list.refetch()} />;
  const passenger = list.data.passengers.find((candidate) => candidate.passengerId === passengerId);
  return (
    <main className={styles.page}>
      {passenger ? (
        <>
          <PassengerCard passenger={passenger} />
          <IcCardForm key={passenger.passengerId} passenger={passenger} />
        </>
      ) : (
        <p className={styles.status}>乘车人不存在或已删除</p>
      )}
    </main>
  );
};

export const PassengerIcCardPage = () => (
  <RequireLogin>
    <PassengerIcCard />
  </RequireLogin>
);
