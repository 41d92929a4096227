/**
 * Ringing a reminder on this device: a vibration where the browser allows it, and a system notification when
 * the passenger allowed notifications. Each step may be missing or throw (iOS has no vibrate; Android Chrome
 * forbids `new Notification` in a page): the page's banner and toast are the way that always works.
 */
import type { ReminderAlert } from './ride-reminder-rules';

const VIBRATION_MS = [400, 200, 400];

export type NotifyPermission = NotificationPermission | 'unsupported';

export const notificationPermission = (): NotifyPermission =>
  typeof Notification === 'function' ? Notification.permission : 'unsupported';

/** Asked only from the passenger's tap (browsers ignore or block a request made on their own). */
export const askNotificationPermission = async (): Promise<NotifyPermission> => {
  if (typeof Notification !== 'function') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
};

/** True when a system notification was shown. */
export const ringReminder = (alert: ReminderAlert, tag: string): boolean => {
  try {
    if (typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATION_MS);
  } catch {
    // A web view that refuses vibration still shows the reminder.
  }
  if (notificationPermission() !== 'granted') return false;
  try {
    new Notification(alert.title, { body: alert.body, tag, requireInteraction: true });
    return true;
  } catch {
    return false;
  }
};
