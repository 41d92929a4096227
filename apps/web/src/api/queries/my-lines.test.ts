import type { MyLine } from '@udian/contracts/endpoints/lines/my-lines';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../client', () => ({ call: mocks.call }));

import { getCommonState, reloadCommonState, saveLineList } from '../../lib/common-store';
import { clearLoginInfo, saveLoginInfo } from '../../lib/login-info';
import { fetchLineList, USER_CENTER_LINES_PAGE } from './my-lines';

const line = (lineId: string): MyLine => ({
  lineId,
  lineCode: `M${lineId}`,
  lineName: '福田—南山通勤快线',
  type: 'commute',
  cityId: 440300,
  startStationName: '市民中心',
  endStationName: '科技园',
  firstDepartureTime: '07:30',
  priceCents: 800,
  durationMinutes: 40,
  isWhiteList: false,
  rideCount: 3,
  lastRideDate: '2026-11-20',
  isCollected: false,
});
const page = (lines: MyLine[]) => ({ ok: true, data: { pageNum: 1, pageSize: 5, total: lines.length, lines }, meta: { code: 1, desc: '成功', timestamp: 0 } });
const login = () => saveLoginInfo({ userId: '7', phoneNum: '13800000000', token: 't', centerToken: '', centerUid: '' }, { isPersistent: true });

describe("commonStore's fetch (SPEC section 4)", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    reloadCommonState();
    mocks.call.mockReset();
  });
  afterEach(() => clearLoginInfo());

  it('calls POST /base/path/page with the first page and saves its lines as lineList, as they came', async () => {
    login();
    const answer = page([line('12'), line('15')]);
    mocks.call.mockResolvedValue(answer);
    await fetchLineList();
    expect(mocks.call).toHaveBeenCalledTimes(1);
    const [endpoint, input, options] = mocks.call.mock.calls[0] as [{ method: string; path: string }, unknown, unknown];
    expect(endpoint).toMatchObject({ method: 'POST', path: '/base/path/page' });
    expect(input).toEqual({ body: { pageNum: 1, pageSize: 5 } });
    expect(USER_CENTER_LINES_PAGE).toEqual({ pageNum: 1, pageSize: 5 });
    expect(options).toEqual({ failureToast: 'none' });
    expect(getCommonState().lineList).toBe(answer.data.lines);
  });

  it('sends the body it is given', async () => {
    login();
    mocks.call.mockResolvedValue(page([]));
    await fetchLineList({ pageNum: 2, pageSize: 20 });
    expect(mocks.call.mock.calls[0]?.[1]).toEqual({ body: { pageNum: 2, pageSize: 20 } });
  });

  it('empties the list for a visitor without a call', async () => {
    saveLineList([line('12')]);
    await fetchLineList();
    expect(mocks.call).not.toHaveBeenCalled();
    expect(getCommonState().lineList).toEqual([]);
  });

  it('keeps the list there was when the call fails', async () => {
    login();
    saveLineList([line('12')]);
    mocks.call.mockResolvedValue({ ok: false, statusText: 'network error' });
    await fetchLineList();
    expect(getCommonState().lineList).toEqual([line('12')]);
  });

  it('saves only the latest of two overlapping fetches', async () => {
    login();
    let answerFirst: (value: unknown) => void = () => undefined;
    mocks.call.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve))).mockResolvedValueOnce(page([line('2')]));
    const first = fetchLineList();
    await fetchLineList();
    answerFirst(page([line('1')]));
    await first;
    expect(getCommonState().lineList).toEqual([line('2')]);
  });
});
