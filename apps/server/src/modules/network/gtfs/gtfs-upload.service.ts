import type { GtfsImportReport } from '@udian/contracts/endpoints/ops/network/gtfs-import';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { DepartureHorizon } from '../departure-horizon/departure-horizon';
import type { NetworkReadModel } from '../lines/network-read-model';
import { GtfsError } from './gtfs-error';
import { readGtfsZipBytes } from './gtfs-feed.reader';
import { importGtfsFeed, type GtfsImportSummary } from './gtfs-import.service';
import { parseGtfsFeed } from './gtfs.parser';

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
    { label: '新增班次（未来 30 天）', value: String(departuresAdded) },
  ],
  warnings: summary.skippedRouteIds.map((id) => `routes.txt 中的线路 ${id} 没有车次（trips.txt），未导入`),
});

const UPLOAD_NAME = '上传的文件';

/** Reasons about a whole file, said in Chinese; a reason about a row stays as the importer wrote it. */
const fileReasons: Record<string, string> = {
  'missing required file': '缺少这个必需的文件',
  'the feed has no agency': '没有任何运营单位',
};

/** A refusal in Chinese: the file and line are labelled, the importer's reason is kept for the operator to fix. */
const refusal = (error: GtfsError): AppError => {
  const where = `${error.file}${error.line === null ? '' : ` 第 ${error.line} 行`}`;
  const reason = error.file === UPLOAD_NAME ? '不是可读取的 zip 文件' : (fileReasons[error.reason] ?? error.reason);
  return new AppError('gtfsFeedRefused', `GTFS 数据有误，未做任何更改。${where}：${reason}`);
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
      const feed = parseGtfsFeed(readGtfsZipBytes(UPLOAD_NAME, bytes));
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
      return { ...report, warnings: [...report.warnings, '新班次暂未生成，将在下一次定时任务（每小时）中补齐'] };
    }
    // Committed already: a failed rebuild is left to the network-refresh job, which sees the moved version.
    await readModel.refresh().catch(() => undefined);
    return describeImport(summary, departuresAdded);
  },
});

export type GtfsUploadService = ReturnType<typeof createGtfsUploadService>;
