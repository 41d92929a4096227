import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));

import { registerNavigator } from '../app/navigation';
import { renderWithQuery, type Rendered } from '../test/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  let rendered: Rendered;
  afterEach(() => rendered.unmount());

  it('says the page does not exist and replaces it with home on tap', () => {
    const navigations: Array<[string, boolean | undefined]> = [];
    registerNavigator((href, options) => navigations.push([href, options.isReplace]));
    rendered = renderWithQuery(<NotFoundPage />);
    expect(rendered.container.querySelector('h1')?.textContent).toBe('页面不存在');
    const button = rendered.container.querySelector('button');
    expect(button?.textContent).toBe('返回首页');
    act(() => button?.click());
    expect(navigations).toEqual([['/udianbus/app/home.html', true]]);
  });
});
