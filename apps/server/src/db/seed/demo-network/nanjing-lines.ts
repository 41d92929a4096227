import { commutePair, type DemoLine } from './demo-line';
import type { NanjingStationId } from './nanjing-stations';

const commute = {
  agencyId: 'udian-nj',
  priceIn: 'extension',
  type: 'commute',
  isBoardThenAlight: true,
  service: 'WORKDAY',
} as const;

/** Nanjing, so that choosing a city changes what the home page shows. Prices come as udian_price_cents. */
export const nanjingLines: DemoLine<NanjingStationId>[] = [
  ...commutePair<NanjingStationId>(
    {
      ...commute,
      routeId: 'NJ-N101',
      code: 'N101',
      name: '江宁九龙湖—新街口 早班',
      description: '东大九龙湖、百家湖经南京南站、夫子庙直达新街口。',
      color: '1677FF',
      price: '12',
      stops: [
        'nj-jiulonghu', 'nj-baijiahu', 'nj-hedingqiao', 'nj-nanjing-nan', 'nj-zhonghuamen', 'nj-fuzimiao',
        'nj-daxinggong', 'nj-xinjiekou',
      ],
      times: ['07:00', '07:30'],
      capacity: 49,
    },
    {
      routeId: 'NJ-N102',
      code: 'N102',
      name: '新街口—江宁九龙湖 晚班',
      description: '新街口下班经南京南站回百家湖、九龙湖。',
      times: ['18:00'],
    },
  ),
  {
    ...commute,
    routeId: 'NJ-N103',
    code: 'N103',
    name: '仙林—新街口 早班',
    description: '南大仙林、仙林中心经马群、孝陵卫直达新街口、鼓楼。',
    color: '52C41A',
    price: '10',
    stops: [
      'nj-nanda-xianlin', 'nj-xianlin-zhongxin', 'nj-maqun', 'nj-xiaolingwei', 'nj-daxinggong', 'nj-xinjiekou',
      'nj-gulou',
    ],
    times: ['07:10', '07:40'],
    capacity: 45,
  },
  {
    ...commute,
    routeId: 'NJ-N104',
    code: 'N104',
    name: '河西—南京站 早班',
    description: '元通、奥体中心、河西万达经新街口、鼓楼直达南京站。',
    color: 'FA8C16',
    price: '8',
    stops: [
      'nj-yuantong', 'nj-aoti-zhongxin', 'nj-hexi-wanda', 'nj-jiqingmen', 'nj-xinjiekou', 'nj-gulou',
      'nj-nanjing-zhan',
    ],
    times: ['07:20', '08:00'],
    capacity: 41,
  },
];
