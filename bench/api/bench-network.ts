// A deterministic Shenzhen-sized network: 100,000 stations (denser around the district centres, as a real
// city is), a few hundred lines along walks through them, their trips and 30 days of departures.
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database';
import { addDays, shanghaiDate } from '../../apps/server/src/time/shanghai-time';

type Point = { lng: number; lat: number };
type BenchStation = Point & { external_id: string; name: string; district: number };
type BenchLine = { code: string; stops: Array<{ index: number; minutes: number }>; tripMinutes: number[]; priceCents: number };
type Grid = Map<string, number[]>;
type Random = () => number;
/** Column name and SQL type, for json_to_recordset. */
type Column = readonly [string, string];

const CITY_ID = 440300;
const AREA = { minLng: 113.76, maxLng: 114.62, minLat: 22.45, maxLat: 22.86 };
const DISTRICTS = [
  { code: '440304', name: '福田区', lng: 114.0545, lat: 22.5211 },
  { code: '440303', name: '罗湖区', lng: 114.1315, lat: 22.5485 },
  { code: '440305', name: '南山区', lng: 113.9304, lat: 22.5333 },
  { code: '440306', name: '宝安区', lng: 113.8831, lat: 22.5551 },
  { code: '440307', name: '龙岗区', lng: 114.2479, lat: 22.7196 },
  { code: '440309', name: '龙华区', lng: 114.0447, lat: 22.6913 },
];
const CELL_DEG = 0.01;
const CALENDAR_DAYS = 30;

/** mulberry32: a small seeded generator, so that every run builds the same network. */
const seeded = (seed: number): Random => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/** Inserts rows through one JSON parameter per batch: far fewer round trips than one row per parameter set. */
const insertJson = async (db: Db, table: string, columns: readonly Column[], rows: readonly object[], batchSize = 10_000): Promise<void> => {
  const definition = sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(', '));
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = JSON.stringify(rows.slice(i, i + batchSize));
    await sql`INSERT INTO ${sql.table(table)} (${names}) SELECT ${names} FROM json_to_recordset(${batch}::json) AS t(${definition})`.execute(db);
  }
};

const districtOf = (i: number) => DISTRICTS[i % DISTRICTS.length]!;

const generateStations = (random: Random, count: number): BenchStation[] => {
  const stations: BenchStation[] = [];
  for (let i = 0; i < count; i += 1) {
    const district = districtOf(i);
    let lng;
    let lat;
    if (random() < 0.4) {
      // Box–Muller around a district centre, about 3 km across one sigma.
      const r = Math.sqrt(-2 * Math.log(1 - random()));
      const theta = 2 * Math.PI * random();
      lng = district.lng + 0.03 * r * Math.cos(theta);
      lat = district.lat + 0.03 * r * Math.sin(theta);
    } else {
      lng = AREA.minLng + random() * (AREA.maxLng - AREA.minLng);
      lat = AREA.minLat + random() * (AREA.maxLat - AREA.minLat);
    }
    stations.push({
      external_id: `bench-${i}`,
      name: `${district.name}${i}号站`,
      lng: round6(clamp(lng, AREA.minLng, AREA.maxLng)),
      lat: round6(clamp(lat, AREA.minLat, AREA.maxLat)),
      district: i % DISTRICTS.length,
    });
  }
  return stations;
};

/** Stations by 0.01° cell, to walk a line from station to station without scanning 100,000 of them. */
const gridOf = (stations: readonly BenchStation[]): Grid => {
  const grid: Grid = new Map();
  stations.forEach((s, index) => {
    const key = `${Math.floor(s.lng / CELL_DEG)}:${Math.floor(s.lat / CELL_DEG)}`;
    const cell = grid.get(key) ?? [];
    cell.push(index);
    grid.set(key, cell);
  });
  return grid;
};

const nearestIndex = (grid: Grid, stations: readonly BenchStation[], lng: number, lat: number, taken: ReadonlySet<number>): number => {
  const cx = Math.floor(lng / CELL_DEG);
  const cy = Math.floor(lat / CELL_DEG);
  for (let ring = 0; ring < 5; ring += 1) {
    let best = -1;
    let bestD = Infinity;
    for (let dx = -ring; dx <= ring; dx += 1) {
      for (let dy = -ring; dy <= ring; dy += 1) {
        for (const index of grid.get(`${cx + dx}:${cy + dy}`) ?? []) {
          if (taken.has(index)) continue;
          const station = stations[index]!;
          const d = (station.lng - lng) ** 2 + (station.lat - lat) ** 2;
          if (d < bestD) {
            bestD = d;
            best = index;
          }
        }
      }
    }
    if (best >= 0) return best;
  }
  return -1;
};

const generateLines = (random: Random, stations: readonly BenchStation[], grid: Grid, count: number): BenchLine[] => {
  const lines: BenchLine[] = [];
  for (let i = 0; i < count; i += 1) {
    const stopCount = 12 + Math.floor(random() * 19);
    const taken = new Set<number>();
    const startIndex = Math.floor(random() * stations.length);
    let at = stations[startIndex]!;
    let heading = random() * 2 * Math.PI;
    const stops: BenchLine['stops'] = [];
    let minutes = 0;
    for (let s = 0; s < stopCount; s += 1) {
      const index = s === 0 ? startIndex : nearestIndex(grid, stations, at.lng + 0.008 * Math.cos(heading), at.lat + 0.008 * Math.sin(heading), taken);
      if (index < 0) break;
      taken.add(index);
      at = stations[index]!;
      heading += (random() - 0.5) * 0.8;
      if (s > 0) minutes += 2 + Math.floor(random() * 3);
      stops.push({ index, minutes });
    }
    const tripCount = 4 + Math.floor(random() * 7);
    const tripMinutes = Array.from({ length: tripCount }, (_, t) => (t < tripCount / 2 ? 390 + t * 30 : 1020 + (t - Math.ceil(tripCount / 2)) * 30));
    lines.push({ code: `B${String(i + 1).padStart(3, '0')}`, stops, tripMinutes, priceCents: 500 + 100 * Math.floor(random() * 10) });
  }
  return lines;
};

/** Builds the network; returns what the bench aims at: a line and a point by one of its stops. */
export type BenchNetwork = {
  counts: { stations: number; lines: number; line_stops: number; departures: number };
  lineId: number;
  point: Point;
  samplePoints: (n: number) => Point[];
};

export const insertBenchNetwork = async (db: Db, { stationCount = 100_000, lineCount = 400, seed = 20250101 } = {}): Promise<BenchNetwork> => {
  const random = seeded(seed);
  await db.insertInto('cities').values({ id: CITY_ID, name: '深圳市', lng: 114.05454, lat: 22.52291, is_open: true, sort_order: 1 }).execute();
  const regions = await db
    .insertInto('regions')
    .values(DISTRICTS.map((d) => ({ city_id: CITY_ID, code: d.code, name: d.name, level: 1, lng: d.lng, lat: d.lat })))
    .returning(['id', 'code'])
    .execute();
  const regionIdOf = new Map(regions.map((r) => [r.code, r.id]));

  const stations = generateStations(random, stationCount);
  await insertJson(
    db,
    'stations',
    [['external_id', 'text'], ['city_id', 'integer'], ['region_id', 'bigint'], ['name', 'text'], ['lng', 'double precision'], ['lat', 'double precision']],
    stations.map((s) => ({ external_id: s.external_id, city_id: CITY_ID, region_id: regionIdOf.get(districtOf(s.district).code), name: s.name, lng: s.lng, lat: s.lat })),
  );
  const stationIds = new Map((await db.selectFrom('stations').select(['id', 'external_id']).execute()).map((r) => [r.external_id, r.id]));
  const idOf = (index: number) => stationIds.get(stations[index]!.external_id)!;

  const agency = await db.insertInto('agencies').values({ external_id: 'bench', name: '深圳巴士集团', phone: '0755-83226666' }).returning('id').executeTakeFirstOrThrow();
  const today = shanghaiDate(new Date());
  const service = await db
    .insertInto('services')
    .values({ external_id: 'bench-daily', weekdays: 127, start_date: addDays(today, -1), end_date: addDays(today, CALENDAR_DAYS + 1) })
    .returning('id')
    .executeTakeFirstOrThrow();

  const lines = generateLines(random, stations, gridOf(stations), lineCount);
  const lineRows = await db
    .insertInto('lines')
    .values(
      lines.map((line) => {
        // A surveyed-looking route: four points between each pair of stops.
        const shape = line.stops.flatMap(({ index }, k) => {
          const a = stations[index]!;
          const b = stations[line.stops[k + 1]?.index ?? index]!;
          return [0, 0.25, 0.5, 0.75].map((f) => [round6(a.lng + (b.lng - a.lng) * f), round6(a.lat + (b.lat - a.lat) * f)]);
        });
        return {
          external_id: `bench-${line.code}`,
          city_id: CITY_ID,
          agency_id: agency.id,
          code: line.code,
          name: `${stations[line.stops[0]!.index]!.name}—${stations[line.stops.at(-1)!.index]!.name}`,
          type: 'commute',
          price_cents: line.priceCents,
          description: '工作日早晚高峰运营',
          shape: JSON.stringify(shape),
          distance_m: line.stops.length * 850,
        };
      }),
    )
    .returning('id')
    .execute();

  const lineStops: object[] = [];
  const trips: object[] = [];
  lines.forEach((line, l) => {
    const lineId = lineRows[l]!.id;
    const half = Math.floor(line.stops.length / 2);
    line.stops.forEach(({ index, minutes }, seq) => {
      // Commuter pattern: pick up in the first half, set down in the second, both at the middle stop.
      lineStops.push({ line_id: lineId, seq, station_id: idOf(index), minutes_from_start: minutes, can_board: seq <= half, can_alight: seq >= half });
    });
    line.tripMinutes.forEach((m, t) => trips.push({ external_id: `bench-${line.code}-${t}`, line_id: lineId, service_id: service.id, departure_minutes: m, capacity: 45 }));
  });
  await insertJson(db, 'line_stops', [['line_id', 'bigint'], ['seq', 'smallint'], ['station_id', 'bigint'], ['minutes_from_start', 'integer'], ['can_board', 'boolean'], ['can_alight', 'boolean']], lineStops);
  await insertJson(db, 'trips', [['external_id', 'text'], ['line_id', 'bigint'], ['service_id', 'bigint'], ['departure_minutes', 'integer'], ['capacity', 'integer']], trips);

  // Departures for the calendar: every trip on each of the next 30 days, some seats sold (a fixed pattern).
  await sql`
    INSERT INTO departures (trip_id, line_id, service_date, departs_at, capacity, seats_sold, price_cents)
    SELECT t.id, t.line_id, d::date,
           (d::date + t.departure_minutes * interval '1 minute' - interval '8 hours') AT TIME ZONE 'UTC',
           t.capacity, ((t.id * 7 + (d::date - ${today}::date) * 13) % (t.capacity + 1))::integer, l.price_cents
    FROM trips t
    JOIN lines l ON l.id = t.line_id
    CROSS JOIN generate_series(${today}::date, ${addDays(today, CALENDAR_DAYS - 1)}::date, interval '1 day') AS d`.execute(db);

  await db
    .insertInto('line_announcements')
    .values({ line_id: lineRows[0]!.id, title: '站点临时调整', content: '因道路施工，第三站临时移至路口东侧。', effective_from: today })
    .execute();
  await sql`ANALYZE`.execute(db);

  const target = lines[0]!;
  const stop = stations[target.stops[2]!.index]!;
  const counts = await sql<BenchNetwork['counts']>`SELECT (SELECT count(*) FROM stations)::integer AS stations, (SELECT count(*) FROM lines)::integer AS lines,
      (SELECT count(*) FROM line_stops)::integer AS line_stops, (SELECT count(*) FROM departures)::integer AS departures`.execute(db);
  return {
    counts: counts.rows[0]!,
    lineId: lineRows[0]!.id,
    // About 40 m from the line's third stop, where a passenger would stand.
    point: { lng: round6(stop.lng + 0.0003), lat: round6(stop.lat + 0.0002) },
    /** Points spread over the busy districts, for timing the SQL at many places. */
    samplePoints: (n: number): Point[] => {
      const r = seeded(seed + 1);
      return Array.from({ length: n }, (_, i) => {
        const d = districtOf(i);
        return { lng: round6(d.lng + (r() - 0.5) * 0.1), lat: round6(d.lat + (r() - 0.5) * 0.1) };
      });
    },
  };
};
