import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CascadePickerProps } from 'antd-mobile';
import type { LineEta } from '@udian/contracts/schemas/eta';

const mocks = vi.hoisted(() => ({
  call: vi.fn(),
  toast: { success: vi.fn(), info: vi.fn(), fail: vi.fn(), offline: vi.fn(), clear: vi.fn(), loading: vi.fn(() => () => undefined) },
}));

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));
vi.mock('../../api/client', () => ({ call: mocks.call }));
vi.mock('../../app/toast', () => ({ toast: mocks.toast }));
// jsdom cannot spin a picker's wheels: the same choices as buttons, each confirming its pair on a tap.
vi.mock('antd-mobile', async (importOriginal) => {
  const actual = await importOriginal<typeof import('antd-mobile')>();
  const CascadePicker = ({ options, visible, title, onConfirm, onClose }: CascadePickerProps) =>
    visible ? (
      <div role="dialog" aria-label={String(title)}>
        {options.flatMap((mode) =>
          (mode.children ?? []).map((choice) => (
            <button
              key={`${mode.value}-${choice.value}`}
              type="button"
              onClick={() => {
                onConfirm?.([mode.value, choice.value], { items: [mode, choice], columns: [] });
                onClose?.();
              }}
            >
              {`${String(mode.label)} ${String(choice.label)}`}
            </button>
          )),
        )}
      </div>
    ) : null;
  return { ...actual, CascadePicker };
});

import { renderWithQuery, textOf, waitFor, type Rendered } from '../../test/render';
import { ok } from './page-test-session';
import { RideReminderPanel } from './ride-reminder-panel';
import { reminderKey } from './ride-reminder-storage';
import { ticketFixture } from './ticket.fixture';

/** The bus (粤B10001) `toBoard` seconds from 深圳北站 (seq 2, the ticket's boarding stop), its next stop `next`. */
const eta = (toBoard: number, next = 1, isLive = true): LineEta => ({
  lineId: '101',
  isLive,
  generatedAt: new Date(Date.now()).toISOString(),
  vehicles: [
    { vehicleId: '1', plate: '粤B10001', lng: 114, lat: 22.6, heading: 0, speedKmh: 30, recordedAt: new Date(Date.now()).toISOString(), progressMeters: 0, nextStopSeq: next, isStale: !isLive },
  ],
  stops: [1, 2, 3, 4].map((seq) => ({
    seq,
    stationId: String(9000 + seq),
    name: `站${seq}`,
    lng: 114,
    lat: 22.6,
    etas: isLive && seq >= next ? [{ vehicleId: '1', etaSeconds: toBoard + (seq - 2) * 300, arrivesAt: new Date(0).toISOString() }] : [],
  })),
});

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = FakeNotification.answer;
    return FakeNotification.answer;
  });
  static answer: NotificationPermission = 'granted';
  static shown: Array<{ title: string; body: string | undefined }> = [];
  constructor(title: string, options?: NotificationOptions) {
    FakeNotification.shown.push({ title, body: options?.body });
  }
}

const vibrate = vi.fn(() => true);
const etaCalls = () => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === '/line/detail/query/eta');
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the get-on / get-off reminder on a ticket', () => {
  let rendered: Rendered | undefined;
  let answer: () => LineEta;

  const open = () => {
    rendered = renderWithQuery(<RideReminderPanel ticket={ticketFixture()} />);
    return rendered.container;
  };
  const toggle = async (container: Element, kind: 'board' | 'alight') =>
    act(() => (container.querySelector(`[data-testid="reminder-${kind}"] [role="switch"]`) as HTMLElement).click());
  /** Opens the rule's 提前量 picker and takes the choice named `choice` (e.g. '按站数 3 站'). */
  const pick = async (container: Element, kind: 'board' | 'alight', choice: string) => {
    act(() => (container.querySelector(`[data-testid="reminder-${kind}"] button`) as HTMLButtonElement).click());
    const button = [...document.querySelectorAll('[role="dialog"] button')].find((candidate) => candidate.textContent === choice);
    await act(() => (button as HTMLButtonElement).click());
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-06-23T23:40:00Z'));
    mocks.call.mockReset().mockImplementation(async () => ok(answer()));
    Object.values(mocks.toast).forEach((fn) => fn.mockClear());
    FakeNotification.permission = 'default';
    FakeNotification.answer = 'granted';
    FakeNotification.shown = [];
    FakeNotification.requestPermission.mockClear();
    vi.stubGlobal('Notification', FakeNotification);
    vibrate.mockClear();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    answer = () => eta(260);
  });

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('watches nothing until a reminder is on; turning one on asks for notifications on that tap', async () => {
    const container = open();
    expect(etaCalls()).toHaveLength(0);
    expect(textOf(container)).toContain('上车提醒深圳北站');
    expect(textOf(container)).toContain('下车提醒南山科技园');
    // antd-mobile's Switch, named for its rule; no native select or checkbox.
    expect(container.querySelector('[data-testid="reminder-board"] [role="switch"]')?.getAttribute('aria-label')).toBe('上车提醒');
    expect(container.querySelector('select, input[type="checkbox"]')).toBeNull();
    expect(container.querySelector('[aria-label="上车提醒的提前量：3 分钟"]')).not.toBeNull();
    await toggle(container, 'board');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(etaCalls()).toHaveLength(1));
    expect(etaCalls()[0]?.[1]).toEqual({ query: { lineId: '101', stationId: '9002' } });
  });

  it('rings once, 3 minutes before the bus reaches the boarding stop, counting down between polls', async () => {
    const container = open();
    await toggle(container, 'board');
    await waitFor(() => expect(etaCalls()).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toContain('到时将振动并发送系统通知'));
    // Each poll says where the bus is now: 265 s away at first, 180 s away 85 s later, between two polls.
    const start = Date.now();
    answer = () => eta(265 - Math.round((Date.now() - start) / 1000));
    for (let second = 1; second <= 84; second += 1) {
      tick(1_000);
      // Each poll's answer lands before the clock moves on, as it would on a phone.
      if (second % 10 === 0) await waitFor(() => expect(rendered?.client.getQueryCache().getAll()[0]?.state.dataUpdatedAt).toBe(Date.now()));
    }
    expect(vibrate).not.toHaveBeenCalled();
    tick(1_000);
    await waitFor(() => expect(vibrate).toHaveBeenCalledTimes(1));
    expect(FakeNotification.shown).toEqual([{ title: '上车提醒', body: '车辆 粤B10001 约 3 分钟后到达上车站 深圳北站（还有 2 站），请做好上车准备' }]);
    expect(textOf(container.querySelector('[data-testid="reminder-banner"]'))).toContain('上车提醒车辆 粤B10001 约 3 分钟后到达上车站 深圳北站');
    expect(mocks.toast.info).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(reminderKey('31')) ?? '{}')).toMatchObject({ board: { isOn: true, hasFired: true } });
    tick(30_000);
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('without notification permission it rings with the in-page banner and a toast', async () => {
    FakeNotification.answer = 'denied';
    const container = open();
    await pick(container, 'board', '按站数 2 站');
    expect(container.querySelector('[aria-label="上车提醒的提前量：2 站"]')).not.toBeNull();
    await toggle(container, 'board');
    await waitFor(() => expect(container.textContent).toContain('未开启系统通知'));
    // Two stops away (next stop 1, boarding at 2) with the default of 2 stops.
    await waitFor(() => expect(vibrate).toHaveBeenCalledTimes(1));
    expect(FakeNotification.shown).toEqual([]);
    expect(mocks.toast.info).toHaveBeenCalledWith('上车提醒：车辆 粤B10001 约 4 分钟后到达上车站 深圳北站（还有 2 站），请做好上车准备', 8000);
    expect(container.querySelector('[data-testid="reminder-banner"]')).not.toBeNull();
  });

  it('keeps each ticket’s choice on the device, and waits honestly when there is no live data', async () => {
    answer = () => eta(260, 1, false);
    const container = open();
    await pick(container, 'alight', '按站数 3 站');
    await toggle(container, 'alight');
    await waitFor(() => expect(container.textContent).toContain('暂无实时车辆数据，车辆上报位置后开始提醒'));
    expect(JSON.parse(localStorage.getItem(reminderKey('31')) ?? '{}')).toMatchObject({ alight: { isOn: true, mode: 'stops', stops: 3 } });
    rendered?.unmount();
    const again = open();
    expect(again.querySelector('[data-testid="reminder-alight"] [role="switch"]')?.getAttribute('aria-checked')).toBe('true');
    expect(again.querySelector('[aria-label="下车提醒的提前量：3 站"]')?.textContent).toBe('3 站');
    expect(vibrate).not.toHaveBeenCalled();
  });
});
