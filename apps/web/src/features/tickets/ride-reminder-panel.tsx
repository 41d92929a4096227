import type { Ticket } from '@udian/contracts/schemas/tickets';
import { REMINDER_MINUTES_CHOICES, REMINDER_STOPS_CHOICES, reminderLabels, type ReminderKind, type ReminderMode } from './ride-reminder-rules';
import styles from './ride-reminder.module.css';
import { Card } from './ticket-sections';
import { useRideReminder, type RideReminder } from './use-ride-reminder';

const targetText: Record<ReminderKind, string> = { board: '到达上车站前', alight: '到达下车站前' };

const RuleRow = ({ kind, reminder, stopName }: { kind: ReminderKind; reminder: RideReminder; stopName: string }) => {
  const rule = reminder.settings[kind];
  const label = reminderLabels[kind];
  const choices = rule.mode === 'minutes' ? REMINDER_MINUTES_CHOICES : REMINDER_STOPS_CHOICES;
  const amount = rule.mode === 'minutes' ? rule.minutes : rule.stops;
  return (
    <div className={styles.rule} data-testid={`reminder-${kind}`}>
      <label className={styles.switch}>
        <input type="checkbox" checked={rule.isOn} onChange={(event) => reminder.change(kind, { isOn: event.target.checked })} />
        <span>
          {label}
          <small className={styles.stop}>{stopName}</small>
        </span>
      </label>
      <div className={styles.when}>
        <select
          aria-label={`${label}的提前量`}
          value={amount}
          onChange={(event) => reminder.change(kind, rule.mode === 'minutes' ? { minutes: Number(event.target.value) } : { stops: Number(event.target.value) })}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        <select
          aria-label={`${label}的方式`}
          value={rule.mode}
          onChange={(event) => reminder.change(kind, { mode: event.target.value as ReminderMode })}
        >
          <option value="minutes">分钟</option>
          <option value="stops">站</option>
        </select>
        <span>{targetText[kind]}</span>
      </div>
      {rule.isOn && rule.hasFired ? <p className={styles.note}>已提醒</p> : null}
    </div>
  );
};

const permissionText = (reminder: RideReminder): string | null => {
  if (!reminder.settings.board.isOn && !reminder.settings.alight.isOn) return null;
  if (reminder.permission === 'granted') return '到时将振动并发送系统通知，请保持本页面打开';
  return '未开启系统通知，到时将在本页面振动并弹出提示，请保持本页面打开';
};

/** 上车提醒 / 下车提醒 of a ticket: N minutes or N stops before the stop, while this page is open. */
export const RideReminderPanel = ({ ticket }: { ticket: Pick<Ticket, 'ticketId' | 'line' | 'board' | 'alight' | 'vehicle'> }) => {
  const reminder = useRideReminder(ticket);
  const hint = permissionText(reminder);
  return (
    <Card title="到站提醒" testId="ride-reminder">
      {reminder.banner ? (
        <div className={styles.banner} role="alert" data-testid="reminder-banner">
          <strong>{reminder.banner.title}</strong>
          <span>{reminder.banner.body}</span>
          <button type="button" className={styles.dismiss} onClick={reminder.dismiss}>
            知道了
          </button>
        </div>
      ) : null}
      <RuleRow kind="board" reminder={reminder} stopName={ticket.board.name} />
      <RuleRow kind="alight" reminder={reminder} stopName={ticket.alight.name} />
      {reminder.isNoLive ? <p className={styles.note}>暂无实时车辆数据，车辆上报位置后开始提醒</p> : null}
      {hint ? <p className={styles.note}>{hint}</p> : null}
    </Card>
  );
};
