import type { Passenger } from '@udian/contracts/schemas/accounts';
import { MAX_PASSENGERS_PER_ORDER } from '@udian/contracts/schemas/orders';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { savePassengerSelection } from '../../lib/passenger-selection';
import { PASSENGER_SELECT_PATH } from '../../app/page-paths';
import { replaceUrlSilently } from './page-url';
import styles from './buying.module.css';

type PassengerSectionProps = {
  passengers: readonly Passenger[];
  chosenIds: readonly string[];
  /** This page's address without riders: on return the choice made on passenger-select applies. */
  hrefWithoutRiders: string;
};

/**
 * The riders of this order, and the way to passenger-select (at most 6). The current riders go there as its
 * previous choice; its answer comes back through lib/passenger-selection when this page shows again.
 */
export const PassengerSection = ({ passengers, chosenIds, hrefWithoutRiders }: PassengerSectionProps) => {
  const chosen = passengers.filter((passenger) => chosenIds.includes(passenger.passengerId));
  const openSelect = () => {
    savePassengerSelection(chosen);
    replaceUrlSilently(hrefWithoutRiders);
    navigateTo(getHref(PASSENGER_SELECT_PATH, { max: MAX_PASSENGERS_PER_ORDER }));
  };
  return (
    <div className={styles.card}>
      {chosen.length > 0 ? (
        <ul className={styles.riders} aria-label="已选乘车人">
          {chosen.map((passenger) => (
            <li key={passenger.passengerId} className={styles.rider}>
              <span>{passenger.name}</span>
              <span className={styles.riderId}>{passenger.idNumber}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>请选择乘车人，每位乘车人每天一张车票</p>
      )}
      <button type="button" className={styles.textButton} onClick={openSelect}>
        {chosen.length > 0 ? '修改乘车人' : '选择乘车人'}（最多 {MAX_PASSENGERS_PER_ORDER} 位）
      </button>
    </div>
  );
};
