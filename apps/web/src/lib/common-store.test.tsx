import type { MyLine } from '@udian/contracts/endpoints/lines/my-lines';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMMON_STORE_KEY,
  getCommonState,
  initialCommonState,
  reloadCommonState,
  saveLineList,
  setSearchPlace,
  setSelfLocation,
  subscribeCommonState,
  swapSearchPlaces,
  useCommonState,
} from './common-store';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const kejiyuan = { name: '科技园', detail: '南山区', lng: 113.953, lat: 22.5405 };
const cbd = { name: '福田CBD', detail: '福田区', lng: 114.0561, lat: 22.537 };

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
  rideCount: 2,
  lastRideDate: '2026-11-20',
  isCollected: true,
});

const stored = () => JSON.parse(sessionStorage.getItem(COMMON_STORE_KEY) ?? 'null') as unknown;

describe('commonStore', () => {
  beforeEach(() => {
    sessionStorage.clear();
    reloadCommonState();
  });

  it('starts as the spec model: num 1, an empty lineList and empty-string places', () => {
    expect(getCommonState()).toEqual({ num: 1, lineList: [], selfLocation: '', startLocation: '', endLocation: '' });
    expect(initialCommonState.startLocation).toBe('');
  });

  it('keeps the start and end places and persists them in sessionStorage', () => {
    setSearchPlace('start', kejiyuan);
    setSearchPlace('end', cbd);
    expect(getCommonState()).toMatchObject({ startLocation: kejiyuan, endLocation: cbd });
    expect(stored()).toMatchObject({ startLocation: kejiyuan, endLocation: cbd });
    expect(localStorage.getItem(COMMON_STORE_KEY)).toBeNull();
  });

  it('reads the places back after a reload of the page', () => {
    sessionStorage.setItem(COMMON_STORE_KEY, JSON.stringify({ startLocation: kejiyuan, endLocation: '' }));
    reloadCommonState();
    expect(getCommonState()).toEqual({ ...initialCommonState, startLocation: kejiyuan });
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an object', '42'],
    ['a place without coordinates', JSON.stringify({ startLocation: { name: '科技园' } })],
    ['a place with text coordinates', JSON.stringify({ endLocation: { name: 'x', lng: '113', lat: '22' } })],
  ])('treats %s in storage as nothing chosen', (_case, text) => {
    sessionStorage.setItem(COMMON_STORE_KEY, text);
    reloadCommonState();
    expect(getCommonState()).toEqual(initialCommonState);
  });

  it('swaps start and end', () => {
    setSearchPlace('start', kejiyuan);
    setSearchPlace('end', cbd);
    swapSearchPlaces();
    expect(getCommonState()).toMatchObject({ startLocation: cbd, endLocation: kejiyuan });
  });

  it('clears one end with an empty string', () => {
    setSearchPlace('start', kejiyuan);
    setSearchPlace('start', '');
    expect(getCommonState().startLocation).toBe('');
  });

  it('keeps the passenger own place as selfLocation', () => {
    setSelfLocation({ ...kejiyuan, detail: '当前位置' });
    expect(getCommonState().selfLocation).toEqual({ ...kejiyuan, detail: '当前位置' });
  });

  it('save replaces lineList (SPEC section 4), kept as it came and read back after a reload', () => {
    saveLineList([line('1')]);
    saveLineList([line('2'), line('3')]);
    expect(getCommonState().lineList).toEqual([line('2'), line('3')]);
    reloadCommonState();
    expect(getCommonState().lineList).toEqual([line('2'), line('3')]);
  });

  it('drops stored lines of another shape on load', () => {
    sessionStorage.setItem(COMMON_STORE_KEY, JSON.stringify({ lineList: [{ lineId: '1' }, line('2'), 'M101', null] }));
    reloadCommonState();
    expect(getCommonState().lineList).toEqual([line('2')]);
  });

  it('tells subscribers about each change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCommonState(listener);
    setSearchPlace('end', cbd);
    unsubscribe();
    setSearchPlace('end', kejiyuan);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('re-renders a component that shows the places', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const Places = () => {
      const { startLocation, endLocation } = useCommonState();
      return <p>{`${startLocation ? startLocation.name : '-'} → ${endLocation ? endLocation.name : '-'}`}</p>;
    };
    act(() => root.render(<Places />));
    expect(container.textContent).toBe('- → -');
    act(() => setSearchPlace('start', kejiyuan));
    act(() => setSearchPlace('end', cbd));
    expect(container.textContent).toBe('科技园 → 福田CBD');
    act(() => root.unmount());
  });
});
