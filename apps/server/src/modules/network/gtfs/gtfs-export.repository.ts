import { sql } from 'kysely';
import type { Db, DbOrTx } from '../../../db/database';
import type { LineType } from '../../../db/schema';
import { NETWORK_VERSION_KEY, readNetworkVersion } from '../lines/network-version';
import type { AgencyRow, LineFareRow, LineStopRow, ServiceExceptionRow, ServiceRow, StationRow, TripRow } from './gtfs.repository';

// The rows the importer writes (gtfs.repository.ts), read back with their ids where the feed's files need them.
export type ExportAgencyRow = AgencyRow & { id: number };
export type ExportStationRow = StationRow & { id: number };
export type ExportLineRow = {
  id: number;
  external_id: string;
  agency_id: number | null;
  code: string;
  name: string;
  type: LineType;
  price_cents: number;
  is_priced: boolean;
  accepts_transit_card: boolean;
  color: string;
  description: string;
  shape: [number, number][] | null;
  reverse_line_id: number | null;
  route_group: string | null;
  route_rank: number;
  direction_id: number | null;
};
export type ExportLineStopRow = LineStopRow;
export type ExportServiceRow = ServiceRow & { id: number };
export type ExportServiceExceptionRow = ServiceExceptionRow;
export type ExportTripRow = TripRow;
export type ExportLineFareRow = LineFareRow;

/** The public network as one snapshot: the rows of the feed and the version they are. */
export type ExportNetworkRows = {
  version: string;
  /** When the version was set: the zip's file times, so the same network always gives the same bytes. */
  changedAt: Date;
  agencies: ExportAgencyRow[];
  stations: ExportStationRow[];
  lines: ExportLineRow[];
  stops: ExportLineStopRow[];
  services: ExportServiceRow[];
  exceptions: ExportServiceExceptionRow[];
  trips: ExportTripRow[];
  fares: ExportLineFareRow[];
};

/**
 * The SQL of the GTFS export. The public network is the active lines that are neither kept for a group nor
 * sold to a phone list (decision 063), with their stations, trips and services only.
 */
export const createGtfsExportRepository = (db: Db) => {
  const publicLineIds = (tx: DbOrTx) =>
    tx.selectFrom('lines').select('id').where('is_active', '=', true).where('group_id', 'is', null).where('is_white_list', '=', false);

  const read = async (tx: DbOrTx): Promise<ExportNetworkRows> => {
    const meta = await tx.selectFrom('app_meta').select(['value', 'updated_at']).where('key', '=', NETWORK_VERSION_KEY).executeTakeFirst();
    const lineIds = publicLineIds(tx);
    const tripServiceIds = tx.selectFrom('trips').select('service_id').where('line_id', 'in', publicLineIds(tx));
    const lines = await tx
      .selectFrom('lines')
      .select([
        'id',
        'external_id',
        'agency_id',
        'code',
        'name',
        'type',
        'price_cents',
        'is_priced',
        'accepts_transit_card',
        'color',
        'description',
        'shape',
        'reverse_line_id',
        'route_group',
        'route_rank',
        'direction_id',
      ])
      .where('id', 'in', lineIds)
      .orderBy(sql`coalesce(route_group, external_id)`)
      .orderBy('route_rank')
      .orderBy('external_id')
      .execute();
    const stops = await tx
      .selectFrom('line_stops')
      .select(['line_id', 'seq', 'station_id', 'minutes_from_start', 'can_board', 'can_alight'])
      .where('line_id', 'in', publicLineIds(tx))
      .orderBy('line_id')
      .orderBy('seq')
      .execute();
    const stations = await tx
      .selectFrom('stations')
      .select(['id', 'external_id', 'city_id', 'name', 'alias', 'lng', 'lat'])
      .where('id', 'in', tx.selectFrom('line_stops').select('station_id').where('line_id', 'in', publicLineIds(tx)))
      .orderBy('external_id')
      .execute();
    const trips = await tx
      .selectFrom('trips')
      .select(['external_id', 'line_id', 'service_id', 'departure_minutes', 'capacity', 'headsign'])
      .where('line_id', 'in', publicLineIds(tx))
      .orderBy('line_id')
      .orderBy('departure_minutes')
      .orderBy('external_id')
      .execute();
    const services = await tx
      .selectFrom('services')
      .select(['id', 'external_id', 'weekdays', 'start_date', 'end_date', 'follows_cn_workdays'])
      .where('id', 'in', tripServiceIds)
      .orderBy('external_id')
      .execute();
    const exceptions = await tx
      .selectFrom('service_exceptions')
      .select(['service_id', 'day', 'is_running'])
      .where('service_id', 'in', tx.selectFrom('trips').select('service_id').where('line_id', 'in', publicLineIds(tx)))
      .orderBy('service_id')
      .orderBy('day')
      .execute();
    const fares = await tx
      .selectFrom('line_fares')
      .select(['line_id', 'board_seq', 'alight_seq', 'price_cents'])
      .where('line_id', 'in', publicLineIds(tx))
      .orderBy('line_id')
      .orderBy('board_seq')
      .orderBy('alight_seq')
      .execute();
    const agencies = await tx.selectFrom('agencies').select(['id', 'external_id', 'name', 'url', 'phone']).orderBy('id').execute();
    return {
      version: meta?.value ?? '0',
      changedAt: meta ? new Date(meta.updated_at) : new Date(Date.UTC(2025, 0, 1)),
      agencies,
      stations,
      lines,
      stops,
      services,
      exceptions,
      trips,
      fares,
    };
  };

  return {
    /** The network's version: one tiny indexed read. */
    readVersion: (): Promise<string> => readNetworkVersion(db),

    /**
     * The whole public network in one read-only snapshot (REPEATABLE READ): the version and every row are of
     * the same moment, however many writers commit meanwhile.
     */
    readNetwork: (): Promise<ExportNetworkRows> =>
      db.transaction().execute(async (tx) => {
        await sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`.execute(tx);
        return read(tx);
      }),
  };
};

export type GtfsExportRepository = ReturnType<typeof createGtfsExportRepository>;
