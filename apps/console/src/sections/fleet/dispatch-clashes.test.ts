import type { DispatchDeparture } from '@udian/contracts/schemas/fleet';
import { describe, expect, it } from 'vitest';
import { findClashes } from './dispatch-clashes';

const run = (id: string, departs: string, arrives: string, assigned: { vehicle?: string; driver?: string; status?: 'scheduled' | 'cancelled' } = {}): DispatchDeparture => ({
  id,
  line: { id: '1', code: 'U101', name: '龙华—科技园 早班' },
  departsAt: `2026-11-30T${departs}:00.000Z`,
  arrivesAt: `2026-11-30T${arrives}:00.000Z`,
  status: assigned.status ?? 'scheduled',
  seatsSold: 0,
  capacity: 55,
  vehicle: assigned.vehicle ? { id: assigned.vehicle, plate: `粤B·D${assigned.vehicle}` } : null,
  driver: assigned.driver ? { id: assigned.driver, name: '王建国', phone: '13800000000' } : null,
  canAssign: true,
});

describe('clashes on the dispatch board', () => {
  it('marks one bus on runs that overlap within the turnaround, and not one that waits it out', () => {
    const board = [run('1', '07:00', '07:37', { vehicle: '9' }), run('2', '07:40', '08:17', { vehicle: '9' }), run('3', '08:30', '09:07', { vehicle: '9' })];
    const found = findClashes(board, 10);
    expect(found.get('1')).toEqual({ isVehicleClash: true, isDriverClash: false });
    expect(found.get('2')).toEqual({ isVehicleClash: true, isDriverClash: false });
    expect(found.has('3')).toBe(false);
  });

  it('marks a driver the same way, and leaves stopped runs and other buses alone', () => {
    const board = [
      run('1', '07:00', '07:37', { vehicle: '9', driver: '5' }),
      run('2', '07:20', '07:57', { vehicle: '8', driver: '5' }),
      run('3', '07:20', '07:57', { vehicle: '9', status: 'cancelled' }),
    ];
    const found = findClashes(board, 10);
    expect(found.get('1')).toEqual({ isVehicleClash: false, isDriverClash: true });
    expect(found.get('2')).toEqual({ isVehicleClash: false, isDriverClash: true });
    expect(found.has('3')).toBe(false);
  });
});
