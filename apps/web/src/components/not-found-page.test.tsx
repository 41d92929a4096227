import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));

import { registerNavigator } from '../app/navigation';
import { NotFoundPage } from './not-found-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('NotFoundPage', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('says the page does not exist and replaces it with home on tap', () => {
    const navigations: Array<[string, boolean | undefined]> = [];
    registerNavigator((href, options) => navigations.push([href, options.isReplace]));
    act(() => root.render(<NotFoundPage />));
    expect(container.querySelector('h1')?.textContent).toBe('页面不存在');
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('返回首页');
    act(() => button?.click());
    expect(navigations).toEqual([['/udianbus/app/home.html', true]]);
  });
});
