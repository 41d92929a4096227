import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { DEMAND_PEOPLE_MAX, DEMAND_PEOPLE_MIN } from '@udian/contracts/schemas/demand';
import styles from './demand.module.css';

type PeopleFieldProps = { value: number | null; onChange: (people: number | null) => void; error?: string };

/** What the passenger typed as a count: digits only, '' while cleared. */
const toPeople = (text: string): number | null => {
  const digits = text.replace(/\D/g, '').slice(0, 3);
  return digits === '' ? null : Number(digits);
};

/** 人数 (the passenger and the colleagues they speak for), 1–50, with − and + beside the number. */
export const PeopleField = ({ value, onChange, error }: PeopleFieldProps) => {
  const id = useId();
  const step = (delta: number) => onChange(Math.min(DEMAND_PEOPLE_MAX, Math.max(DEMAND_PEOPLE_MIN, (value ?? 0) + delta)));
  return (
    <>
      <div className={styles.fieldRow}>
        <label className={styles.fieldLabel} htmlFor={`${id}-people`}>
          人数
        </label>
        <span className={styles.fieldHint}>含您自己</span>
        <div className={styles.stepper}>
          <button type="button" className={styles.stepButton} aria-label="减少人数" disabled={value !== null && value <= DEMAND_PEOPLE_MIN} onClick={() => step(-1)}>
            <MinusOutline />
          </button>
          <input
            id={`${id}-people`}
            className={styles.stepInput}
            inputMode="numeric"
            autoComplete="off"
            value={value === null ? '' : String(value)}
            onChange={(event) => onChange(toPeople(event.target.value))}
          />
          <button type="button" className={styles.stepButton} aria-label="增加人数" disabled={value !== null && value >= DEMAND_PEOPLE_MAX} onClick={() => step(1)}>
            <AddOutline />
          </button>
        </div>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
};
