import type { LineType } from '../../schema';
import type { DemoServiceId } from './demo-services';

/** A line of the demo network: one GTFS route with one stop pattern and its trips. */
export type DemoLine<StopId extends string = string> = {
  routeId: string;
  agencyId: 'udian-sz' | 'udian-nj';
  code: string;
  name: string;
  description: string;
  type: LineType;
  /** route_color, six hexadecimal digits. */
  color: string;
  /** Yuan, as a fare says it ('12.5'). */
  price: string;
  /** 'fare': fare_attributes.txt + fare_rules.txt; 'extension': udian_price_cents (both paths get used). */
  priceIn: 'fare' | 'extension';
  stops: StopId[];
  /** Commute style: the first half of the stops are for boarding only, the rest for alighting only. */
  isBoardThenAlight: boolean;
  /** First-stop departures, 'HH:MM'. */
  times: string[];
  capacity: number;
  service: DemoServiceId;
  reverseRouteId?: string;
  isWhiteList?: boolean;
};

type Return<StopId extends string> = Pick<DemoLine<StopId>, 'routeId' | 'code' | 'name' | 'description' | 'times'>;

/** A morning line and its evening return over the same stops reversed, linked both ways. */
export const commutePair = <StopId extends string>(
  morning: DemoLine<StopId>,
  evening: Return<StopId>,
): [DemoLine<StopId>, DemoLine<StopId>] => [
  { ...morning, reverseRouteId: evening.routeId },
  { ...morning, ...evening, stops: [...morning.stops].reverse(), reverseRouteId: morning.routeId },
];
