import { shiftDirectionLabels, type ShiftDirection, type ShuttleQuote, type ShuttleRequest, type ShuttleRequestStatus } from '@udian/contracts/schemas/groups';
import { shanghaiToday } from '../../lib/format';

/** A request's tag colour (the label is the contract's): waiting for a quote stands out. */
export const shuttleStatusColors: Record<ShuttleRequestStatus, string> = {
  submitted: 'orange',
  quoted: 'blue',
  accepted: 'green',
  declined: 'default',
  closed: 'default',
};

type Shift = ShuttleRequest['shifts'][number];

/** A shift as read on screen: '上班 08:30' (the time is the enterprise's wall clock, Shanghai). */
export const shiftText = (shift: Shift): string => `${shiftDirectionLabels[shift.direction]} ${shift.time}`;

/** The shifts in the order of the day, to work before off work at the same time. */
export const sortedShifts = (shifts: readonly Shift[]): Shift[] => {
  const order: Record<ShiftDirection, number> = { toWork: 0, offWork: 1 };
  return [...shifts].sort((a, b) => a.time.localeCompare(b.time) || order[a.direction] - order[b.direction]);
};

/** The sites' names, as one line of a table: '科技园南区、福田站'. */
export const sitesText = (sites: ShuttleRequest['sites']): string => (sites.length > 0 ? sites.map((site) => site.name).join('、') : '—');

/** A quote holds to the end of its last day in Shanghai: after that the enterprise can no longer accept it. */
export const isQuoteLapsed = (quote: Pick<ShuttleQuote, 'validUntil'>, today: string = shanghaiToday()): boolean => today > quote.validUntil;

/** Vehicles and seats: '2 辆 × 45 座（共 90 座）'. */
export const capacityText = (vehicles: number, seatsPerVehicle: number): string => `${vehicles} 辆 × ${seatsPerVehicle} 座（共 ${vehicles * seatsPerVehicle} 座）`;
