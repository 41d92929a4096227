import { Checkbox } from 'antd-mobile';
import type { KeyboardEvent, ReactNode } from 'react';
import styles from './check-row.module.css';

type CheckRowProps = {
  isChecked: boolean;
  /** Some, not all, of what the row stands for is chosen (a date with some of its riders). */
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  onChange: (isChecked: boolean) => void;
  /** The accessible name when the content is more than a name (a card); otherwise the content names it. */
  label?: string;
  className?: string;
  children?: ReactNode;
};

/**
 * A tickable row: antd-mobile's Checkbox draws the box, the row is the control. antd-mobile hides its native
 * input with display:none, out of reach of screen readers and keyboards; so the row carries the checkbox
 * role, its state, focus and Space/Enter, and a tap anywhere on it toggles. Put no link inside.
 */
export const CheckRow = ({ isChecked, isIndeterminate = false, isDisabled = false, onChange, label, className = '', children }: CheckRowProps) => {
  const toggle = () => {
    if (!isDisabled) onChange(!isChecked);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    toggle();
  };
  return (
    <div
      role="checkbox"
      aria-checked={isIndeterminate ? 'mixed' : isChecked}
      aria-disabled={isDisabled || undefined}
      aria-label={label}
      tabIndex={isDisabled ? -1 : 0}
      className={`${styles.row} ${isDisabled ? styles.disabled : ''} ${className}`}
      onClick={toggle}
      onKeyDown={onKeyDown}
    >
      <Checkbox className={styles.box} checked={isChecked} indeterminate={isIndeterminate} disabled={isDisabled} />
      {children === undefined ? null : <div className={styles.content}>{children}</div>}
    </div>
  );
};
