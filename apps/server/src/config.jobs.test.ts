import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('periodic jobs configuration', () => {
  it('runs each job at its usual interval by default', () => {
    const config = loadConfig({});
    expect(config.buying.expirySweepSeconds).toBe(15);
    expect(config.buying.refundRetrySeconds).toBe(300);
    expect(config.simulator.tickSeconds).toBe(10);
    expect(config.vehiclePositions.gtfsRtPollSeconds).toBe(15);
    expect(config.eta).toEqual({ segmentLearningSeconds: 60 });
    expect(config.network).toEqual({ departureHorizonMinutes: 60, refreshSeconds: 3 });
  });

  it('reads each interval from its variable', () => {
    const config = loadConfig({ REFUND_RETRY_SECONDS: '120', SEGMENT_LEARNING_SECONDS: '30', DEPARTURE_HORIZON_MINUTES: '15', NETWORK_REFRESH_SECONDS: '10' });
    expect(config.buying.refundRetrySeconds).toBe(120);
    expect(config.eta.segmentLearningSeconds).toBe(30);
    expect(config.network.departureHorizonMinutes).toBe(15);
    expect(config.network.refreshSeconds).toBe(10);
  });

  it.each([
    ['REFUND_RETRY_SECONDS', '0'],
    ['REFUND_RETRY_SECONDS', '3601'],
    ['REFUND_RETRY_SECONDS', 'often'],
    ['SEGMENT_LEARNING_SECONDS', '-1'],
    ['SEGMENT_LEARNING_SECONDS', '1.5'],
    ['DEPARTURE_HORIZON_MINUTES', '0'],
    ['DEPARTURE_HORIZON_MINUTES', '1441'],
    ['DEPARTURE_HORIZON_MINUTES', 'hourly'],
    ['ORDER_EXPIRY_SWEEP_SECONDS', '0'],
    ['SIMULATOR_TICK_SECONDS', '2.5'],
    ['NETWORK_REFRESH_SECONDS', '0'],
    ['NETWORK_REFRESH_SECONDS', 'soon'],
  ])('stops on a bad %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
