import { maskPhone } from '@udian/contracts/masking';
import type { Passenger } from '@udian/contracts/schemas/accounts';
import type { ReactNode } from 'react';
import styles from './passengers.module.css';

/** Name, ID number (the server's masked one) and the phone, masked the same way (contracts' masking). */
export const PassengerDetails = ({ passenger }: { passenger: Passenger }) => (
  <>
    <div className={styles.cardTitle}>
      <span className={styles.name} title={passenger.name}>
        {passenger.name}
      </span>
      {passenger.isSelf ? <span className={styles.tag}>本人</span> : null}
    </div>
    <div className={styles.detail}>身份证 {passenger.idNumber}</div>
    {passenger.phone ? <div className={styles.detail}>手机号 {maskPhone(passenger.phone)}</div> : null}
    <div className={styles.detail}>交通卡 {passenger.icCardNo || '未绑定'}</div>
  </>
);

/** One rider as every page of this feature shows it. */
export const PassengerCard = ({ passenger, children }: { passenger: Passenger; children?: ReactNode }) => (
  <div className={styles.card}>
    <PassengerDetails passenger={passenger} />
    {children}
  </div>
);
