import { behaviourLog, type BehaviourEvent } from '@udian/contracts/endpoints/log/behaviour-log';
import { appMemory } from '../lib/local-memory';
import { throttle } from '../lib/timing';
import { call } from '../api/client';
import { getCurrentRoute, onPageEvent, type RouteLocation } from './route-events';
import { startUserActivity } from './user-activity';
import { getWebConfig } from './web-config';

/** SPEC section 9: at most one batch every 3 s; the page-change entry waits 1 s for a location unless one is known. */
export const SEND_INTERVAL_MS = 3000;
export const PAGE_CHANGE_DELAY_MS = 1000;
const MAX_BATCH = 50;
const MAX_PAGE_LENGTH = 300;

type Point = { lng: number; lat: number };

/** The location module stores the last known point under appMemory 'location'. */
export const getKnownLocation = (): Point | null => {
  const point = appMemory.get<Partial<Point> | null>('location', null);
  return point && Number.isFinite(point.lng) && Number.isFinite(point.lat) ? (point as Point) : null;
};

const pageOf = (location: RouteLocation | null): string | null =>
  location ? location.pathname.slice(0, MAX_PAGE_LENGTH) : null;

type EventFields = Pick<BehaviourEvent, 'eventType' | 'page' | 'fromPage'> &
  Partial<Pick<BehaviourEvent, 'startTime' | 'endTime' | 'duration'>>;

export const buildEvent = (fields: EventFields, timestamp: number = Date.now()): BehaviourEvent => {
  const point = getKnownLocation();
  return {
    timestamp,
    longitude: point?.lng ?? null,
    latitude: point?.lat ?? null,
    speed: null,
    angle: null,
    startTime: null,
    endTime: null,
    duration: null,
    ...fields,
  };
};

let queue: BehaviourEvent[] = [];

const send = (events: BehaviourEvent[], isKeepalive: boolean) =>
  call(behaviourLog, { body: { events } }, { baseUrl: getWebConfig().logHost, failureToast: 'none', isKeepalive });

const sendBatch = () => {
  const batch = queue.splice(0, MAX_BATCH);
  if (batch.length > 0) void send(batch, false);
  if (queue.length > 0) throttledSend();
};
const throttledSend = throttle(sendBatch, SEND_INTERVAL_MS);

export const enqueueEvent = (event: BehaviourEvent): void => {
  queue.push(event);
  throttledSend();
};

/** The page is hiding and may be discarded: everything goes now, with keepalive, ignoring the throttle. */
export const flushNow = (extra: BehaviourEvent[] = []): void => {
  const events = [...queue, ...extra];
  queue = [];
  for (let index = 0; index < events.length; index += MAX_BATCH) void send(events.slice(index, index + MAX_BATCH), true);
};

let currentPage: RouteLocation | null = null;

export const logPageChange = (to: RouteLocation, from: RouteLocation | null): void => {
  const enteredAt = Date.now();
  const delay = getKnownLocation() ? 0 : PAGE_CHANGE_DELAY_MS;
  // The location is read when the timer fires, so a position found in the meantime is included.
  setTimeout(() => enqueueEvent(buildEvent({ eventType: 'page_change', page: pageOf(to) ?? '', fromPage: pageOf(from) }, enteredAt)), delay);
};

/**
 * Starts page-change logging (on every page enter) and active-use spans (page visibility). It is loaded on
 * idle, after the first page has been entered, so that page is logged here.
 */
export const startBehaviourLog = (): (() => void) => {
  currentPage = getCurrentRoute();
  if (currentPage) logPageChange(currentPage, null);
  const stopPages = onPageEvent((event) => {
    if (event.type !== 'enter') return;
    logPageChange(event.page, currentPage);
    currentPage = event.page;
  });
  const stopActivity = startUserActivity((span) => {
    flushNow([buildEvent({ eventType: 'user_activate', page: pageOf(currentPage) ?? '', fromPage: null, ...span }, span.endTime)]);
  });
  return () => {
    stopPages();
    stopActivity();
    throttledSend.cancel();
  };
};
