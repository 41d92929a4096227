/** Active-use spans (SPEC section 4): a span starts when the page shows and ends when it hides. */
export const ACTIVE_SINCE_KEY = 'udian:activeSince';
export const VISIBILITY_EVENT = 'udian:visibilitychange';
/** The behaviour-log contract caps a span at one day; a longer one means a device that slept with the page open. */
const MAX_SPAN_MS = 86_400_000;

export type ActivitySpan = { startTime: number; endTime: number; duration: number };
export type VisibilityDetail = { isVisible: boolean };

const readStart = (): number | null => {
  const value = Number(sessionStorage.getItem(ACTIVE_SINCE_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** Survives a reload of the tab (sessionStorage) so that a span is not lost when the host reloads the page. */
const markStart = (now: number) => sessionStorage.setItem(ACTIVE_SINCE_KEY, String(now));

export const endSpan = (now: number = Date.now()): ActivitySpan | null => {
  const startTime = readStart();
  sessionStorage.removeItem(ACTIVE_SINCE_KEY);
  if (startTime === null || now < startTime) return null;
  return { startTime, endTime: now, duration: Math.min(now - startTime, MAX_SPAN_MS) };
};

export const startUserActivity = (onSpanEnd: (span: ActivitySpan) => void): (() => void) => {
  if (document.visibilityState === 'visible' && readStart() === null) markStart(Date.now());
  const onChange = () => {
    const isVisible = document.visibilityState === 'visible';
    window.dispatchEvent(new CustomEvent<VisibilityDetail>(VISIBILITY_EVENT, { detail: { isVisible } }));
    if (isVisible) {
      markStart(Date.now());
      return;
    }
    const span = endSpan();
    if (span) onSpanEnd(span);
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
