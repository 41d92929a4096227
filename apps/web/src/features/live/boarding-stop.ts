/**
 * Which stop line-eta counts down to, in this order: the stop the passenger tapped on the page; the boarding
 * stop of their soonest ticket to ride on this line; the stationId of the link; the boardable stop nearest to
 * where they are (only when really located: the default city point says nothing about them).
 */
import { greatCircleDistance, type LngLat } from '../../lib/geo';

export type BoardingSource = 'picked' | 'ticket' | 'link' | 'nearest';
export type BoardingStop = { stationId: string; source: BoardingSource };

type Stop = LngLat & { stationId: string; canBoard: boolean };

type Inputs = {
  stops: readonly Stop[];
  picked: string | null;
  /** The boarding station of the passenger's soonest ticket to ride on this line. */
  ticketStationId: string | null;
  linkStationId: string | null;
  location: (LngLat & { isDefault: boolean }) | null;
};

export const chooseBoardingStop = ({ stops, picked, ticketStationId, linkStationId, location }: Inputs): BoardingStop | null => {
  const isOnLine = (stationId: string | null): stationId is string => stationId !== null && stops.some((stop) => stop.stationId === stationId);
  if (isOnLine(picked)) return { stationId: picked, source: 'picked' };
  if (isOnLine(ticketStationId)) return { stationId: ticketStationId, source: 'ticket' };
  if (isOnLine(linkStationId)) return { stationId: linkStationId, source: 'link' };
  if (!location || location.isDefault) return null;
  const nearest = stops
    .filter((stop) => stop.canBoard)
    .reduce<{ stop: Stop; meters: number } | null>((best, stop) => {
      const meters = greatCircleDistance(location, stop);
      return best && best.meters <= meters ? best : { stop, meters };
    }, null);
  return nearest ? { stationId: nearest.stop.stationId, source: 'nearest' } : null;
};

export const boardingSourceText: Record<BoardingSource, string> = {
  picked: '已选站点',
  ticket: '车票上车站点',
  link: '分享的站点',
  nearest: '离你最近的站点',
};

/** The soonest ticket to ride on this line (the list comes soonest first), as its boarding station. */
export const ticketBoardingStation = (
  tickets: ReadonlyArray<{ state: string; line: { lineId: string }; board: { stationId: string } }>,
  lineId: string,
): string | null => tickets.find((ticket) => ticket.state === 'toRide' && ticket.line.lineId === lineId)?.board.stationId ?? null;
