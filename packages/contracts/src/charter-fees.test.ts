import { describe, expect, it } from 'vitest';
import {
  charterDayKindOf,
  charterRoadKm,
  charterTripProblem,
  charterWaitingHours,
  charterYuan,
  computeCharterFee,
  HEADCOUNT_MAX,
  isOffHours,
  planCharterVehicles,
  type CharterTrip,
} from './charter-fees';
import { METERS_PER_DEGREE, type GeoPoint } from './great-circle';

const school: GeoPoint = { lng: 114.05, lat: 22.55 };
/** A point that many straight-line metres due north of the school (a meridian is a great circle). */
const north = (meters: number): GeoPoint => ({ lng: school.lng, lat: school.lat + meters / METERS_PER_DEGREE });
const clock = (text: string): number => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

const trip = (overrides: Partial<CharterTrip> = {}): CharterTrip => ({
  origin: school,
  // 9,999 m straight × 1.3 = 12.9987 km → 13 km of road.
  destination: north(9_999),
  departureMinutes: clock('08:30'),
  returnMinutes: null,
  headcount: 40,
  dayKind: 'workday',
  dayName: '周三',
  ...overrides,
});

const kinds = (t: CharterTrip) => computeCharterFee(t).items.map((item) => item.kind);

describe('vehicles for a headcount: the fewest vehicles, all of the smallest class that seats an even share', () => {
  it.each([
    [5, 19, 1],
    [19, 19, 1],
    [20, 33, 1],
    [33, 33, 1],
    [34, 45, 1],
    [45, 45, 1],
    [46, 53, 1],
    [53, 53, 1],
    // One more than the largest bus: two buses, 27 each.
    [54, 33, 2],
    [66, 33, 2],
    [67, 45, 2],
    [106, 53, 2],
    [107, 45, 3],
    [HEADCOUNT_MAX, 53, 10],
  ])('%i people ride in %i-seat vehicles × %i', (headcount, seats, vehicles) => {
    const plan = planCharterVehicles(headcount);
    expect(plan?.vehicleClass.seats).toBe(seats);
    expect(plan?.vehicles).toBe(vehicles);
    expect((plan?.vehicleClass.seats ?? 0) * (plan?.vehicles ?? 0)).toBeGreaterThanOrEqual(headcount);
  });

  it('has no plan beyond ten of the largest buses', () => {
    expect(planCharterVehicles(HEADCOUNT_MAX + 1)).toBeNull();
    expect(charterTripProblem(trip({ headcount: HEADCOUNT_MAX + 1 }))).toBe('charterTooManyPeople');
  });

  it('prices exactly a vehicle’s seats with that vehicle, one more with the next class', () => {
    expect(computeCharterFee(trip({ headcount: 45 })).items[0]).toMatchObject({ amountCents: 100_000, detail: expect.stringContaining('45 座大巴 × 1 辆') });
    expect(computeCharterFee(trip({ headcount: 46 })).items[0]).toMatchObject({ amountCents: 120_000, detail: expect.stringContaining('53 座大巴 × 1 辆') });
    expect(computeCharterFee(trip({ headcount: 54 })).items[0]).toMatchObject({ amountCents: 160_000, detail: expect.stringContaining('33 座中型客车 × 2 辆') });
  });
});

describe('distance: the straight line × 1.3, rounded up to a kilometre', () => {
  it('rounds the road distance up and never answers 0', () => {
    expect(charterRoadKm(school, north(9_999))).toBe(13);
    expect(charterRoadKm(school, north(10_100))).toBe(14);
    expect(charterRoadKm(school, north(600))).toBe(1);
  });

  it('charges nothing beyond the base within 30 km, and each kilometre beyond it per vehicle', () => {
    // 13 km one way, and 26 km there and back: within the base.
    expect(kinds(trip())).toEqual(['base']);
    expect(kinds(trip({ returnMinutes: clock('11:00') }))).toEqual(['base']);
    // 23,000 m × 1.3 = 29.9 → 30 km: still within; 23,100 m → 30.03 → 31 km: one over.
    expect(kinds(trip({ destination: north(23_000) }))).toEqual(['base']);
    const over = computeCharterFee(trip({ destination: north(23_100), headcount: 60 }));
    expect(over.items[1]).toEqual({ kind: 'distance', label: '超里程费', detail: '单程 31 公里，超出 1 公里 × ¥5.00/公里 × 2 辆', amountCents: 1_000 });
  });

  it('counts both legs of a return trip', () => {
    // 20 km one way → 40 km there and back, 10 over, 45-seat at ¥6.00.
    const fee = computeCharterFee(trip({ destination: north(15_000), returnMinutes: clock('12:00') }));
    expect(fee).toMatchObject({ roadKm: 20, chargedKm: 40, isReturnTrip: true });
    expect(fee.items.find((item) => item.kind === 'distance')).toMatchObject({ amountCents: 6_000, detail: '往返 40 公里（单程 20 公里 × 2），超出 10 公里 × ¥6.00/公里 × 1 辆' });
  });
});

describe('the off-hours surcharge: legs leaving before 07:00 or from 20:00', () => {
  it.each([
    ['05:00', true],
    ['06:59', true],
    ['07:00', false],
    ['19:59', false],
    ['20:00', true],
    ['22:59', true],
  ])('a leg leaving at %s: %s', (time, isOff) => {
    expect(isOffHours(clock(time))).toBe(isOff);
  });

  it('charges each off-hours leg per vehicle, and nothing for 07:00 or 19:59', () => {
    expect(kinds(trip({ departureMinutes: clock('07:00') }))).toEqual(['base']);
    expect(computeCharterFee(trip({ departureMinutes: clock('06:59') })).items[1]).toEqual({
      kind: 'offHours',
      label: '早晚时段附加费',
      detail: '去程 06:59 发车，每程 ¥120.00 × 1 辆',
      amountCents: 12_000,
    });
    expect(kinds(trip({ departureMinutes: clock('15:00'), returnMinutes: clock('19:59') }))).toEqual(['base', 'waiting']);
    const both = computeCharterFee(trip({ departureMinutes: clock('06:30'), returnMinutes: clock('20:00'), headcount: 100 }));
    expect(both.items.find((item) => item.kind === 'offHours')).toMatchObject({ detail: '去程 06:30 发车、返程 20:00 发车，每程 ¥150.00 × 2 辆', amountCents: 60_000 });
  });
});

describe('waiting on a return trip: each started hour beyond four', () => {
  it.each([
    ['12:00', 0],
    ['12:01', 1],
    ['13:00', 1],
    ['13:01', 2],
  ])('08:00 out, %s back: %i hours', (back, hours) => {
    expect(charterWaitingHours(clock('08:00'), clock(back))).toBe(hours);
  });

  it('charges them per vehicle', () => {
    const fee = computeCharterFee(trip({ departureMinutes: clock('08:00'), returnMinutes: clock('15:30'), headcount: 19 }));
    expect(fee.items.find((item) => item.kind === 'waiting')).toEqual({
      kind: 'waiting',
      label: '等候费',
      detail: '去返程间隔超出 4 小时，计 4 小时 × ¥40.00/小时 × 1 辆',
      amountCents: 16_000,
    });
  });
});

describe('the day surcharge on the subtotal', () => {
  it('adds 10% on a weekend and 30% on a public holiday, rounded to the cent, nothing on a workday', () => {
    const workday = computeCharterFee(trip({ headcount: 19, departureMinutes: clock('06:00') }));
    expect(workday.totalCents).toBe(60_000 + 8_000);
    const weekend = computeCharterFee(trip({ headcount: 19, departureMinutes: clock('06:00'), dayKind: 'weekend', dayName: '周六' }));
    expect(weekend.items.at(-1)).toEqual({ kind: 'day', label: '周末附加费', detail: '周六，以上合计 ¥680.00 × 10%', amountCents: 6_800 });
    expect(weekend.totalCents).toBe(74_800);
    const holiday = computeCharterFee(trip({ headcount: 19, departureMinutes: clock('06:00'), dayKind: 'holiday', dayName: '国庆节' }));
    expect(holiday.items.at(-1)).toMatchObject({ label: '节假日附加费', detail: '国庆节，以上合计 ¥680.00 × 30%', amountCents: 20_400 });
    // Odd cents: 31 km one way in a 45-seat bus is ¥1,006.00, and 10% of it ¥100.60.
    const odd = computeCharterFee(trip({ destination: north(23_100), dayKind: 'weekend', dayName: '周日' }));
    expect(odd.items.at(-1)?.amountCents).toBe(10_060);
  });

  it('reads a make-up workday as a workday and an official holiday on a weekday as a holiday', () => {
    expect(charterDayKindOf(null, 3)).toBe('workday');
    expect(charterDayKindOf(null, 6)).toBe('weekend');
    expect(charterDayKindOf(null, 0)).toBe('weekend');
    expect(charterDayKindOf('workday', 0)).toBe('workday');
    expect(charterDayKindOf('holiday', 3)).toBe('holiday');
  });
});

describe('a whole charter', () => {
  it('totals its items: a Saturday outing of 100 pupils, 33 km each way, 07:30 out and 17:00 back', () => {
    const fee = computeCharterFee({
      origin: school,
      destination: north(25_000),
      departureMinutes: clock('07:30'),
      returnMinutes: clock('17:00'),
      headcount: 100,
      dayKind: 'weekend',
      dayName: '周六',
    });
    expect(fee).toMatchObject({ vehicleSeats: 53, vehicles: 2, roadKm: 33, chargedKm: 66, dayKind: 'weekend' });
    expect(fee.items.map((item) => [item.kind, item.amountCents])).toEqual([
      ['base', 240_000],
      ['distance', 36 * 700 * 2],
      ['waiting', 6 * 7_000 * 2],
      ['day', Math.round((240_000 + 50_400 + 84_000) * 0.1)],
    ]);
    expect(fee.totalCents).toBe(fee.items.reduce((sum, item) => sum + item.amountCents, 0));
    expect(charterYuan(fee.totalCents)).toBe('4118.40');
  });
});

describe('trips the rules do not price', () => {
  it.each([
    [{ departureMinutes: clock('04:59') }, 'charterOutOfHours'],
    [{ departureMinutes: clock('23:00') }, 'charterOutOfHours'],
    [{ returnMinutes: clock('23:00') }, 'charterOutOfHours'],
    [{ departureMinutes: clock('08:00'), returnMinutes: clock('08:59') }, 'charterReturnTooSoon'],
    [{ departureMinutes: clock('08:00'), returnMinutes: clock('07:00') }, 'charterReturnTooSoon'],
    [{ destination: north(400) }, 'charterRouteTooShort'],
    [{ destination: north(240_000) }, 'charterRouteTooLong'],
  ] as const)('%o: %s', (overrides, problem) => {
    expect(charterTripProblem(trip(overrides))).toBe(problem);
    expect(() => computeCharterFee(trip(overrides))).toThrow();
  });

  it('prices the edges that are allowed', () => {
    expect(charterTripProblem(trip({ departureMinutes: clock('05:00'), returnMinutes: clock('22:59') }))).toBeNull();
    expect(charterTripProblem(trip({ departureMinutes: clock('08:00'), returnMinutes: clock('09:00') }))).toBeNull();
    // 230,000 m × 1.3 = 299 km.
    expect(charterTripProblem(trip({ destination: north(230_000) }))).toBeNull();
  });
});
