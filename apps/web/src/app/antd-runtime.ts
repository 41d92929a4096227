/**
 * The only module that imports antd-mobile's imperative Toast and Dialog. It is always loaded with a dynamic
 * import (app/toast.ts, app/dialogs.ts) and prefetched on idle, so antd-mobile stays out of the first page's
 * bundle. antd-mobile 5 renders these with React 18's legacy API; React 19 needs the root-based render below.
 */
import { Dialog, Toast, unstableSetRender } from 'antd-mobile';
import { ExclamationTriangleOutline } from 'antd-mobile-icons';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { nextTask } from '../lib/next-task';

type ContainerWithRoot = (Element | DocumentFragment) & { _reactRoot?: Root };

unstableSetRender((node, container) => {
  const host = container as ContainerWithRoot;
  host._reactRoot ||= createRoot(host);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    // Unmounting synchronously inside antd's own close handler would warn; wait one task.
    await nextTask();
    root.unmount();
    delete host._reactRoot;
  };
});

/** The icon of a network problem's toast (app/toast.ts). */
export const offlineIcon = createElement(ExclamationTriangleOutline, { 'aria-hidden': true });

export { Dialog, Toast };
