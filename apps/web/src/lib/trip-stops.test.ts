import { describe, expect, it } from 'vitest';
import { readTripStations, tripStationsQuery } from './trip-stops';

describe('trip stops in a query', () => {
  it('round-trips both stations', () => {
    const query = tripStationsQuery({ boardStationId: '12', alightStationId: '40' });
    expect(query).toEqual({ boardStationId: '12', alightStationId: '40' });
    expect(readTripStations(`?lineId=3&${new URLSearchParams(query as Record<string, string>).toString()}`)).toEqual({
      boardStationId: '12',
      alightStationId: '40',
    });
  });

  it('leaves out what is absent or malformed', () => {
    expect(tripStationsQuery({ boardStationId: '0', alightStationId: undefined })).toEqual({ boardStationId: undefined, alightStationId: undefined });
    expect(readTripStations('?boardStationId=abc&alightStationId=7')).toEqual({ boardStationId: undefined, alightStationId: '7' });
    expect(readTripStations('')).toEqual({ boardStationId: undefined, alightStationId: undefined });
  });
});
