import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));

import { registerNavigator } from '../app/navigation';
import { renderWithQuery, waitFor, type Rendered } from '../test/render';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  let rendered: Rendered;
  afterEach(() => rendered.unmount());

  it('says the page does not exist in Chinese, with its picture, and replaces it with home on tap', async () => {
    const navigations: Array<[string, boolean | undefined]> = [];
    registerNavigator((href, options) => navigations.push([href, options.isReplace]));
    rendered = renderWithQuery(<NotFoundPage />);
    await waitFor(() => expect(rendered.container.querySelector('.adm-error-block')).not.toBeNull());
    expect(rendered.container.querySelector('h2')?.textContent).toBe('页面不存在');
    // Our words only (none of antd-mobile's default texts) and our picture.
    const block = rendered.container.querySelector('.adm-error-block');
    expect(block?.textContent).toBe('页面不存在您访问的页面不存在或已下线，可以返回首页继续使用。返回首页');
    expect(block?.querySelector('.adm-error-block-image svg')).not.toBeNull();
    const button = rendered.container.querySelector('button');
    expect(button?.textContent).toBe('返回首页');
    act(() => button?.click());
    expect(navigations).toEqual([['/udianbus/app/home.html', true]]);
  });
});
