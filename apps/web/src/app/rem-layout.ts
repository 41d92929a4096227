import { debounce } from '../lib/timing';

/** SPEC section 9: pages are designed 750 px wide; 1rem is a 7.5th of the viewport, capped at that width. */
export const DESIGN_WIDTH = 750;
/** A web view that reports no width yet (hidden, still laying out) is treated as a common 375 px phone. */
const FALLBACK_WIDTH = 375;
export const REAPPLY_AFTER_LOAD_MS = 1000;
const RESIZE_DEBOUNCE_MS = 100;

export const computeRootFontSize = (viewportWidth: number): number => {
  const width = Number.isFinite(viewportWidth) && viewportWidth > 0 ? viewportWidth : FALLBACK_WIDTH;
  return Math.min(width, DESIGN_WIDTH) / (DESIGN_WIDTH / 100);
};

export const applyRemLayout = (): void => {
  const root = document.documentElement;
  root.style.fontSize = `${computeRootFontSize(root.clientWidth || window.innerWidth)}px`;
};

/** Some host web views report their final width late, hence the second pass after load. */
export const startRemLayout = (): (() => void) => {
  applyRemLayout();
  const onResize = debounce(applyRemLayout, RESIZE_DEBOUNCE_MS);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onLoad = () => {
    timer = setTimeout(applyRemLayout, REAPPLY_AFTER_LOAD_MS);
  };
  window.addEventListener('resize', onResize);
  window.addEventListener('orientationchange', onResize);
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    onResize.cancel();
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
    window.removeEventListener('orientationchange', onResize);
    window.removeEventListener('load', onLoad);
  };
};
