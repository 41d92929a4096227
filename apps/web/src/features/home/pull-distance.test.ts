import { describe, expect, it } from 'vitest';
import { PULL_MAX_PX, PULL_THRESHOLD_PX, pullDistance, pullLabels, pullStatus } from './pull-distance';

describe('pull to refresh', () => {
  it('follows the finger at half speed, never upwards and never past the maximum', () => {
    expect(pullDistance(-40)).toBe(0);
    expect(pullDistance(0)).toBe(0);
    expect(pullDistance(60)).toBe(30);
    expect(pullDistance(1000)).toBe(PULL_MAX_PX);
  });

  it('is ready to refresh from the threshold on', () => {
    expect(pullStatus(0)).toBe('idle');
    expect(pullStatus(PULL_THRESHOLD_PX - 1)).toBe('pulling');
    expect(pullStatus(PULL_THRESHOLD_PX)).toBe('ready');
    expect(pullStatus(pullDistance(PULL_THRESHOLD_PX * 2))).toBe('ready');
  });

  it('tells the passenger what letting go will do', () => {
    expect(pullLabels.pulling).toBe('下拉刷新');
    expect(pullLabels.ready).toBe('释放立即刷新');
    expect(pullLabels.refreshing).toBe('正在刷新…');
  });
});
