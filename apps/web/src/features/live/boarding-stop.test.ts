import { describe, expect, it } from 'vitest';
import { chooseBoardingStop, ticketBoardingStation } from './boarding-stop';

const stops = [
  { stationId: '1', lng: 114.0306, lat: 22.6745, canBoard: true },
  { stationId: '2', lng: 114.0295, lat: 22.6097, canBoard: true },
  { stationId: '3', lng: 113.953, lat: 22.5405, canBoard: false },
];
const none = { picked: null, ticketStationId: null, linkStationId: null, location: null };

describe('the boarding stop of line-eta', () => {
  it('prefers the stop tapped, then the ticket, then the link', () => {
    expect(chooseBoardingStop({ stops, ...none, picked: '3', ticketStationId: '2', linkStationId: '1' })).toEqual({ stationId: '3', source: 'picked' });
    expect(chooseBoardingStop({ stops, ...none, ticketStationId: '2', linkStationId: '1' })).toEqual({ stationId: '2', source: 'ticket' });
    expect(chooseBoardingStop({ stops, ...none, linkStationId: '1' })).toEqual({ stationId: '1', source: 'link' });
  });

  it('ignores stations that are not on the line', () => {
    expect(chooseBoardingStop({ stops, ...none, ticketStationId: '99', linkStationId: '2' })).toEqual({ stationId: '2', source: 'link' });
  });

  it('else takes the nearest stop one may board at, only when really located', () => {
    const nearKejiyuan = { lng: 113.954, lat: 22.541 };
    expect(chooseBoardingStop({ stops, ...none, location: { ...nearKejiyuan, isDefault: false } })).toEqual({ stationId: '2', source: 'nearest' });
    expect(chooseBoardingStop({ stops, ...none, location: { lng: 114.03, lat: 22.67, isDefault: false } })).toEqual({ stationId: '1', source: 'nearest' });
    expect(chooseBoardingStop({ stops, ...none, location: { ...nearKejiyuan, isDefault: true } })).toBeNull();
    expect(chooseBoardingStop({ stops, ...none })).toBeNull();
  });

  it('reads the boarding station of the soonest ticket to ride on this line', () => {
    const ticket = (lineId: string, stationId: string, state = 'toRide') => ({ state, line: { lineId }, board: { stationId } });
    expect(ticketBoardingStation([ticket('7', '1'), ticket('101', '2'), ticket('101', '3')], '101')).toBe('2');
    expect(ticketBoardingStation([ticket('101', '2', 'used')], '101')).toBeNull();
  });
});
