import type { Passenger } from '@udian/contracts/schemas/accounts';
import { useState } from 'react';
import { goBack, navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { getQueryParam } from '../../app/query-params';
import { CheckRow } from '../../components/check-row/check-row';
import { RequireLogin } from '../../components/require-login';
import { readPassengerSelection, savePassengerSelection } from '../../lib/passenger-selection';
import { toast } from '../../app/toast';
import { HOME_PATH, PASSENGER_FORM_PATH } from '../../app/page-paths';
import { usePassengerList } from '../../api/queries/passenger-list';
import { ListStatus } from './list-status';
import { PassengerDetails } from './passenger-card';
import { saveSelectDraft, takeSelectDraft } from './select-draft';
import styles from './passengers.module.css';

/** `?max=` caps the choice (a ticket for at most N riders); absent or invalid means no cap. */
export const readMaxParam = (): number => {
  const max = Number(getQueryParam('max'));
  return Number.isInteger(max) && max > 0 ? max : Number.POSITIVE_INFINITY;
};

/**
 * Who starts chosen: this page's own choice when the passenger comes back from adding a rider (with that
 * rider, as far as the cap allows), else the opener's previous choice; only riders the account still has.
 */
const initialChoice = (passengers: readonly Passenger[], max: number): Set<string> => {
  const own = takeSelectDraft();
  const wanted = own ?? readPassengerSelection().map((passenger) => passenger.passengerId);
  const known = wanted.filter((id) => passengers.some((passenger) => passenger.passengerId === id));
  if (known.length > max) toast.info(`最多选择 ${max} 位乘车人，新添加的乘车人未选中`);
  return new Set(known.slice(0, max));
};

const SelectList = ({ passengers, canAdd }: { passengers: readonly Passenger[]; canAdd: boolean }) => {
  const [max] = useState(readMaxParam);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => initialChoice(passengers, max));

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

  const onAdd = () => {
    saveSelectDraft([...chosen]);
    navigateTo(getHref(PASSENGER_FORM_PATH));
  };

  return (
    <>
      {passengers.length === 0 ? (
        <p className={styles.status}>还没有乘车人，请先添加。</p>
      ) : (
        <ul className={styles.cards} aria-label="常用乘车人">
          {passengers.map((passenger) => (
            <li key={passenger.passengerId}>
              <CheckRow
                isChecked={chosen.has(passenger.passengerId)}
                onChange={() => toggle(passenger.passengerId)}
                label={passenger.name}
                className={`${styles.card} ${styles.selectable}`}
              >
                <PassengerDetails passenger={passenger} />
              </CheckRow>
            </li>
          ))}
        </ul>
      )}
      {passengers.length > 0 ? (
        <button type="button" className={styles.submit} onClick={onConfirm} disabled={chosen.size === 0}>
          确定（已选 {chosen.size} 位）
        </button>
      ) : null}
      {canAdd ? (
        <button type="button" className={styles.secondaryButton} onClick={onAdd}>
          添加乘车人
        </button>
      ) : null}
    </>
  );
};

const PassengerSelect = () => {
  const list = usePassengerList();
  if (!list.data) return <ListStatus isError={list.isError} onRetry={() => void list.refetch()} />;
  const { passengers, limit } = list.data;
  return (
    <main className={styles.page}>
      <SelectList passengers={passengers} canAdd={passengers.length < limit} />
    </main>
  );
};

/** Chooses riders for the page that opened it; the choice goes back through lib/passenger-selection. */
export const PassengerSelectPage = () => (
  <RequireLogin>
    <PassengerSelect />
  </RequireLogin>
);
