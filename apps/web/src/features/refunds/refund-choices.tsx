import { CheckRow } from '../../components/check-row/check-row';
import { formatServiceDate } from '../../lib/shanghai-time';
import { dateSelection, toggleDate, toggleTicket, type RefundDateGroup } from './refund-selection';
import styles from './refunds.module.css';

type ChoicesProps = {
  groups: readonly RefundDateGroup[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
};

/** A date's box: ticked when all its riders are chosen, half-ticked when some are. */
const DateBox = ({ group, selected, onChange }: { group: RefundDateGroup } & Omit<ChoicesProps, 'groups'>) => {
  const state = dateSelection(group, selected);
  const hasRefundable = group.choices.some((choice) => choice.isRefundable);
  return (
    <CheckRow
      isChecked={state === 'all'}
      isIndeterminate={state === 'some'}
      isDisabled={!hasRefundable}
      onChange={() => onChange(toggleDate(selected, group))}
      className={`${styles.choice} ${styles.dateChoice}`}
    >
      <span className={styles.choiceLine}>
        <span className={styles.choiceText}>
          {formatServiceDate(group.date)} {group.time} 发车
        </span>
        {hasRefundable ? null : <span className={styles.aside}>已发车</span>}
      </span>
    </CheckRow>
  );
};

/** The order's valid tickets by date: tick a whole date or single riders. Departed ones cannot be ticked. */
export const RefundChoices = ({ groups, selected, onChange }: ChoicesProps) => (
  <div data-testid="refund-choices">
    {groups.map((group) => (
      <section key={group.date} className={styles.group} aria-label={formatServiceDate(group.date)}>
        <DateBox group={group} selected={selected} onChange={onChange} />
        <ul className={styles.riders}>
          {group.choices.map(({ ticket, isRefundable }) => (
            <li key={ticket.ticketId}>
              <CheckRow
                isChecked={isRefundable && selected.includes(ticket.ticketId)}
                isDisabled={!isRefundable}
                onChange={() => onChange(toggleTicket(selected, ticket.ticketId))}
                className={`${styles.choice} ${isRefundable ? '' : styles.departed}`}
              >
                <span className={styles.choiceLine}>
                  <span className={styles.choiceText}>
                    <span className={styles.riderName} title={ticket.passengerName}>
                      {ticket.passengerName}
                    </span>
                    <span className={styles.idNumber}>{ticket.passengerIdNumber}</span>
                  </span>
                  {isRefundable ? null : <span className={styles.aside}>已发车，不可退</span>}
                </span>
              </CheckRow>
            </li>
          ))}
        </ul>
      </section>
    ))}
  </div>
);
