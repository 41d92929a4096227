import type { DemoLine } from './demo-line';
import type { DemoStation } from './demo-station';
import { nanjingLines } from './nanjing-lines';
import { nanjingStations } from './nanjing-stations';
import { shenzhenLines } from './shenzhen-lines';
import { shenzhenStations } from './shenzhen-stations';

export const SHENZHEN_CITY_ID = 440300;
export const NANJING_CITY_ID = 320100;

export type DemoAgency = { agencyId: DemoLine['agencyId']; name: string; url: string; phone: string };

/** The whole demo network: what write-demo-gtfs.ts turns into the GTFS feed in ../demo-gtfs. */
export const demoAgencies: DemoAgency[] = [
  { agencyId: 'udian-sz', name: '优点巴士(深圳)', url: 'https://udianbus.example/shenzhen', phone: '0755-86000000' },
  { agencyId: 'udian-nj', name: '优点巴士(南京)', url: 'https://udianbus.example/nanjing', phone: '025-84000000' },
];

/**
 * Stations with the city written out only where the feed says it (udian_city_id); Shenzhen's are left to
 * the importer's nearest-city rule, so that both paths are exercised.
 */
export const demoStations: Record<string, DemoStation & { cityId?: number }> = {
  ...shenzhenStations,
  ...Object.fromEntries(Object.entries(nanjingStations).map(([id, station]) => [id, { ...station, cityId: NANJING_CITY_ID }])),
};

export const demoLines: DemoLine[] = [...shenzhenLines, ...nanjingLines];
