import type { Ticket } from '@udian/contracts/schemas/tickets';
import { CascadePicker, Switch, type CascadePickerOption, type CascadePickerProps } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { REMINDER_MINUTES_CHOICES, REMINDER_STOPS_CHOICES, reminderLabels, type ReminderKind, type ReminderMode } from './ride-reminder-rules';
import styles from './ride-reminder.module.css';
import { Card } from './ticket-sections';
import { usePickerWheelLabels } from '../../components/picker/use-picker-wheel-labels';
import { useRideReminder, type RideReminder } from './use-ride-reminder';

const targetText: Record<ReminderKind, string> = { board: '到达上车站前', alight: '到达下车站前' };
const unitText: Record<ReminderMode, string> = { minutes: '分钟', stops: '站' };

/** By minutes or by stops, then how many: one picker of two linked columns. */
const whenOptions: CascadePickerOption[] = [
  { label: '按时间', value: 'minutes', children: REMINDER_MINUTES_CHOICES.map((n) => ({ label: `${n} 分钟`, value: String(n) })) },
  { label: '按站数', value: 'stops', children: REMINDER_STOPS_CHOICES.map((n) => ({ label: `${n} 站`, value: String(n) })) },
];

const RuleRow = ({ kind, reminder, stopName }: { kind: ReminderKind; reminder: RideReminder; stopName: string }) => {
  const [isPicking, setIsPicking] = useState(false);
  usePickerWheelLabels(isPicking);
  const rule = reminder.settings[kind];
  const label = reminderLabels[kind];
  const amount = rule.mode === 'minutes' ? rule.minutes : rule.stops;
  const whenText = `${amount} ${unitText[rule.mode]}`;
  const choose: NonNullable<CascadePickerProps['onConfirm']> = (value) => {
    const [mode, chosen] = value;
    const count = Number(chosen);
    if ((mode !== 'minutes' && mode !== 'stops') || !Number.isInteger(count)) return;
    reminder.change(kind, mode === 'minutes' ? { mode, minutes: count } : { mode, stops: count });
  };
  return (
    <div className={styles.rule} data-testid={`reminder-${kind}`}>
      <div className={styles.ruleHead}>
        <span className={styles.ruleName}>
          {label}
          <small className={styles.stop} title={stopName}>
            {stopName}
          </small>
        </span>
        <Switch checked={rule.isOn} onChange={(isOn) => reminder.change(kind, { isOn })} aria-label={label} />
      </div>
      <div className={styles.when}>
        <button type="button" className={styles.whenButton} aria-label={`${label}的提前量：${whenText}`} onClick={() => setIsPicking(true)}>
          {whenText}
          <DownOutline className={styles.whenIcon} aria-hidden="true" />
        </button>
        <span>{targetText[kind]}</span>
      </div>
      <CascadePicker
        title={`${label}：${targetText[kind]}多久提醒`}
        options={whenOptions}
        value={[rule.mode, String(amount)]}
        visible={isPicking}
        // Gone when closed, with its wheel's labels (use-picker-wheel-labels.ts).
        destroyOnClose
        onClose={() => setIsPicking(false)}
        onConfirm={choose}
      />
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
