// A GTFS-Realtime VehiclePositions feed for the live-buses end-to-end tests: one demo bus driving its line now,
// whatever the time of day. The simulator only drives the timetable's departures, and the demo timetable
// is commute hours; a run at 03:00 or on a Sunday evening would find no bus moving. This feed gives the
// server a bus through the operator-feed path (modules/live/vehicles/gtfs-rt-poller.ts → the same ingest as every source).
//
// The line is one whose timetable keeps its bus idle around now, so the simulator never drives the same bus
// at the same time (two sources for one bus would jump between two places). The bus is named by its plate,
// as the demo seed makes it (db/seed/demo-extras.ts: one bus per line, in the feed's route order).
import { greatCircleMeters } from '@udian/contracts/great-circle';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const gtfsDir = path.join(root, 'apps/server/src/db/seed/demo-gtfs');
const bindings = createRequire(path.join(root, 'apps/server/package.json'))('gtfs-realtime-bindings') as typeof import('gtfs-realtime-bindings');

/** [lng, lat] in degrees, as shapes.txt has them. */
type Point = [number, number];
type CsvRow = Record<string, string>;

/** Metres per second: about 32 km/h, a city bus between stops. */
const SPEED_MPS = 9;
/** The bus starts this share of the way along its route, so some stops are behind it and most ahead. */
const START_SHARE = 0.15;
/** No departure of the chosen line leaves in this window around now (minutes of the day, Asia/Shanghai). */
const IDLE_BEFORE_MIN = 4 * 60;
const IDLE_AFTER_MIN = 90;

const readCsv = (name: string): CsvRow[] => {
  const [head = '', ...rows] = fs.readFileSync(path.join(gtfsDir, name), 'utf8').trim().split(/\r?\n/);
  const keys = head.split(',');
  // The demo feed has no quoted commas in the columns read here (ids, times, coordinates).
  return rows.map((row) => Object.fromEntries(row.split(',').map((value, i) => [keys[i], value])));
};

/** The seed's plate of the i-th line's bus (db/seed/demo-extras.ts). */
const demoPlate = (index: number, agencyId: string | undefined): string => `${agencyId === 'udian-nj' ? '苏A' : '粤B'}·D${String(10000 + ((index * 2731) % 90000)).padStart(5, '0')}`;

const shanghaiMinuteOfDay = (ms: number): number => Math.floor(((ms / 60_000 + 8 * 60) % 1440 + 1440) % 1440);

const circularGap = (a: number, b: number): number => Math.min(Math.abs(a - b), 1440 - Math.abs(a - b));

const metres = ([lngA, latA]: Point, [lngB, latB]: Point): number => greatCircleMeters({ lng: lngA, lat: latA }, { lng: lngB, lat: latB });

/** The Shenzhen line to drive: its bus has no departure in the idle window around `nowMs`. */
export const chooseFeedLine = (nowMs: number) => {
  const routes = readCsv('routes.txt');
  const trips = readCsv('trips.txt');
  const firstTimes = new Map<string | undefined, number>();
  for (const stopTime of readCsv('stop_times.txt')) {
    if (stopTime.stop_sequence !== '1') continue;
    const [h = 0, m = 0] = (stopTime.departure_time ?? '').split(':').map(Number);
    firstTimes.set(stopTime.trip_id, h * 60 + m);
  }
  const now = shanghaiMinuteOfDay(nowMs);
  const shapes = readCsv('shapes.txt');
  for (const [index, route] of routes.entries()) {
    if (route.agency_id !== 'udian-sz') continue;
    const routeTrips = trips.filter((trip) => trip.route_id === route.route_id);
    const shapeId = routeTrips[0]?.shape_id;
    const isIdle = routeTrips.every((trip) => {
      const start = firstTimes.get(trip.trip_id);
      if (start === undefined) return true;
      const sinceStart = (now - start + 1440) % 1440;
      return sinceStart > IDLE_BEFORE_MIN && circularGap(now, start) > IDLE_AFTER_MIN;
    });
    const shape = shapes
      .filter((point) => point.shape_id === shapeId)
      .sort((a, b) => Number(a.shape_pt_sequence) - Number(b.shape_pt_sequence))
      .map((point): Point => [Number(point.shape_pt_lon), Number(point.shape_pt_lat)]);
    if (isIdle && shape.length > 1) return { routeId: route.route_id, code: route.route_short_name, plate: demoPlate(index, route.agency_id), shape };
  }
  throw new Error('e2e live feed: every demo line has a departure around now');
};

/** Where the bus is `elapsedMs` after the feed started: along the shape at SPEED_MPS, stopping at the end. */
const positionAt = (shape: Point[], elapsedMs: number) => {
  const legs = shape.slice(1).map((point, i) => metres(shape[i]!, point));
  const total = legs.reduce((sum, leg) => sum + leg, 0);
  let along = Math.min(total, total * START_SHARE + (SPEED_MPS * elapsedMs) / 1000);
  for (const [i, leg] of legs.entries()) {
    if (along <= leg || i === legs.length - 1) {
      const t = leg === 0 ? 0 : Math.min(1, along / leg);
      const [a, b] = [shape[i]!, shape[i + 1]!];
      const bearing = (Math.atan2(b[0] - a[0], b[1] - a[1]) * 180) / Math.PI;
      return { longitude: a[0] + (b[0] - a[0]) * t, latitude: a[1] + (b[1] - a[1]) * t, bearing: (bearing + 360) % 360, isAtEnd: along >= total };
    }
    along -= leg;
  }
  const [first = [0, 0]] = shape;
  return { longitude: first[0], latitude: first[1], bearing: 0, isAtEnd: true };
};

/** Serves the feed on 127.0.0.1 and a free port; each request gets the bus where it is now. */
export const startLiveFeed = async () => {
  const startedAt = Date.now();
  const line = chooseFeedLine(startedAt);
  const server = http.createServer((_request, response) => {
    const nowMs = Date.now();
    const { isAtEnd, ...position } = positionAt(line.shape, nowMs - startedAt);
    const feed = {
      header: { gtfsRealtimeVersion: '2.0', timestamp: Math.floor(nowMs / 1000) },
      entity: [
        {
          id: `e2e-${line.code}`,
          vehicle: {
            vehicle: { id: line.plate, licensePlate: line.plate },
            position: { ...position, speed: isAtEnd ? 0 : SPEED_MPS },
            timestamp: Math.floor(nowMs / 1000),
          },
        },
      ],
    };
    const bytes = bindings.transit_realtime.FeedMessage.encode(bindings.transit_realtime.FeedMessage.fromObject(feed)).finish();
    response.writeHead(200, { 'content-type': 'application/x-protobuf' });
    response.end(Buffer.from(bytes));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/gtfs-rt/vehicle-positions`,
    line,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
