import { describe, expect, it } from 'vitest';
import { nameForPoint } from './point-name';

const kejiyuan = { name: '科技园', lng: 113.953, lat: 22.5405 };
const civicCentre = { name: '市民中心', lng: 114.0596, lat: 22.5431 };

describe('nameForPoint', () => {
  it('takes the server name first', () => {
    expect(nameForPoint({ lng: 113.954, lat: 22.541 }, '科技园附近', [civicCentre])).toBe('科技园附近');
  });

  it('else names the nearest known place within 3 km', () => {
    expect(nameForPoint({ lng: 113.96, lat: 22.545 }, '', [civicCentre, kejiyuan])).toBe('科技园附近');
  });

  it('else says it is a point on the map, never numbers', () => {
    expect(nameForPoint({ lng: 113.5, lat: 22.2 }, null, [kejiyuan])).toBe('地图上的点');
    expect(nameForPoint({ lng: 113.5, lat: 22.2 }, undefined, [])).toBe('地图上的点');
  });
});
