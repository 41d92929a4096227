import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';

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
