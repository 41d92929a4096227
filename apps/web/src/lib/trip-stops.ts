/**
 * The stops a passenger chose before choosing a line (a route search: get on near the start, off near the
 * end), carried by the line page to the buying page, which then starts with them. The query keys are written
 * here once: `?boardStationId=&alightStationId=` (station ids: the search knows stations, not a line's stop
 * numbers). Either may be absent; anything malformed is dropped and the buying page's defaults apply.
 */
export type TripStations = { boardStationId?: string; alightStationId?: string };

export const BOARD_STATION_KEY = 'boardStationId';
export const ALIGHT_STATION_KEY = 'alightStationId';

const idPattern = /^[1-9]\d{0,15}$/;

const idOrUndefined = (value: string | null | undefined): string | undefined =>
  value && idPattern.test(value) ? value : undefined;

/** The query of a link that hands the stops on (line-info, buy-ticket); absent keys stay out of the URL. */
export const tripStationsQuery = (stations: TripStations): Record<string, string | undefined> => ({
  [BOARD_STATION_KEY]: idOrUndefined(stations.boardStationId),
  [ALIGHT_STATION_KEY]: idOrUndefined(stations.alightStationId),
});

export const readTripStations = (search: string): TripStations => {
  const params = new URLSearchParams(search);
  return {
    boardStationId: idOrUndefined(params.get(BOARD_STATION_KEY)),
    alightStationId: idOrUndefined(params.get(ALIGHT_STATION_KEY)),
  };
};
