import { Checkbox } from 'antd-mobile';
import type { KeyboardEvent, ReactNode } from 'react';
import styles from './login-page.module.css';

type LabelledCheckboxProps = { isChecked: boolean; onChange: (isChecked: boolean) => void; children: ReactNode };

/**
 * antd-mobile's Checkbox: a tap on its box or its text ticks it. antd-mobile hides its native input
 * (display: none), which also hides it from screen readers; this wrapper carries the checkbox role, its state
 * and the Space key instead.
 */
export const LabelledCheckbox = ({ isChecked, onChange, children }: LabelledCheckboxProps) => {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    onChange(!isChecked);
  };
  return (
    <span role="checkbox" aria-checked={isChecked} tabIndex={0} className={styles.checkbox} onKeyDown={onKeyDown}>
      <Checkbox checked={isChecked} onChange={onChange}>
        {children}
      </Checkbox>
    </span>
  );
};
