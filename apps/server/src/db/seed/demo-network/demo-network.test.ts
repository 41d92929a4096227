import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDemoGtfs, segmentMinutes, stopOffsets } from './demo-gtfs.builder';
import { demoLines, demoStations } from './demo-network';
import { nanjingLines } from './nanjing-lines';
import { shenzhenLines } from './shenzhen-lines';
import { shenzhenStations } from './shenzhen-stations';

const DEMO_GTFS_DIR = path.resolve(import.meta.dirname, '../demo-gtfs');

describe('the demo network definition', () => {
  it('is what the committed GTFS feed holds (run `npm run demo:gtfs` after changing it)', () => {
    const built = buildDemoGtfs();
    const committed = fs.readdirSync(DEMO_GTFS_DIR).sort();
    expect(committed).toEqual([...built.keys()].sort());
    for (const [name, text] of built) expect(fs.readFileSync(path.join(DEMO_GTFS_DIR, name), 'utf8'), name).toBe(text);
  });

  it('has at least 20 Shenzhen lines over at least 120 distinct Shenzhen stations, and 2-4 Nanjing lines', () => {
    expect(shenzhenLines.length).toBeGreaterThanOrEqual(20);
    expect(new Set(shenzhenLines.flatMap((l) => l.stops)).size).toBeGreaterThanOrEqual(120);
    expect(nanjingLines.length).toBeGreaterThanOrEqual(2);
    expect(nanjingLines.length).toBeLessThanOrEqual(4);
  });

  it('uses every station, with unique ids and names per city, inside Shenzhen or Nanjing', () => {
    const used = new Set(demoLines.flatMap((l) => l.stops));
    expect(Object.keys(demoStations).filter((id) => !used.has(id))).toEqual([]);
    expect(new Set(demoLines.map((l) => l.routeId)).size).toBe(demoLines.length);
    for (const [id, s] of Object.entries(demoStations)) {
      const isNanjing = s.cityId === 320100;
      expect(id.startsWith(isNanjing ? 'nj-' : 'sz-'), id).toBe(true);
      if (isNanjing) expect(s.lng > 118.6 && s.lng < 119.1 && s.lat > 31.8 && s.lat < 32.2, id).toBe(true);
      else expect(s.lng > 113.75 && s.lng < 114.45 && s.lat > 22.45 && s.lat < 22.85, id).toBe(true);
    }
    const names = Object.values(shenzhenStations).map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps prices, trips, capacities and stop spacing believable', () => {
    for (const line of demoLines) {
      expect(Number(line.price), line.routeId).toBeGreaterThanOrEqual(5);
      expect(Number(line.price), line.routeId).toBeLessThanOrEqual(25);
      expect(line.times.length, line.routeId).toBeGreaterThanOrEqual(1);
      expect(line.times.length, line.routeId).toBeLessThanOrEqual(4);
      expect(line.capacity, line.routeId).toBeGreaterThanOrEqual(30);
      expect(line.capacity, line.routeId).toBeLessThanOrEqual(55);
      expect(new Set(line.stops).size, line.routeId).toBe(line.stops.length);
      const offsets = stopOffsets(line);
      offsets.slice(1).forEach((offset, i) => {
        const gap = offset - (offsets[i] ?? 0);
        expect(gap, `${line.routeId} stop ${i + 2}`).toBeGreaterThanOrEqual(2);
        expect(gap, `${line.routeId} stop ${i + 2}`).toBeLessThanOrEqual(8);
      });
    }
    expect(segmentMinutes([114, 22.5], [114, 22.5])).toBe(2);
    expect(segmentMinutes([114, 22.5], [114.2, 22.5])).toBe(8);
  });

  it('pairs morning and evening lines both ways, over the same stops reversed', () => {
    const byId = new Map(demoLines.map((l) => [l.routeId, l]));
    const paired = demoLines.filter((l) => l.reverseRouteId);
    expect(paired.length).toBeGreaterThanOrEqual(8);
    for (const line of paired) {
      const reverse = byId.get(line.reverseRouteId ?? '');
      expect(reverse?.reverseRouteId, line.routeId).toBe(line.routeId);
      expect(reverse?.stops, line.routeId).toEqual([...line.stops].reverse());
    }
    const u101 = byId.get('SZ-U101');
    expect(u101?.name).toBe('龙华—科技园 早班');
    expect(byId.get(u101?.reverseRouteId ?? '')?.name).toBe('科技园—龙华 晚班');
  });

  it('has an enterprise line (the white-listed one), a school line and holiday lines', () => {
    const types = new Set(demoLines.map((l) => l.type));
    for (const type of ['commute', 'enterprise', 'school', 'holiday', 'custom', 'tour', 'company'] as const) expect(types).toContain(type);
    expect(demoLines.filter((l) => l.isWhiteList).map((l) => [l.routeId, l.type])).toEqual([['SZ-E301', 'enterprise']]);
    expect(demoLines.filter((l) => l.type === 'holiday').every((l) => l.service === 'WEEKEND_HOLIDAY')).toBe(true);
    expect(demoLines.filter((l) => l.type === 'commute').every((l) => l.service === 'WORKDAY')).toBe(true);
  });
});
