import type { Insertable } from 'kysely';
import type { CityTable } from '../schema';

/** Cities of the demo network. GCJ-02 centres; ids are the national administrative codes. */
export const demoCities: Insertable<CityTable>[] = [
  { id: 440300, name: '深圳市', lng: 114.05454, lat: 22.52291, is_open: true, sort_order: 1 },
  { id: 320100, name: '南京市', lng: 118.79647, lat: 32.05838, is_open: true, sort_order: 2 },
];
