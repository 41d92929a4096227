/**
 * A small valid GTFS feed for the importer's tests, as file name → text, and a helper to break it in one
 * place. Coordinates are WGS-84 (GTFS); line numbers below count the header as line 1.
 *
 *   R1 (T1, 12.5 元 by fare, capacity 50/45): A 民治 → B 深圳北站 → C 科技园, trips at 07:00 and 07:30, shape S1
 *   R2 (T2, 8 元 by udian_price_cents, white-listed, reverse of R1): C → B → A at 18:00, no shape
 */
export const tinyFeed = (): Map<string, string> =>
  new Map(
    Object.entries({
      'agency.txt': ['agency_id,agency_name,agency_url,agency_timezone,agency_phone', 'op,测试巴士,https://bus.example,Asia/Shanghai,0755-1234'],
      'stops.txt': [
        'stop_id,stop_name,stop_lat,stop_lon,udian_alias,udian_city_id',
        'A,民治,22.622300,114.035700,,',
        'B,深圳北站,22.611800,114.024100,北站,440300',
        'C,科技园,22.543200,113.948100,,',
      ],
      'routes.txt': [
        'route_id,agency_id,route_short_name,route_long_name,route_type,route_color,udian_line_type,udian_price_cents,udian_white_list,udian_reverse_route_id',
        'R1,op,T1,民治—科技园,3,1677ff,commute,,0,R2',
        'R2,op,T2,科技园—民治,3,,enterprise,800,1,R1',
      ],
      'fare_attributes.txt': ['fare_id,price,currency_type,payment_method,transfers', 'F1,12.5,CNY,1,0'],
      'fare_rules.txt': ['fare_id,route_id', 'F1,R1'],
      'calendar.txt': [
        'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date,udian_follows_cn_workdays',
        'WK,1,1,1,1,1,0,0,20250101,20271231,1',
      ],
      'calendar_dates.txt': ['service_id,date,exception_type', 'WK,20261008,2', 'WK,20261010,1'],
      'trips.txt': [
        'route_id,service_id,trip_id,trip_headsign,shape_id,udian_capacity',
        'R1,WK,R1-0700,科技园,S1,50',
        'R1,WK,R1-0730,科技园,S1,',
        'R2,WK,R2-1800,民治,,',
      ],
      'stop_times.txt': [
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence,pickup_type,drop_off_type',
        'R1-0700,07:00:00,07:00:00,A,1,0,1',
        'R1-0700,07:05:30,07:06:00,B,2,0,0',
        'R1-0700,07:40:00,07:40:00,C,3,1,0',
        'R1-0730,07:30:00,07:30:00,A,1,0,1',
        'R1-0730,07:36:00,07:36:00,B,2,0,0',
        'R1-0730,08:12:00,08:12:00,C,3,1,0',
        'R2-1800,18:00:00,18:00:00,C,1,,',
        'R2-1800,18:35:00,18:35:00,B,2,,',
        'R2-1800,18:41:00,,A,3,,',
      ],
      'shapes.txt': [
        'shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence',
        'S1,22.622300,114.035700,1',
        'S1,22.611800,114.024100,2',
        'S1,22.580000,113.990000,3',
        'S1,22.543200,113.948100,4',
      ],
    }).map(([name, lines]) => [name, `${lines.join('\n')}\n`]),
  );

/** The feed with one file changed line by line (index 0 is the header, line 1). */
export const editFeed = (
  files: ReadonlyMap<string, string>,
  name: string,
  edit: (lines: string[]) => string[],
): Map<string, string> => {
  const text = files.get(name);
  if (text === undefined) throw new Error(`no ${name} in the feed`);
  return new Map(files).set(name, `${edit(text.trimEnd().split('\n')).join('\n')}\n`);
};

/** Replaces line `line` (1 = header) of a file. */
export const replaceLine = (files: ReadonlyMap<string, string>, name: string, line: number, text: string) =>
  editFeed(files, name, (lines) => lines.map((l, i) => (i === line - 1 ? text : l)));

export const withoutFile = (files: ReadonlyMap<string, string>, name: string): Map<string, string> => {
  const copy = new Map(files);
  copy.delete(name);
  return copy;
};
