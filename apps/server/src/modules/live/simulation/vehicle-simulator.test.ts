import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config';
import { startVehicleSimulatorJob, type VehicleSimulator } from './vehicle-simulator';

afterEach(() => vi.useRealTimers());

describe('the simulator setting', () => {
  it('is on with the embedded database and off with DATABASE_URL, unless set', () => {
    expect(loadConfig({}).simulator).toEqual({ isOn: true, tickSeconds: 10 });
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/udian' }).simulator.isOn).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/udian', SIMULATOR: 'on' }).simulator.isOn).toBe(true);
    expect(loadConfig({ SIMULATOR: 'off', SIMULATOR_TICK_SECONDS: '30' }).simulator).toEqual({ isOn: false, tickSeconds: 30 });
  });

  it.each([
    ['SIMULATOR', 'yes'],
    ['SIMULATOR_TICK_SECONDS', '0'],
    ['SIMULATOR_TICK_SECONDS', 'often'],
  ])('stops on a bad value %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

describe('the simulator job', () => {
  it('ticks at once and then every interval, never two ticks at a time, and stops', async () => {
    vi.useFakeTimers();
    let ticks = 0;
    let release: () => void = () => undefined;
    const simulator: VehicleSimulator = {
      tick: () => {
        ticks += 1;
        return new Promise((resolve) => {
          release = () => resolve({ running: [] });
        });
      },
    };
    const stop = startVehicleSimulatorJob({ simulator, tickSeconds: 10, logger: { error: vi.fn() } });
    expect(ticks).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ticks).toBe(1); // the first is still running
    release();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ticks).toBe(2);
    release();
    await stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ticks).toBe(2);
  });

  it('logs a failed tick and carries on', async () => {
    vi.useFakeTimers();
    const error = vi.fn();
    let ticks = 0;
    const simulator: VehicleSimulator = {
      tick: async () => {
        ticks += 1;
        throw new Error('database gone');
      },
    };
    const stop = startVehicleSimulatorJob({ simulator, tickSeconds: 5, logger: { error } });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ticks).toBe(2);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'vehicle simulator tick failed');
    await stop();
  });
});
