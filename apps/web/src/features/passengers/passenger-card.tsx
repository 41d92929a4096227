import type { Passenger } from '@udian/contracts/schemas/accounts';
import type { ReactNode } from 'react';
import styles from './passengers.module.css';

/** One rider as every page of this feature shows it; the ID number is the server's masked one. */
export const PassengerCard = ({ passenger, children }: { passenger: Passenger; children?: ReactNode }) => (
  <div className={styles.card}>
    <div className={styles.cardTitle}>
      <span className={styles.name}>{passenger.name}</span>
      {passenger.isSelf ? <span className={styles.tag}>本人</span> : null}
    </div>
    <div className={styles.detail}>身份证 {passenger.idNumber}</div>
    {passenger.phone ? <div className={styles.detail}>手机号 {passenger.phone}</div> : null}
    <div className={styles.detail}>交通卡 {passenger.icCardNo || '未绑定'}</div>
    {children}
  </div>
);
