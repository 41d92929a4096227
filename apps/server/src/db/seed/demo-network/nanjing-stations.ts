import type { DemoStation } from './demo-station';

/** Nanjing stops of the demo network (approximate GCJ-02). Stop ids are the keys. */
const XUANWU = '320102';
const QINHUAI = '320104';
const JIANYE = '320105';
const GULOU = '320106';
const QIXIA = '320113';
const YUHUATAI = '320114';
const JIANGNING = '320115';

export const nanjingStations = {
  'nj-nanjing-nan': { name: '南京南站', lng: 118.798, lat: 31.97, district: YUHUATAI, alias: '南站' },
  'nj-zhonghuamen': { name: '中华门', lng: 118.776, lat: 32.013, district: QINHUAI },
  'nj-fuzimiao': { name: '夫子庙', lng: 118.79, lat: 32.023, district: QINHUAI },
  'nj-daxinggong': { name: '大行宫', lng: 118.796, lat: 32.044, district: XUANWU },
  'nj-xinjiekou': { name: '新街口', lng: 118.784, lat: 32.043, district: QINHUAI },
  'nj-gulou': { name: '鼓楼', lng: 118.779, lat: 32.064, district: GULOU },
  'nj-nanjing-zhan': { name: '南京站', lng: 118.797, lat: 32.089, district: XUANWU, alias: '南京火车站' },
  'nj-yuantong': { name: '元通', lng: 118.729, lat: 32.008, district: JIANYE },
  'nj-aoti-zhongxin': { name: '奥体中心', lng: 118.737, lat: 32.01, district: JIANYE },
  'nj-hexi-wanda': { name: '河西万达广场', lng: 118.733, lat: 32.033, district: JIANYE, alias: '河西' },
  'nj-jiqingmen': { name: '集庆门大街', lng: 118.755, lat: 32.023, district: JIANYE },
  'nj-baijiahu': { name: '百家湖', lng: 118.812, lat: 31.933, district: JIANGNING },
  'nj-hedingqiao': { name: '河定桥', lng: 118.803, lat: 31.956, district: JIANGNING },
  'nj-jiulonghu': { name: '东南大学(九龙湖校区)', lng: 118.821, lat: 31.888, district: JIANGNING, alias: '东大九龙湖' },
  'nj-xianlin-zhongxin': { name: '仙林中心', lng: 118.915, lat: 32.1, district: QIXIA },
  'nj-nanda-xianlin': { name: '南京大学(仙林校区)', lng: 118.958, lat: 32.117, district: QIXIA, alias: '南大仙林' },
  'nj-maqun': { name: '马群', lng: 118.881, lat: 32.061, district: QIXIA },
  'nj-xiaolingwei': { name: '孝陵卫', lng: 118.856, lat: 32.041, district: XUANWU },
} satisfies Record<string, DemoStation>;

export type NanjingStationId = keyof typeof nanjingStations;
