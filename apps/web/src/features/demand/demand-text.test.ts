import { describe, expect, it } from 'vitest';
import { clockOptions } from './clock-field';
import { isDemandOpen, peopleText, weekdaysText, windowText } from './demand-text';
import { campaignRefusal, progressPercent } from './od-campaign-state';
import { suggestPointName } from './point-name';

describe('how a demand reads', () => {
  it.each([
    [[1, 2, 3, 4, 5], '工作日（周一至周五）'],
    [[5, 4, 3, 2, 1], '工作日（周一至周五）'],
    [[1, 2, 3, 4, 5, 6, 7], '每天'],
    [[6, 7], '周末'],
    [[1, 3, 5], '周一、周三、周五'],
  ])('%j are %s', (days, text) => {
    expect(weekdaysText(days)).toBe(text);
  });

  it('says the kind of time with its window, and people with their 同路 colleagues', () => {
    expect(windowText({ timeKind: 'arrive', windowStart: '08:30', windowEnd: '09:00' })).toBe('到达时间 08:30–09:00');
    expect(windowText({ timeKind: 'depart', windowStart: '17:30', windowEnd: '18:00' })).toBe('出发时间 17:30–18:00');
    expect(peopleText({ people: 2, supporters: 0 })).toBe('2人');
    expect(peopleText({ people: 2, supporters: 1 })).toBe('2人 · 1人同路');
  });

  it('keeps gathering colleagues until its line opened or did not gather', () => {
    expect(['submitted', 'evaluating', 'gathering', 'opened', 'failed'].map((status) => isDemandOpen(status as never))).toEqual([true, true, true, false, false]);
  });
});

describe('the time wheel', () => {
  it('offers 05:00 to 23:00 and nothing outside, every five minutes', () => {
    const options = clockOptions();
    expect(options.map((hour) => hour.value)).toEqual(['05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23']);
    expect(options[0]?.children?.map((minute) => minute.value)).toHaveLength(12);
    expect(options.at(-1)?.children?.map((minute) => minute.value)).toEqual(['00']);
  });
});

describe('a campaign’s progress', () => {
  it('is a whole percentage of its target, at most 100', () => {
    expect(progressPercent({ demands: 12, target: 40 })).toBe(30);
    expect(progressPercent({ demands: 50, target: 40 })).toBe(100);
    expect(progressPercent({ demands: 3, target: 0 })).toBe(0);
  });

  it('refuses submissions before it starts and after it ends', () => {
    expect(campaignRefusal('running')).toBeNull();
    expect(campaignRefusal('upcoming')).toContain('尚未开始');
    expect(campaignRefusal('ended')).toContain('已结束');
  });
});

describe('a name for a point on the map', () => {
  const region = { kind: 'region' as const, name: '南山区', address: '', lng: 113.93, lat: 22.53, distanceM: 0 };
  const station = { stationId: '31', name: '科技园', lng: 113.9535, lat: 22.5405, distanceM: 120, canChoose: true };

  it('is my own address right there, else the station near enough to choose, else the district', () => {
    const office = { kind: 'address' as const, name: '公司', address: '科技南路', lng: 113.9536, lat: 22.5406, distanceM: 80 };
    expect(suggestPointName({ stations: [station], places: [office, region] })).toBe('公司');
    expect(suggestPointName({ stations: [station], places: [{ ...office, distanceM: 900 }, region] })).toBe('科技园附近');
    expect(suggestPointName({ stations: [{ ...station, canChoose: false, distanceM: 800 }], places: [region] })).toBe('南山区');
    expect(suggestPointName({ stations: [], places: [] })).toBe('');
  });
});
