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

/** Less than this apart, two root font sizes are the same on screen. */
const SAME_SIZE_PX = 0.01;

/**
 * The root font size for the viewport's width. base.css's `min(calc(100vw / 7.5), 100px)` (built as
 * `13.3333vw`) already gives it on nearly every screen, a few hundred-thousandths of a pixel apart: written
 * again, that difference would restart every transition on a length in rem (antd-mobile's switch animates its
 * size) on every page's start.
 */
export const applyRemLayout = (): void => {
  const root = document.documentElement;
  const size = computeRootFontSize(root.clientWidth || window.innerWidth);
  if (Math.abs(Number.parseFloat(getComputedStyle(root).fontSize) - size) < SAME_SIZE_PX) return;
  root.style.fontSize = `${size}px`;
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
