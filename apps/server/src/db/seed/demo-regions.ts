import type { Insertable } from 'kysely';
import type { RegionTable } from '../schema';

/**
 * Districts of the demo cities as regions (level 1: a city's district; lower levels would be streets and
 * communities). Codes are the national administrative codes; centres approximate GCJ-02 points.
 */
export const demoRegions: Insertable<RegionTable>[] = [
  { city_id: 440300, code: '440303', name: '罗湖区', level: 1, lng: 114.1315, lat: 22.5484 },
  { city_id: 440300, code: '440304', name: '福田区', level: 1, lng: 114.0556, lat: 22.5218 },
  { city_id: 440300, code: '440305', name: '南山区', level: 1, lng: 113.93, lat: 22.533 },
  { city_id: 440300, code: '440306', name: '宝安区', level: 1, lng: 113.883, lat: 22.555 },
  { city_id: 440300, code: '440307', name: '龙岗区', level: 1, lng: 114.247, lat: 22.72 },
  { city_id: 440300, code: '440308', name: '盐田区', level: 1, lng: 114.237, lat: 22.558 },
  { city_id: 440300, code: '440309', name: '龙华区', level: 1, lng: 114.044, lat: 22.691 },
  { city_id: 440300, code: '440310', name: '坪山区', level: 1, lng: 114.346, lat: 22.708 },
  { city_id: 440300, code: '440311', name: '光明区', level: 1, lng: 113.936, lat: 22.748 },
  { city_id: 320100, code: '320102', name: '玄武区', level: 1, lng: 118.7979, lat: 32.0487 },
  { city_id: 320100, code: '320104', name: '秦淮区', level: 1, lng: 118.7946, lat: 32.0391 },
  { city_id: 320100, code: '320105', name: '建邺区', level: 1, lng: 118.7313, lat: 32.0033 },
  { city_id: 320100, code: '320106', name: '鼓楼区', level: 1, lng: 118.7699, lat: 32.0664 },
  { city_id: 320100, code: '320113', name: '栖霞区', level: 1, lng: 118.909, lat: 32.0963 },
  { city_id: 320100, code: '320114', name: '雨花台区', level: 1, lng: 118.7791, lat: 31.9918 },
  { city_id: 320100, code: '320115', name: '江宁区', level: 1, lng: 118.8399, lat: 31.9531 },
];
