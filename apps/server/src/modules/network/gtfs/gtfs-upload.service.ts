import { GTFS_UPLOAD_MAX_BYTES, type GtfsImportReport } from '@udian/contracts/endpoints/ops/network/gtfs-import';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { DepartureHorizon } from '../departure-horizon/departure-horizon';
import type { NetworkReadModel } from '../lines/network-read-model';
import { GtfsError, GtfsFeedRefused } from './gtfs-error';
import { zipSource } from './gtfs-feed.reader';
import { importGtfsFeed, type GtfsImportSummary } from './gtfs-import.service';
import { gtfsText } from './gtfs-messages';
import { parseGtfsSource } from './gtfs.parser';
import { createGtfsRepository } from './gtfs.repository';

/** Stations, entrances, nodes and boarding areas of stops.txt, which are not stations of ours. */
const ignoredText = ({ stations, entrances, nodes, boardingAreas }: GtfsImportSummary['ignoredLocations']): string =>
  `车站 ${stations}，出入口 ${entrances}，通道节点 ${nodes}，候车区 ${boardingAreas}`;

const counted = (label: string, { inserted, updated }: { inserted: number; updated: number }) => ({
  label,
  value: `${inserted + updated}（新增 ${inserted}，更新 ${updated}）`,
});

/** The importer's summary in the console's words. */
export const describeImport = (summary: GtfsImportSummary, departuresAdded: number): GtfsImportReport => ({
  ...summary,
  departuresAdded,
  rows: [
    counted('运营单位', summary.agencies),
    counted('站点', summary.stations),
    counted('线路', summary.lines),
    { label: '线路停靠站', value: String(summary.lineStops) },
    counted('运营日历', summary.services),
    { label: '日历例外日期', value: String(summary.serviceExceptions) },
    counted('车次', summary.trips),
    { label: '其中按发车间隔生成的车次', value: String(summary.frequencyTrips) },
    { label: '按停靠顺序拆分的线路', value: String(summary.patternLines) },
    { label: '分段票价', value: String(summary.lineFares) },
    { label: '暂未定价的线路', value: String(summary.unpricedLines) },
    { label: '未导入的位置', value: ignoredText(summary.ignoredLocations) },
    { label: '新增班次（未来 30 天）', value: String(departuresAdded) },
  ],
  warnings: summary.warnings.map((warning) => gtfsText('zh', ...warning)),
});

/** How a refusal about the zip as a whole names it: the operator knows the file by what they uploaded. */
const UPLOAD_NAME = '上传的文件';

/** What the upload route answers for a zip over the limit, which never reaches the importer. */
export const GTFS_UPLOAD_TOO_LARGE = gtfsText('zh', 'tooLarge', { maxMb: GTFS_UPLOAD_MAX_BYTES / 1024 / 1024 });

/** Problems a refusal lists in the console; the CLI lists up to 100, the rest are counted. */
const LISTED_IN_CONSOLE = 20;

/**
 * A refusal in Chinese: the file, the line and the reason (gtfs-messages.ts) of every problem found, one per
 * line, for the operator to fix; a single problem keeps the one-line form.
 */
const refusal = (error: GtfsError): AppError => {
  if (error instanceof GtfsFeedRefused && error.problems.length + error.more > 1) {
    return new AppError('gtfsFeedRefused', error.describeAll('zh', LISTED_IN_CONSOLE));
  }
  return new AppError('gtfsFeedRefused', `GTFS 数据有误，未做任何更改。${error.describe('zh')}`);
};

/**
 * A GTFS feed uploaded from the console: read and checked, then imported in ONE transaction with the caller's
 * audit entry (onCommitting), so a refused feed or a failure half-way changes nothing. As the CLI does, the
 * next 30 days of departures are made at once; and this instance's read model is rebuilt at once, the others
 * follow the version bump within seconds (decision 039).
 */
export const createGtfsUploadService = ({
  db,
  departureHorizon,
  readModel,
  now = () => new Date(),
}: {
  db: Db;
  departureHorizon: DepartureHorizon;
  readModel: NetworkReadModel;
  now?: () => Date;
}) => ({
  importZip: async (bytes: Uint8Array, onCommitting: (tx: DbOrTx, report: GtfsImportReport) => Promise<void>): Promise<GtfsImportReport> => {
    let summary: GtfsImportSummary;
    try {
      const cities = await createGtfsRepository(db).findCities();
      const feed = await parseGtfsSource(zipSource(UPLOAD_NAME, bytes), { cityIds: new Set(cities.map((c) => c.id)) });
      summary = await db.transaction().execute(async (tx) => {
        const written = await importGtfsFeed(tx, feed);
        await onCommitting(tx, describeImport(written, 0));
        return written;
      });
    } catch (error) {
      if (error instanceof GtfsError) throw refusal(error);
      throw error;
    }
    // Committed already: should making the departures fail now, the hourly departure-horizon job makes them.
    const departuresAdded = await departureHorizon.ensure(now()).catch(() => null);
    if (departuresAdded === null) {
      const report = describeImport(summary, 0);
      return { ...report, warnings: [...report.warnings, gtfsText('zh', 'departuresPending')] };
    }
    // Committed already: a failed rebuild is left to the network-refresh job, which sees the moved version.
    await readModel.refresh().catch(() => undefined);
    return describeImport(summary, departuresAdded);
  },
});

export type GtfsUploadService = ReturnType<typeof createGtfsUploadService>;
