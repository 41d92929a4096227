import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHeaders, createBuyingApp, type BuyingApp } from '../../../test/buying-fixture';
import { m101Choice, mustBuy } from '../../../test/buying-helpers';

/** The buying calendar (/ticket/buyCalendar/query): 30 days of one departure time, public like the line page. */

let b: BuyingApp;
beforeAll(async () => {
  b = await createBuyingApp();
});
afterAll(async () => b.t.close());

type Day = { date: string; isServiceDay: boolean; holidayName: string | null; isMakeUpWorkday: boolean; departureId: string | null; seatsLeft: number; isSoldOut: boolean; isDeparted: boolean; priceCents: number | null };

const calendar = (query: Record<string, string>, headers: Record<string, string> = { ...clientHeaders }) => b.call<{ lineId: string; time: string; days: Day[] }>('GET', '/ticket/buyCalendar/query', { headers, query });
const m101 = () => String(b.network.lines.m101);

describe('buying calendar', () => {
  it('answers 30 days from today for a line and time, without a login', async () => {
    const res = await calendar({ lineId: m101(), time: '08:00' });
    expect(res.meta.code).toBe(1);
    expect(res.data).toMatchObject({ lineId: m101(), time: '08:00' });
    const days = res.data!.days;
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => b.network.day(i)));

    expect(days[1]).toEqual({
      date: b.network.day(1),
      isServiceDay: true,
      holidayName: null,
      isMakeUpWorkday: false,
      departureId: String(await b.departureOn(1)),
      seatsLeft: 29,
      isSoldOut: false,
      isDeparted: false,
      priceCents: 800,
    });
    expect(days[2]).toMatchObject({ isServiceDay: true, departureId: String(await b.departureOn(2)), seatsLeft: 0, isSoldOut: true });
    expect(days[3]).toMatchObject({ holidayName: '国庆节', isServiceDay: false, departureId: null, isSoldOut: false, priceCents: null });
    // Day 4's 08:00 run is cancelled: no departure to buy.
    expect(days[4]).toMatchObject({ isServiceDay: false, departureId: null, holidayName: null });
    expect(days[5]).toMatchObject({ isMakeUpWorkday: true, holidayName: null, isServiceDay: true, departureId: String(await b.departureOn(5)) });
    for (const i of [0, ...Array.from({ length: 19 }, (_, k) => k + 11)]) {
      expect(days[i], b.network.day(i)).toMatchObject({ isServiceDay: false, departureId: null, seatsLeft: 0, isSoldOut: false, isDeparted: false, priceCents: null });
    }
    expect(days.filter((d) => d.departureId !== null)).toHaveLength(8);
  });

  it('shows the 07:30 trip with its own departures and seats', async () => {
    const days = (await calendar({ lineId: m101(), time: '07:30' })).data!.days;
    expect(days[1]).toMatchObject({ departureId: String(await b.departureOn(1, 450)), seatsLeft: 1, isSoldOut: false });
    expect(days[4]).toMatchObject({ departureId: String(await b.departureOn(4, 450)), isServiceDay: true }); // only 08:00 is cancelled
    expect(days[2]).toMatchObject({ isSoldOut: true, seatsLeft: 0 });
  });

  it('reads seats fresh: an order’s held seats show at once', async () => {
    const buyer = await b.buyer('13800006001', 2);
    await mustBuy(b, buyer, await m101Choice(b, [6]));
    const days = (await calendar({ lineId: m101(), time: '08:00' })).data!.days;
    expect(days[6]!.seatsLeft).toBe(27);
    const buyer2 = await b.buyer('13800006002', 1);
    await mustBuy(b, buyer2, await m101Choice(b, [7], 450));
    expect((await calendar({ lineId: m101(), time: '07:30' })).data!.days[7]).toMatchObject({ seatsLeft: 0, isSoldOut: true });
  });

  it('a time with no trip has no service days', async () => {
    const days = (await calendar({ lineId: m101(), time: '09:00' })).data!.days;
    expect(days).toHaveLength(30);
    expect(days.every((d) => d.departureId === null && !d.isServiceDay)).toBe(true);
    expect(days[3]!.holidayName).toBe('国庆节');
  });

  it('marks a departure departed once the clock passes it, and starts the 30 days from the new today', async () => {
    const saved = b.clock.now;
    b.clock.now = new Date(`${b.network.day(1)}T08:00:30+08:00`);
    try {
      const days = (await calendar({ lineId: m101(), time: '08:00' })).data!.days;
      expect(days[0]).toMatchObject({ date: b.network.day(1), isDeparted: true, departureId: String(await b.departureOn(1)) });
      expect(days[1]).toMatchObject({ date: b.network.day(2), isDeparted: false });
      expect(days.filter((d) => d.isDeparted)).toHaveLength(1);
      expect(days.at(-1)!.date).toBe(b.network.day(30));
      b.clock.now = new Date(`${b.network.day(1)}T07:59:00+08:00`);
      expect((await calendar({ lineId: m101(), time: '08:00' })).data!.days[0]).toMatchObject({ isDeparted: false });
    } finally {
      b.clock.now = saved;
    }
  });

  it('answers 1004 for an unknown or inactive line', async () => {
    for (const lineId of ['98765432', String(b.network.lines.x901)]) {
      const res = await calendar({ lineId, time: '08:00' });
      expect(res.meta).toMatchObject({ code: 1004, desc: '线路不存在或已停运' });
      expect(res.data).toBeNull();
    }
  });

  it('answers 1001 with a Chinese message for a bad time or line id', async () => {
    for (const query of [
      { lineId: m101(), time: '8:00' },
      { lineId: m101(), time: '0800' },
      { lineId: m101(), time: '99:99' },
      { lineId: m101(), time: '24:00' },
      { lineId: m101(), time: '' },
      { lineId: m101() },
      { lineId: 'abc', time: '08:00' },
      { lineId: '0', time: '08:00' },
      { time: '08:00' },
    ]) {
      const res = await calendar(query as Record<string, string>);
      expect(res.meta.code, JSON.stringify(query)).toBe(1001);
      expect(res.meta.desc).toMatch(/^参数 (time|lineId) 有误：[\u4e00-\u9fa5]/);
    }
  });

  it('still needs the client headers (1002)', async () => {
    const res = await calendar({ lineId: m101(), time: '08:00' }, {});
    expect(res.meta.code).toBe(1002);
  });
});
