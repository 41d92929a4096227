import { MenuList } from '../../components/menu-list';
import { RequireLogin } from '../../components/require-login';
import { usePassengerList } from '../../api/queries/passenger-list';
import { ADDRESS_LIST_PATH, PASSENGER_LIST_PATH } from '../../app/page-paths';
import styles from './passengers.module.css';

const PassengerInfo = () => {
  const passengers = usePassengerList();
  const count = passengers.data ? `${passengers.data.passengers.length} 位` : undefined;
  return (
    <main className={styles.page}>
      <MenuList
        items={[
          { label: '常用乘车人', to: PASSENGER_LIST_PATH, value: count },
          { label: '常用地址', to: ADDRESS_LIST_PATH },
        ]}
      />
      <p className={styles.note}>购票时可直接选择常用乘车人；身份证号码仅用于实名乘车，展示时已隐去中间部分。</p>
    </main>
  );
};

/** The passenger's saved travel information: riders and common addresses. */
export const PassengerInfoPage = () => (
  <RequireLogin>
    <PassengerInfo />
  </RequireLogin>
);
