import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Ticket } from '@udian/contracts/schemas/tickets';
import { lineEtaQueryOptions } from '../../api/queries/line-eta';
import { toast } from '../../app/toast';
import { useNow } from '../../lib/use-now';
import { askNotificationPermission, notificationPermission, ringReminder, type NotifyPermission } from './ride-reminder-alert';
import { dueReminder, type ReminderAlert, type ReminderKind, type ReminderRule, type ReminderSettings } from './ride-reminder-rules';
import { loadReminderSettings, saveReminderSettings } from './ride-reminder-storage';

const KINDS: readonly ReminderKind[] = ['board', 'alight'];

export type RideReminder = {
  settings: ReminderSettings;
  /** Changes one reminder; turning it on (a tap) is when notifications are asked for. */
  change: (kind: ReminderKind, patch: Partial<Omit<ReminderRule, 'hasFired'>>) => void;
  permission: NotifyPermission;
  /** The last reminder rung, shown on the page until dismissed. */
  banner: ReminderAlert | null;
  dismiss: () => void;
  isWatching: boolean;
  /** The line has no live data now: the reminder cannot ring until buses report again. */
  isNoLive: boolean;
};

/**
 * The ticket's get-on / get-off reminder while the page is open: polls the line's ETA (every 10 s, with the
 * line-eta page's query), checks the rules every second between polls, and rings once per reminder.
 */
export const useRideReminder = (ticket: Pick<Ticket, 'ticketId' | 'line' | 'board' | 'alight' | 'vehicle'>): RideReminder => {
  const [settings, setSettings] = useState(() => loadReminderSettings(ticket.ticketId));
  const [permission, setPermission] = useState(notificationPermission);
  const [banner, setBanner] = useState<ReminderAlert | null>(null);
  const isWatching = KINDS.some((kind) => settings[kind].isOn && !settings[kind].hasFired);
  // Also while the page is in the background (the passenger switched apps to wait): that is when a reminder
  // matters most, for as long as the browser lets the page's timers run.
  const eta = useQuery({ ...lineEtaQueryOptions(ticket.line.lineId, ticket.board.stationId), enabled: isWatching, refetchIntervalInBackground: true });
  const now = useNow(isWatching && eta.data?.isLive === true);

  const store = useCallback(
    (next: ReminderSettings) => {
      saveReminderSettings(ticket.ticketId, next);
      setSettings(next);
    },
    [ticket.ticketId],
  );

  useEffect(() => {
    const data = eta.data;
    if (!data || !isWatching) return;
    const due = KINDS.map((kind) => dueReminder(kind, settings[kind], data, ticket, eta.dataUpdatedAt, now)).filter(
      (alert): alert is ReminderAlert => alert !== null,
    );
    if (due.length === 0) return;
    const next = { ...settings };
    due.forEach((alert) => {
      next[alert.kind] = { ...next[alert.kind], hasFired: true };
      const isNotified = ringReminder(alert, `ride-${ticket.ticketId}-${alert.kind}`);
      if (!isNotified) toast.info(`${alert.title}：${alert.body}`, 8000);
      setBanner(alert);
    });
    store(next);
  }, [eta.data, eta.dataUpdatedAt, now, isWatching, settings, ticket, store]);

  const change = useCallback(
    (kind: ReminderKind, patch: Partial<Omit<ReminderRule, 'hasFired'>>) => {
      // Any change arms the reminder again: the passenger asked for a new moment.
      store({ ...settings, [kind]: { ...settings[kind], ...patch, hasFired: false } });
      if (patch.isOn) void askNotificationPermission().then(setPermission);
    },
    [settings, store],
  );

  return {
    settings,
    change,
    permission,
    banner,
    dismiss: () => setBanner(null),
    isWatching,
    isNoLive: isWatching && eta.data?.isLive === false,
  };
};
