import type { Passenger } from '@udian/contracts/schemas/accounts';
import { useState } from 'react';
import { goBack } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { getQueryParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { RequireLogin } from '../../components/require-login';
import { readPassengerSelection, savePassengerSelection } from '../../lib/passenger-selection';
import { toast } from '../../app/toast';
import { HOME_PATH } from '../../app/page-paths';
import { usePassengerList } from '../../api/queries/passenger-list';
import { PASSENGER_FORM_PATH } from '../../app/page-paths';
import { ListStatus } from './list-status';
import { PassengerCard } from './passenger-card';
import styles from './passengers.module.css';

/** `?max=` caps the choice (a ticket for at most N riders); absent or invalid means no cap. */
export const readMaxParam = (): number => {
  const max = Number(getQueryParam('max'));
  return Number.isInteger(max) && max > 0 ? max : Number.POSITIVE_INFINITY;
};

const SelectList = ({ passengers }: { passengers: readonly Passenger[] }) => {
  const max = readMaxParam();
  // The previous choice, as far as those riders still exist.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => {
    const previous = new Set(readPassengerSelection().map((passenger) => passenger.passengerId));
    return new Set(passengers.filter((passenger) => previous.has(passenger.passengerId)).map((passenger) => passenger.passengerId));
  });

  const toggle = (passengerId: string) => {
    const next = new Set(chosen);
    if (next.has(passengerId)) next.delete(passengerId);
    else if (next.size >= max) {
      toast.info(`最多选择 ${max} 位乘车人`);
      return;
    } else next.add(passengerId);
    setChosen(next);
  };

  const onConfirm = () => {
    savePassengerSelection(passengers.filter((passenger) => chosen.has(passenger.passengerId)));
    goBack(getHref(HOME_PATH));
  };

  return (
    <>
      <ul className={styles.cards}>
        {passengers.map((passenger) => (
          <li key={passenger.passengerId}>
            <label className={styles.selectable}>
              <input type="checkbox" checked={chosen.has(passenger.passengerId)} onChange={() => toggle(passenger.passengerId)} aria-label={passenger.name} />
              <PassengerCard passenger={passenger} />
            </label>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.submit} onClick={onConfirm} disabled={chosen.size === 0}>
        确定（已选 {chosen.size} 位）
      </button>
    </>
  );
};

const PassengerSelect = () => {
  const list = usePassengerList();
  if (!list.data) return <ListStatus isError={list.isError} onRetry={() => void list.refetch()} />;
  const { passengers, limit } = list.data;
  return (
    <main className={styles.page}>
      {passengers.length === 0 ? <p className={styles.status}>还没有乘车人，请先添加。</p> : <SelectList passengers={passengers} />}
      {passengers.length < limit ? (
        <AppLink to={PASSENGER_FORM_PATH} className={styles.secondaryButton}>
          添加乘车人
        </AppLink>
      ) : null}
    </main>
  );
};

/** Chooses riders for the page that opened it; the choice goes back through lib/passenger-selection. */
export const PassengerSelectPage = () => (
  <RequireLogin>
    <PassengerSelect />
  </RequireLogin>
);
