import { greatCircleMeters, type GeoPoint } from './great-circle';
import type { ErrorName } from './meta-codes';

/**
 * Student charters (学生包车, decision 054): the published fee rules, written once. The server prices every
 * quote and request with computeCharterFee; the passenger app's rule page (stcharter-rule) prints this same
 * table and works its example with the same function, so what a guardian reads is what the server charges.
 * No zod here: the browser bundles this module (decision 015). Every amount is integer cents.
 */

/** Changes with any figure below; kept on each request, so an old request shows the rules it was priced by. */
export const CHARTER_RULES_VERSION = '2026.1';

export type CharterVehicleClass = {
  /** Passenger seats (the driver's not counted); also the class's key. */
  seats: 19 | 33 | 45 | 53;
  name: string;
  /** 起步价 per vehicle: covers the first INCLUDED_KM kilometres of the whole charter. */
  baseCents: number;
  /** Per vehicle per kilometre beyond INCLUDED_KM. */
  perKmCents: number;
  /** Per vehicle per started hour of waiting beyond INCLUDED_WAITING_HOURS (return trips). */
  waitingPerHourCents: number;
  /** Per vehicle per leg that leaves in the early or night hours. */
  offHoursPerLegCents: number;
};

/** The vehicle classes, smallest first. */
export const CHARTER_VEHICLE_CLASSES: readonly CharterVehicleClass[] = [
  { seats: 19, name: '19 座中巴', baseCents: 60_000, perKmCents: 400, waitingPerHourCents: 4_000, offHoursPerLegCents: 8_000 },
  { seats: 33, name: '33 座中型客车', baseCents: 80_000, perKmCents: 500, waitingPerHourCents: 5_000, offHoursPerLegCents: 10_000 },
  { seats: 45, name: '45 座大巴', baseCents: 100_000, perKmCents: 600, waitingPerHourCents: 6_000, offHoursPerLegCents: 12_000 },
  { seats: 53, name: '53 座大巴', baseCents: 120_000, perKmCents: 700, waitingPerHourCents: 7_000, offHoursPerLegCents: 15_000 },
];

/** Road kilometres are the straight line times this factor: there is no routing service here. */
export const ROAD_FACTOR = 1.3;
/** Kilometres of the whole charter (both legs of a return trip) within the base fee. */
export const INCLUDED_KM = 30;
/** A return trip: the hours from the outbound departure to the return departure within the base fee. */
export const INCLUDED_WAITING_HOURS = 4;
/** The shortest gap between the outbound and the return departure. */
export const MIN_RETURN_GAP_MINUTES = 60;
/** Straight-line metres below which the two ends are the same place. */
export const MIN_STRAIGHT_METERS = 500;
/** The longest one-way road distance priced by these rules; longer charters are quoted by hand. */
export const MAX_ROAD_KM = 300;
export const MAX_VEHICLES = 10;
export const HEADCOUNT_MIN = 5;
/** MAX_VEHICLES of the largest class. */
export const HEADCOUNT_MAX = MAX_VEHICLES * 53;
/** Bookable from tomorrow to this many days ahead (Asia/Shanghai). */
export const BOOKING_DAYS_AHEAD = 90;
/** Departures of either leg, minutes after midnight, Asia/Shanghai: from 05:00 to 22:59. */
export const SERVICE_FROM_MINUTES = 5 * 60;
export const SERVICE_UNTIL_MINUTES = 23 * 60;
/** Early (before 07:00) and night (from 20:00) departures carry the off-hours surcharge. */
export const EARLY_BEFORE_MINUTES = 7 * 60;
export const NIGHT_FROM_MINUTES = 20 * 60;

/** What kind of day the charter runs on, by China's official calendar: a make-up workday (调休) is a workday. */
export type CharterDayKind = 'workday' | 'weekend' | 'holiday';
/** The surcharge on the vehicles' subtotal, in percent. */
export const CHARTER_DAY_SURCHARGE_PERCENT: Readonly<Record<CharterDayKind, number>> = { workday: 0, weekend: 10, holiday: 30 };
export const charterDayKindLabels: Readonly<Record<CharterDayKind, string>> = { workday: '工作日', weekend: '周末', holiday: '法定节假日' };

export type CharterTrip = {
  origin: GeoPoint;
  destination: GeoPoint;
  /** Minutes after midnight, Asia/Shanghai. */
  departureMinutes: number;
  /** The return leg's departure, the same day; null: one way. */
  returnMinutes: number | null;
  headcount: number;
  dayKind: CharterDayKind;
  /** The holiday's name (国庆节) or the weekday (周六), shown beside the day surcharge. */
  dayName: string;
};

export type CharterFeeItemKind = 'base' | 'distance' | 'waiting' | 'offHours' | 'day';
export type CharterFeeItem = { kind: CharterFeeItemKind; label: string; detail: string; amountCents: number };

export type CharterFee = {
  rulesVersion: string;
  vehicleSeats: number;
  vehicleName: string;
  vehicles: number;
  /** One way, whole kilometres (rounded up). */
  roadKm: number;
  /** Both legs of a return trip. */
  chargedKm: number;
  isReturnTrip: boolean;
  dayKind: CharterDayKind;
  dayName: string;
  /** The base fee always, then each surcharge that applies. */
  items: CharterFeeItem[];
  totalCents: number;
};

/** 12345 → '123.45'. */
export const charterYuan = (cents: number): string => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const pad2 = (n: number): string => String(n).padStart(2, '0');
/** 390 → '06:30'. */
export const charterClock = (minutes: number): string => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

/**
 * How many vehicles and of which class: the fewest vehicles that seat everyone (the largest class's seats
 * each), all of one class, the smallest that seats an even share. 53 → one 53-seat bus; 54 → two 33-seat.
 * Null beyond MAX_VEHICLES.
 */
export const planCharterVehicles = (headcount: number): { vehicleClass: CharterVehicleClass; vehicles: number } | null => {
  const largest = CHARTER_VEHICLE_CLASSES.at(-1)!;
  const vehicles = Math.max(1, Math.ceil(headcount / largest.seats));
  if (vehicles > MAX_VEHICLES) return null;
  const share = Math.ceil(headcount / vehicles);
  const vehicleClass = CHARTER_VEHICLE_CLASSES.find((candidate) => candidate.seats >= share) ?? largest;
  return { vehicleClass, vehicles };
};

/** One-way road kilometres: the great-circle distance times ROAD_FACTOR, rounded up to a whole kilometre. */
export const charterRoadKm = (origin: GeoPoint, destination: GeoPoint): number => Math.max(1, Math.ceil((greatCircleMeters(origin, destination) * ROAD_FACTOR) / 1000));

/** Whether a leg leaving at that minute carries the off-hours surcharge: [05:00, 07:00) or [20:00, 23:00). */
export const isOffHours = (minutes: number): boolean => minutes < EARLY_BEFORE_MINUTES || minutes >= NIGHT_FROM_MINUTES;

/** A return trip's started hours of waiting beyond the included ones. */
export const charterWaitingHours = (departureMinutes: number, returnMinutes: number): number =>
  Math.ceil(Math.max(0, returnMinutes - departureMinutes - INCLUDED_WAITING_HOURS * 60) / 60);

/**
 * Why a trip cannot be priced by these rules (a name of the error catalogue), or null. The dates are the
 * server's to check (they need today); the headcount's bounds are the contract's.
 */
export const charterTripProblem = (trip: Pick<CharterTrip, 'origin' | 'destination' | 'departureMinutes' | 'returnMinutes' | 'headcount'>): ErrorName | null => {
  const inHours = (minutes: number) => minutes >= SERVICE_FROM_MINUTES && minutes < SERVICE_UNTIL_MINUTES;
  if (!inHours(trip.departureMinutes) || (trip.returnMinutes !== null && !inHours(trip.returnMinutes))) return 'charterOutOfHours';
  if (trip.returnMinutes !== null && trip.returnMinutes - trip.departureMinutes < MIN_RETURN_GAP_MINUTES) return 'charterReturnTooSoon';
  if (greatCircleMeters(trip.origin, trip.destination) < MIN_STRAIGHT_METERS) return 'charterRouteTooShort';
  if (charterRoadKm(trip.origin, trip.destination) > MAX_ROAD_KM) return 'charterRouteTooLong';
  if (planCharterVehicles(trip.headcount) === null) return 'charterTooManyPeople';
  return null;
};

/**
 * The fee of a charter by the rules above, line by line. The trip must have no charterTripProblem (it
 * throws otherwise: the caller checks first).
 */
export const computeCharterFee = (trip: CharterTrip): CharterFee => {
  const problem = charterTripProblem(trip);
  const plan = planCharterVehicles(trip.headcount);
  if (problem !== null || plan === null) throw new Error(`a charter that the rules do not price: ${problem ?? 'no vehicles'}`);
  const { vehicleClass: v, vehicles } = plan;
  const isReturnTrip = trip.returnMinutes !== null;
  const roadKm = charterRoadKm(trip.origin, trip.destination);
  const chargedKm = isReturnTrip ? roadKm * 2 : roadKm;
  const items: CharterFeeItem[] = [
    { kind: 'base', label: '基础车费', detail: `${v.name} × ${vehicles} 辆，每辆 ¥${charterYuan(v.baseCents)}，含 ${INCLUDED_KM} 公里`, amountCents: v.baseCents * vehicles },
  ];
  const overKm = Math.max(0, chargedKm - INCLUDED_KM);
  if (overKm > 0) {
    items.push({
      kind: 'distance',
      label: '超里程费',
      detail: `${isReturnTrip ? `往返 ${chargedKm} 公里（单程 ${roadKm} 公里 × 2）` : `单程 ${chargedKm} 公里`}，超出 ${overKm} 公里 × ¥${charterYuan(v.perKmCents)}/公里 × ${vehicles} 辆`,
      amountCents: overKm * v.perKmCents * vehicles,
    });
  }
  if (trip.returnMinutes !== null) {
    const hours = charterWaitingHours(trip.departureMinutes, trip.returnMinutes);
    if (hours > 0) {
      items.push({
        kind: 'waiting',
        label: '等候费',
        detail: `去返程间隔超出 ${INCLUDED_WAITING_HOURS} 小时，计 ${hours} 小时 × ¥${charterYuan(v.waitingPerHourCents)}/小时 × ${vehicles} 辆`,
        amountCents: hours * v.waitingPerHourCents * vehicles,
      });
    }
  }
  const offLegs = [
    { name: '去程', minutes: trip.departureMinutes },
    ...(trip.returnMinutes === null ? [] : [{ name: '返程', minutes: trip.returnMinutes }]),
  ].filter((leg) => isOffHours(leg.minutes));
  if (offLegs.length > 0) {
    items.push({
      kind: 'offHours',
      label: '早晚时段附加费',
      detail: `${offLegs.map((leg) => `${leg.name} ${charterClock(leg.minutes)} 发车`).join('、')}，每程 ¥${charterYuan(v.offHoursPerLegCents)} × ${vehicles} 辆`,
      amountCents: offLegs.length * v.offHoursPerLegCents * vehicles,
    });
  }
  const subtotal = items.reduce((sum, item) => sum + item.amountCents, 0);
  const percent = CHARTER_DAY_SURCHARGE_PERCENT[trip.dayKind];
  if (percent > 0) {
    items.push({
      kind: 'day',
      label: trip.dayKind === 'holiday' ? '节假日附加费' : '周末附加费',
      detail: `${trip.dayName || charterDayKindLabels[trip.dayKind]}，以上合计 ¥${charterYuan(subtotal)} × ${percent}%`,
      amountCents: Math.round((subtotal * percent) / 100),
    });
  }
  return {
    rulesVersion: CHARTER_RULES_VERSION,
    vehicleSeats: v.seats,
    vehicleName: v.name,
    vehicles,
    roadKm,
    chargedKm,
    isReturnTrip,
    dayKind: trip.dayKind,
    dayName: trip.dayName,
    items,
    totalCents: items.reduce((sum, item) => sum + item.amountCents, 0),
  };
};

/** The day kind of a date given its official calendar entry (holiday, make-up workday, or none) and weekday (0 Sunday). */
export const charterDayKindOf = (official: 'holiday' | 'workday' | null, weekday: number): CharterDayKind => {
  if (official === 'holiday') return 'holiday';
  if (official === 'workday') return 'workday';
  return weekday === 0 || weekday === 6 ? 'weekend' : 'workday';
};
