import type { LineSummary } from '@udian/contracts/schemas/lines';
import type { LineSummaryRow } from './line-summary.repository';
import { clockOfMinutes } from '../../../time/shanghai-time';

/** The one mapping from a summary row (or a wider row holding one) to the API's LineSummary. */
export const toLineSummary = (row: LineSummaryRow): LineSummary => ({
  lineId: String(row.line_id),
  lineCode: row.line_code,
  lineName: row.line_name,
  type: row.line_type,
  cityId: row.line_city_id,
  startStationName: row.start_station_name ?? '',
  endStationName: row.end_station_name ?? '',
  firstDepartureTime: row.first_departure_minutes === null ? null : clockOfMinutes(row.first_departure_minutes),
  priceCents: row.line_price_cents,
  durationMinutes: row.duration_minutes ?? 0,
  isWhiteList: row.line_is_white_list,
  isPriced: row.line_is_priced,
  hasStopFares: row.line_has_stop_fares,
});
