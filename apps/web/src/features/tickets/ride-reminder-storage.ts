import { getBrowserStorage, readStorageItem, writeStorageItem } from '../../lib/safe-storage';
import { DEFAULT_REMINDER_SETTINGS, type ReminderKind, type ReminderRule, type ReminderSettings } from './ride-reminder-rules';

/** The reminder settings of each ticket, kept on the device: `udian:rideReminder:<ticketId>`. */
export const reminderKey = (ticketId: string) => `udian:rideReminder:${ticketId}`;

const readRule = (stored: unknown, fallback: ReminderRule): ReminderRule => {
  if (typeof stored !== 'object' || stored === null) return fallback;
  const value = stored as Partial<Record<keyof ReminderRule, unknown>>;
  const positive = (candidate: unknown, otherwise: number) =>
    typeof candidate === 'number' && Number.isInteger(candidate) && candidate > 0 && candidate <= 60 ? candidate : otherwise;
  return {
    isOn: value.isOn === true,
    mode: value.mode === 'stops' || value.mode === 'minutes' ? value.mode : fallback.mode,
    minutes: positive(value.minutes, fallback.minutes),
    stops: positive(value.stops, fallback.stops),
    hasFired: value.hasFired === true,
  };
};

/** What was stored for the ticket, each field checked; anything unreadable gives the defaults. */
export const loadReminderSettings = (ticketId: string): ReminderSettings => {
  const text = readStorageItem(getBrowserStorage('local'), reminderKey(ticketId));
  if (!text) return DEFAULT_REMINDER_SETTINGS;
  try {
    const stored = JSON.parse(text) as Partial<Record<ReminderKind, unknown>>;
    return { board: readRule(stored.board, DEFAULT_REMINDER_SETTINGS.board), alight: readRule(stored.alight, DEFAULT_REMINDER_SETTINGS.alight) };
  } catch {
    return DEFAULT_REMINDER_SETTINGS;
  }
};

export const saveReminderSettings = (ticketId: string, settings: ReminderSettings): void => {
  writeStorageItem(getBrowserStorage('local'), reminderKey(ticketId), JSON.stringify(settings));
};
