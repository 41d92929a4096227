import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';

/** The most bytes a GTFS zip upload may have (the app's other bodies stay under 256 KB). */
export const GTFS_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** The content types the upload is accepted as. */
export const GTFS_UPLOAD_CONTENT_TYPES = ['application/zip', 'application/octet-stream'] as const;

/**
 * The body is the .zip file itself, raw (Content-Type application/zip or application/octet-stream, at most
 * 20 MB), not JSON: the console sends the file's bytes as they are. Browser and server both hold it as a
 * Uint8Array (the server's Buffer is one).
 */
export const GtfsZipBody = z
  .instanceof(Uint8Array, { message: '请上传 GTFS 数据的 zip 文件' })
  .refine((bytes) => bytes.byteLength > 0, '上传的文件是空的，请选择 GTFS 数据的 zip 文件')
  .meta({ type: 'string', format: 'binary', description: 'The GTFS feed as a .zip file, raw body (application/zip), at most 20 MB' });

const Counted = z.object({ inserted: z.number().int(), updated: z.number().int() });

/** A label and a count, so the console shows the report as the server words it. */
const ReportRow = z.object({ label: z.string(), value: z.string() });

export const GtfsImportReport = z.object({
  agencies: Counted,
  stations: Counted,
  lines: Counted,
  lineStops: z.number().int(),
  services: Counted,
  serviceExceptions: z.number().int(),
  trips: Counted,
  /** Departures of the next 30 service days made at once for new lines and trips. */
  departuresAdded: z.number().int(),
  /** The same figures in Chinese (线路 3（新增 2，更新 1）…), in display order. */
  rows: z.array(ReportRow),
  /** What was imported but deserves a look (routes skipped for having no trips…), in Chinese. */
  warnings: z.array(z.string()),
});
export type GtfsImportReport = z.infer<typeof GtfsImportReport>;

/**
 * Imports a GTFS feed uploaded as a zip, in one transaction: a feed the importer refuses changes nothing and
 * is answered with gtfsFeedRefused naming the file, the line and the reason in Chinese (the CLI says it in English).
 */
export const importGtfsUpload = defineOperatorEndpoint({
  method: 'POST',
  path: '/network/gtfs/import',
  summary: 'Imports a GTFS feed from a raw .zip body (application/zip, at most 20 MB) in one transaction',
  roles: ['admin', 'dispatcher'],
  body: GtfsZipBody,
  data: z.object({ report: GtfsImportReport }),
});
