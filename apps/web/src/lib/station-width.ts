import { textWidth } from './text-width';

/** A station as lists and maps receive it; older calls name it `stationName` instead of `name`. */
export type Station = {
  lng: number;
  lat: number;
  name?: string;
  stationName?: string;
  alias?: string;
  isValid?: boolean;
};

export type StationWidths = { nameWidth: number; aliasWidth: number };

export const DEFAULT_STATION_ROW_WIDTH = 600;
export const FALLBACK_NAME_WIDTH = 400;
export const FALLBACK_ALIAS_WIDTH = 200;

export const stationDisplayName = (station: Station): string => station.name || station.stationName || '';

/**
 * Widths (in design pixels) of the name and alias sharing one row. When they would overflow the row, or
 * there is nothing to measure, a fixed 400/200 split keeps the layout stable (SPEC section 4).
 */
export function stationWidths(station: Station, total: number = DEFAULT_STATION_ROW_WIDTH): StationWidths {
  const nameWidth = textWidth(stationDisplayName(station));
  const aliasWidth = textWidth(station.alias ?? '');
  const sum = nameWidth + aliasWidth;
  if (sum === 0 || sum > total) {
    return { nameWidth: FALLBACK_NAME_WIDTH, aliasWidth: FALLBACK_ALIAS_WIDTH };
  }
  return { nameWidth, aliasWidth };
}
