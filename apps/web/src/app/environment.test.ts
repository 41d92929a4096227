import { describe, expect, it } from 'vitest';
import { getEnvironment, isDebugConsoleEnabled } from './environment';

describe('getEnvironment', () => {
  it.each([
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['::1', 'local'],
    ['[::1]', 'local'],
    ['dev.udianbus.com', 'dev'],
    ['dev-h5.udianbus.com', 'dev'],
    ['h5.dev2.udianbus.com', 'dev'],
    ['qa.udianbus.com', 'qa'],
    ['h5.qa.udianbus.com', 'qa'],
    ['test.udianbus.com', 'qa'],
    ['test-h5.udianbus.com', 'qa'],
    ['h5.udianbus.com', 'production'],
    ['www.example.cn', 'production'],
    ['10.0.0.8', 'production'],
  ])('%s → %s', (hostname, expected) => {
    expect(getEnvironment(hostname)).toBe(expected);
  });

  it('treats configured production hosts as production even when a label looks like a test one', () => {
    expect(getEnvironment('test-bus.example.cn', ['test-bus.example.cn'])).toBe('production');
    expect(getEnvironment('test-bus.example.cn', [])).toBe('qa');
  });
});

describe('isDebugConsoleEnabled', () => {
  it.each([
    ['local', false],
    ['dev', true],
    ['qa', true],
    ['production', false],
  ] as const)('%s → %s', (environment, expected) => {
    expect(isDebugConsoleEnabled(environment)).toBe(expected);
  });
});
