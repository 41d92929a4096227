import { unzipSync } from 'fflate';
import fs from 'node:fs/promises';
import path from 'node:path';
import { GtfsError } from './gtfs-error';

/** The text of each GTFS file found, by file name ('stops.txt'). */
export type GtfsFiles = ReadonlyMap<string, string>;

/** The files the importer reads; anything else in the feed (frequencies.txt, feed_info.txt…) is ignored. */
export const GTFS_FILE_NAMES = [
  'agency.txt',
  'stops.txt',
  'routes.txt',
  'trips.txt',
  'stop_times.txt',
  'calendar.txt',
  'calendar_dates.txt',
  'shapes.txt',
  'fare_attributes.txt',
  'fare_rules.txt',
] as const;
const wanted = new Set<string>(GTFS_FILE_NAMES);

// fatal: a feed in GBK or another encoding is refused rather than imported as mojibake. The decoder drops a
// leading byte-order mark, which spreadsheet programs like to write.
const decode = (name: string, bytes: Uint8Array): string => {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new GtfsError(name, null, 'notUtf8');
  }
};

const fromZip = (source: string, bytes: Uint8Array): Map<string, string> => {
  let entries: Record<string, Uint8Array>;
  try {
    // Only the GTFS files are inflated; zips often keep them in one folder, so match on the base name.
    entries = unzipSync(bytes, {
      filter: (file) => wanted.has(path.posix.basename(file.name)) && !file.name.startsWith('__MACOSX/'),
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new GtfsError(path.basename(source), null, 'notZip', { detail });
  }
  const files = new Map<string, string>();
  for (const [entryName, content] of Object.entries(entries)) {
    const name = path.posix.basename(entryName);
    if (files.has(name)) throw new GtfsError(name, null, 'fileTwiceInZip', { file: name });
    files.set(name, decode(name, content));
  }
  return files;
};

const fromFolder = async (folder: string): Promise<Map<string, string>> => {
  const files = new Map<string, string>();
  for (const name of await fs.readdir(folder)) {
    if (wanted.has(name)) files.set(name, decode(name, await fs.readFile(path.join(folder, name))));
  }
  return files;
};

/** Reads a GTFS feed from a folder of .txt files or from a .zip of them. */
export const readGtfsFeed = async (source: string): Promise<GtfsFiles> => {
  const stat = await fs.stat(source).catch(() => null);
  if (!stat) throw new GtfsError(source, null, 'noSuchSource');
  if (stat.isDirectory()) return fromFolder(source);
  return fromZip(source, new Uint8Array(await fs.readFile(source)));
};

/** Reads a GTFS feed from a zip's bytes (an upload); `name` names it in a refusal. */
export const readGtfsZipBytes = (name: string, bytes: Uint8Array): GtfsFiles => fromZip(name, bytes);
