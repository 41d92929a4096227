import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ fetchLineList: vi.fn(async () => undefined) }));

vi.mock('../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../api/queries/my-lines', () => ({ fetchLineList: mocks.fetchLineList }));

import { clearLoginInfo, saveLoginInfo } from '../lib/login-info';
import { isUserArea, startLineListSync } from './line-list-sync';
import { notifyRouteChange, type RouteLocation } from './route-events';

const at = (pathname: string): RouteLocation => ({ pathname, search: '', hash: '', title: '优点巴士' });
/**
 * The plugin loads the fetch on demand, so a call comes a few ticks after its navigation. Loads settle in
 * order: once a later navigation to the user centre has fetched, an earlier one that would have is seen.
 */
const fetchesOnceMoreAtUserCentre = async (before: number) => {
  notifyRouteChange(at('/udianbus/app/user-center.html'), null, 'PUSH');
  await vi.waitFor(() => expect(mocks.fetchLineList).toHaveBeenCalledTimes(before + 1));
};

describe('commonStore reacts to navigation to the user area (SPEC section 2)', () => {
  let stop: () => void;
  beforeEach(() => {
    notifyRouteChange(at('/udianbus/app/home.html'), null, 'PUSH');
    mocks.fetchLineList.mockClear();
    stop = startLineListSync();
  });
  afterEach(() => {
    stop();
    clearLoginInfo();
  });

  it('fetches the list on each navigation to the user centre, going back included', async () => {
    notifyRouteChange(at('/udianbus/app/user-center.html'), at('/udianbus/app/home.html'), 'PUSH');
    await vi.waitFor(() => expect(mocks.fetchLineList).toHaveBeenCalledTimes(1));
    notifyRouteChange(at('/udianbus/app/user-center/setting.html'), at('/udianbus/app/user-center.html'), 'PUSH');
    notifyRouteChange(at('/udianbus/app/user-center.html'), at('/udianbus/app/user-center/setting.html'), 'POP');
    await vi.waitFor(() => expect(mocks.fetchLineList).toHaveBeenCalledTimes(2));
  });

  it('fetches nothing on any other page', async () => {
    for (const pathname of ['/udianbus/app/home.html', '/udianbus/app/user-center/setting.html', '/udianbus/app/user-center/personalInfo.html', '/udianbus/app/more.html', '/ydbus.html']) {
      notifyRouteChange(at(pathname), null, 'PUSH');
    }
    await fetchesOnceMoreAtUserCentre(0);
    expect(mocks.fetchLineList).toHaveBeenCalledTimes(1);
  });

  it('fetches again when the login changes on the user centre, not elsewhere', async () => {
    notifyRouteChange(at('/udianbus/app/home.html'), null, 'PUSH');
    saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });
    await fetchesOnceMoreAtUserCentre(0);
    expect(mocks.fetchLineList).toHaveBeenCalledTimes(1);
    clearLoginInfo();
    await vi.waitFor(() => expect(mocks.fetchLineList).toHaveBeenCalledTimes(2));
  });

  it('fetches at once when started on the user centre (the app starts it after the first page is up)', async () => {
    stop();
    notifyRouteChange(at('/udianbus/app/user-center.html'), null, 'PUSH');
    mocks.fetchLineList.mockClear();
    stop = startLineListSync();
    await vi.waitFor(() => expect(mocks.fetchLineList).toHaveBeenCalledTimes(1));
  });

  it('stops when stopped', async () => {
    stop();
    notifyRouteChange(at('/udianbus/app/user-center.html'), null, 'PUSH');
    stop = startLineListSync();
    await fetchesOnceMoreAtUserCentre(0);
    expect(mocks.fetchLineList).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/udianbus/app/user-center.html', true],
    ['/udianbus/app/user-center/setting.html', false],
    ['/udianbus/app/user-center', false],
    ['/udianbus/app/home.html', false],
  ])('%s is the user area: %s', (pathname, expected) => {
    expect(isUserArea(pathname)).toBe(expected);
  });
});
