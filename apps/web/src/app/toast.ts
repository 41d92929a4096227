/**
 * The one toast helper (SPEC sections 3 and 9). It lives in app/ beside the dialogs because both show
 * antd-mobile's imperative UI, loaded on first use (and prefetched on idle) to keep antd out of the first
 * bundle (decision 012).
 */
import { loadAntdRuntime } from './load-antd-runtime';

export const SHORT = 3000;
export const LONG = 8000;
export const OFFLINE_TEXT = '网络不给力，请检查网络后重试';

type ToastIcon = 'success' | 'fail' | 'loading' | undefined;
type ShownToast = { close: () => void };

let generation = 0;

const show = (content: string, icon: ToastIcon, duration: number): (() => void) => {
  const ticket = ++generation;
  let shown: ShownToast | undefined;
  let isClosed = false;
  loadAntdRuntime()
    .then(({ Toast }) => {
      // A toast closed, cleared or replaced before antd arrived must not appear late.
      if (isClosed || ticket !== generation) return;
      shown = Toast.show({ content, icon, duration, maskClickable: false });
    })
    .catch(() => undefined);
  return () => {
    isClosed = true;
    // antd-mobile keeps one toast and replaces its content: a later toast (a failure shown while this one
    // was loading) would be closed too.
    if (ticket === generation) shown?.close();
  };
};

export const toast = {
  info: (text: string, duration: number = SHORT): void => void show(text, undefined, duration),
  success: (text: string, duration: number = SHORT): void => void show(text, 'success', duration),
  fail: (text: string, duration: number = SHORT): void => void show(text, 'fail', duration),
  /** A network problem: the text gets a signal-like prefix so it reads differently from a business failure. */
  offline: (text: string = OFFLINE_TEXT, duration: number = SHORT): void => void show(`⚠ ${text}`, undefined, duration),
  /** Stays until the returned function (or clear) closes it. */
  loading: (text: string): (() => void) => show(text, 'loading', 0),
  clear: (): void => {
    generation += 1;
    loadAntdRuntime()
      .then(({ Toast }) => Toast.clear())
      .catch(() => undefined);
  },
};
