import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('vehicle positions configuration', () => {
  it('polls no GTFS-Realtime feed unless its URL is set, every 15 s by default', () => {
    expect(loadConfig({}).vehiclePositions).toEqual({ gtfsRtUrl: null, gtfsRtPollSeconds: 15 });
    expect(
      loadConfig({ GTFS_RT_VEHICLE_POSITIONS_URL: 'https://feeds.example.com/vehicle-positions.pb', GTFS_RT_POLL_SECONDS: '30' }).vehiclePositions,
    ).toEqual({ gtfsRtUrl: 'https://feeds.example.com/vehicle-positions.pb', gtfsRtPollSeconds: 30 });
  });

  it.each([
    ['GTFS_RT_VEHICLE_POSITIONS_URL', 'not a url'],
    ['GTFS_RT_POLL_SECONDS', '0'],
    ['GTFS_RT_POLL_SECONDS', '2.5'],
    ['GTFS_RT_POLL_SECONDS', 'often'],
  ])('stops on a bad %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
