import type { Platform } from '@udian/contracts/client-headers';
import { getStoredChannelId, setAppPlatform, setStoredChannelId } from '../lib/device-data';
import { detectHost, type HostKey } from './hosts';

/** SPEC section 9: the channel when neither the host nor the entry link names one. */
export const DEFAULT_CHANNEL = '10000';
/** Stored as AppPlatform when the page runs inside the super-app (SPEC section 1). */
export const SUPER_APP_PLATFORM = 'NJ';

export type HostContext = {
  host: HostKey;
  platform: Platform;
  channel: string;
  channelIdName: string;
  /** What AppPlatform must hold for this host, or null when the host sets nothing. */
  appPlatform: string | null;
  /** The host draws its own navigation bar (hosts.ts). */
  hasOwnTitleBar: boolean;
};

const channelPattern = /^\d{1,8}$/;

export const resolveHostContext = (userAgent: string, storedChannelId: string | null): HostContext => {
  const entry = detectHost(userAgent);
  const storedChannel = storedChannelId !== null && channelPattern.test(storedChannelId) ? storedChannelId : null;
  const channel = entry.isChannelFixed
    ? (entry.defaultChannel ?? DEFAULT_CHANNEL)
    : (storedChannel ?? entry.defaultChannel ?? DEFAULT_CHANNEL);
  return {
    host: entry.host,
    platform: entry.host === 'wechat' ? 'PUBLIC' : 'H5',
    channel,
    channelIdName: entry.channelIdName,
    appPlatform: entry.host === 'superApp' ? SUPER_APP_PLATFORM : null,
    hasOwnTitleBar: entry.hasOwnTitleBar,
  };
};

/** A `channelId` in the entry link is remembered, so that later visits keep the partner's channel. */
export const readEntryChannelId = (search: string): string | null => {
  const value = new URLSearchParams(search).get('channelId');
  return value !== null && channelPattern.test(value) ? value : null;
};

let current: HostContext | undefined;

/** A page rendered on the server is another visit each time: the next call reads the host again. */
export const forgetHostContext = (): void => {
  current = undefined;
};

/** Computed once per page load; the side effects (stored channel, AppPlatform) happen on the first call. */
export const getHostContext = (): HostContext => {
  if (current) return current;
  const entryChannelId = readEntryChannelId(window.location.search);
  if (entryChannelId !== null) setStoredChannelId(entryChannelId);
  current = resolveHostContext(navigator.userAgent, getStoredChannelId());
  if (current.appPlatform !== null) setAppPlatform(current.appPlatform);
  return current;
};
