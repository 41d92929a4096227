import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const host = vi.hoisted(() => ({ drawsBar: false, shown: [] as string[] }));
vi.mock('../platform/title-bar', () => ({
  hostDrawsTitleBar: () => host.drawsBar,
  showHeadingInHost: (heading: string) => host.shown.push(heading),
}));

import { act } from 'react';
import { Page } from '../components/page/page';
import { renderWithQuery, waitFor, type Rendered } from '../test/render';
import { registerNavigator } from './navigation';
import { PageFrame } from './page-frame';
import { HOME_PATH, MY_TICKET_PATH, USER_CENTER_PATH } from './page-paths';

let rendered: Rendered | undefined;
let navigations: Array<[string, boolean | undefined]>;
let unregister: () => void;

beforeEach(() => {
  host.drawsBar = false;
  host.shown = [];
  navigations = [];
  unregister = registerNavigator((href, options) => navigations.push([href, options.isReplace]));
  window.history.replaceState(null, '', '/udianbus/app/line/line-info.html');
});
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  unregister();
});

const headings = () => [...(rendered?.container.querySelectorAll('h1') ?? [])].map((h) => h.textContent);

describe('the page frame', () => {
  it('gives an inner page a title bar whose heading is the page one h1, and back with no history goes home', async () => {
    rendered = renderWithQuery(
      <PageFrame heading="线路详情">
        <p>内容</p>
      </PageFrame>,
    );
    await waitFor(() => expect(rendered?.container.querySelector('.adm-nav-bar')).not.toBeNull());
    expect(headings()).toEqual(['线路详情']);
    expect(rendered.container.querySelector('nav[aria-label="主导航"]')).toBeNull();
    const back = rendered.container.querySelector<HTMLButtonElement>('button[aria-label="返回"]');
    expect(back).not.toBeNull();
    // NavBar's left slot would otherwise be an unnamed role=button around our real button.
    expect(rendered.container.querySelector('.adm-nav-bar-left')?.getAttribute('role')).toBeNull();
    act(() => back?.click());
    expect(navigations).toEqual([[`${HOME_PATH}.html`, true]]);
  });

  it('lets the page replace its heading with one from its data', async () => {
    rendered = renderWithQuery(
      <PageFrame heading="搜索结果">
        <Page title="“科技园”的搜索结果">
          <p>内容</p>
        </Page>
      </PageFrame>,
    );
    await waitFor(() => expect(headings()).toEqual(['“科技园”的搜索结果']));
  });

  it('shows the tab bar with the page tab current and no back button on a top-level page', async () => {
    rendered = renderWithQuery(
      <PageFrame heading="我的" tab="me">
        <p>内容</p>
      </PageFrame>,
    );
    await waitFor(() => expect(rendered?.container.querySelector('nav[aria-label="主导航"] .adm-tab-bar')).not.toBeNull());
    const links = [...rendered.container.querySelectorAll<HTMLAnchorElement>('nav[aria-label="主导航"] a')];
    expect(links.map((link) => link.textContent)).toEqual(['首页', '行程', '我的']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`${HOME_PATH}.html`, `${MY_TICKET_PATH}.html`, `${USER_CENTER_PATH}.html`]);
    expect(links[2]?.getAttribute('aria-current')).toBe('page');
    expect(rendered.container.querySelector('button[aria-label="返回"]')).toBeNull();
    act(() => links[1]?.click());
    expect(navigations).toEqual([[`${MY_TICKET_PATH}.html`, true]]);
    // The current tab goes nowhere.
    act(() => links[2]?.click());
    expect(navigations).toHaveLength(1);
  });

  it('draws no bar of its own in a host that draws one, and gives the host the heading', async () => {
    host.drawsBar = true;
    rendered = renderWithQuery(
      <PageFrame heading="订单详情">
        <p>内容</p>
      </PageFrame>,
    );
    await waitFor(() => expect(host.shown).toEqual(['订单详情']));
    expect(rendered.container.querySelector('.adm-nav-bar')).toBeNull();
    // Still one heading for screen readers.
    expect(headings()).toEqual(['订单详情']);
  });

  it('draws no title bar on home, which has its own header', () => {
    rendered = renderWithQuery(
      <PageFrame heading="优点巴士" tab="home" isHome>
        <h1>优点巴士</h1>
      </PageFrame>,
    );
    expect(headings()).toEqual(['优点巴士']);
  });
});
