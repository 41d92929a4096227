import { describe, expect, it } from 'vitest';
import type { LineEta } from '@udian/contracts/schemas/eta';
import { DEFAULT_REMINDER_SETTINGS, dueReminder } from './ride-reminder-rules';
import { ticketFixture } from './ticket.fixture';

const bus = (vehicleId: string, plate: string, nextStopSeq: number | null, isStale = false) => ({
  vehicleId,
  plate,
  lng: 114,
  lat: 22.6,
  heading: 90,
  speedKmh: 30,
  recordedAt: '2026-06-24T00:00:00.000Z',
  progressMeters: 0,
  nextStopSeq,
  isStale,
});

/** Stops 1..4 of U101: the ticket boards at 2 (深圳北站) and alights at 4 (南山科技园). */
const eta = (vehicles: ReturnType<typeof bus>[], etas: Record<number, Array<[string, number]>>, isLive = true): LineEta => ({
  lineId: '101',
  isLive,
  generatedAt: '2026-06-24T00:00:00.000Z',
  vehicles,
  stops: [1, 2, 3, 4].map((seq) => ({
    seq,
    stationId: String(9000 + seq),
    name: `站${seq}`,
    lng: 114,
    lat: 22.6,
    etas: (etas[seq] ?? []).map(([vehicleId, etaSeconds]) => ({ vehicleId, etaSeconds, arrivesAt: '2026-06-24T00:05:00.000Z' })),
  })),
});

const ticket = ticketFixture();
const board = { ...DEFAULT_REMINDER_SETTINGS.board, isOn: true };
const alight = { ...DEFAULT_REMINDER_SETTINGS.alight, isOn: true };

describe('the get-on / get-off reminder rules', () => {
  it('defaults to 3 minutes before boarding and 2 stops before alighting, both off', () => {
    expect(DEFAULT_REMINDER_SETTINGS.board).toMatchObject({ isOn: false, mode: 'minutes', minutes: 3 });
    expect(DEFAULT_REMINDER_SETTINGS.alight).toMatchObject({ isOn: false, mode: 'stops', stops: 2 });
  });

  it('rings for boarding once the bus is N minutes away, counting the seconds since the poll', () => {
    const answer = eta([bus('1', '粤B10001', 1)], { 1: [['1', 20]], 2: [['1', 200]] });
    expect(dueReminder('board', board, answer, ticket, 0, 0)).toBeNull();
    expect(dueReminder('board', board, answer, ticket, 0, 19_000)).toBeNull();
    expect(dueReminder('board', board, answer, ticket, 0, 20_000)).toEqual({
      kind: 'board',
      title: '上车提醒',
      body: '车辆 粤B10001 约 3 分钟后到达上车站 深圳北站（还有 2 站），请做好上车准备',
    });
  });

  it('rings for boarding N stops away, and never twice or when off', () => {
    const byStops = { ...board, mode: 'stops' as const, stops: 1 };
    const twoAway = eta([bus('1', '粤B10001', 1)], { 1: [['1', 20]], 2: [['1', 600]] });
    const oneAway = eta([bus('1', '粤B10001', 2)], { 2: [['1', 600]] });
    expect(dueReminder('board', byStops, twoAway, ticket, 0, 0)).toBeNull();
    expect(dueReminder('board', byStops, oneAway, ticket, 0, 0)?.body).toContain('还有 1 站');
    expect(dueReminder('board', { ...byStops, hasFired: true }, oneAway, ticket, 0, 0)).toBeNull();
    expect(dueReminder('board', { ...byStops, isOn: false }, oneAway, ticket, 0, 0)).toBeNull();
  });

  it('follows the ticket’s own bus when one is assigned', () => {
    const mine = ticketFixture({ vehicle: { plate: '粤B20002', driverName: '王师傅', driverPhone: '13900001111' } });
    const answer = eta([bus('1', '粤B10001', 2), bus('2', '粤B20002', 1)], { 1: [['2', 200]], 2: [['1', 60], ['2', 900]] });
    expect(dueReminder('board', board, answer, mine, 0, 0)).toBeNull();
    expect(dueReminder('board', board, answer, ticket, 0, 0)?.body).toContain('粤B10001');
  });

  it('rings for alighting only for a bus past the boarding stop, N stops before the alighting stop', () => {
    const before = eta([bus('1', '粤B10001', 2)], { 2: [['1', 60]], 4: [['1', 900]] });
    expect(dueReminder('alight', alight, before, ticket, 0, 0)).toBeNull();
    const riding = eta([bus('1', '粤B10001', 3)], { 3: [['1', 300]], 4: [['1', 700]] });
    expect(dueReminder('alight', alight, riding, ticket, 0, 0)).toEqual({
      kind: 'alight',
      title: '下车提醒',
      body: '约 12 分钟后到达下车站 南山科技园（还有 2 站），请准备下车',
    });
  });

  it('never rings on stale or missing live data', () => {
    const answer = eta([bus('1', '粤B10001', 2, true)], { 2: [['1', 10]] });
    expect(dueReminder('board', board, answer, ticket, 0, 0)).toBeNull();
    expect(dueReminder('board', board, eta([bus('1', '粤B10001', 2)], { 2: [['1', 10]] }, false), ticket, 0, 0)).toBeNull();
  });
});
