import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { GtfsError } from './gtfs-error';

/** The text of each GTFS file found, by file name ('stops.txt'). */
export type GtfsFiles = ReadonlyMap<string, string>;

/**
 * A feed read file by file: `read` streams a file's text in chunks (with how far through the file, when
 * known) and answers false when the feed has no such file. Only one file is in memory at a time, at most.
 */
export type GtfsSource = {
  read: (file: string, write: (text: string, fraction: number | null) => void) => Promise<boolean>;
};

/** The files the importer reads; anything else in the feed (feed_info.txt, transfers.txt…) is ignored. */
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
  'frequencies.txt',
] as const;
const wanted = new Set<string>(GTFS_FILE_NAMES);

// fatal: a feed in GBK or another encoding is refused rather than imported as mojibake. The decoder drops a
// leading byte-order mark, which spreadsheet programs like to write.
const decoder = () => new TextDecoder('utf-8', { fatal: true });
const decode = (name: string, bytes: Uint8Array): string => {
  try {
    return decoder().decode(bytes);
  } catch {
    throw new GtfsError(name, null, 'notUtf8');
  }
};

/** The zip's GTFS entries by base name (zips often keep them in one folder), without inflating any. */
const zipEntries = (source: string, bytes: Uint8Array): Map<string, string> => {
  const entries = new Map<string, string>();
  try {
    unzipSync(bytes, {
      filter: (file) => {
        const name = path.posix.basename(file.name);
        if (!wanted.has(name) || file.name.startsWith('__MACOSX/')) return false;
        if (entries.has(name)) throw new GtfsError(name, null, 'fileTwiceInZip', { file: name });
        entries.set(name, file.name);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof GtfsError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new GtfsError(path.basename(source), null, 'notZip', { detail });
  }
  return entries;
};

/** One entry inflated, as text. */
const zipEntryText = (source: string, bytes: Uint8Array, entryName: string, name: string): string => {
  let inflated: Uint8Array | undefined;
  try {
    inflated = unzipSync(bytes, { filter: (file) => file.name === entryName })[entryName];
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new GtfsError(path.basename(source), null, 'notZip', { detail });
  }
  return decode(name, inflated ?? new Uint8Array());
};

/** Compressed bytes pushed at a time: each gives a few hundred KB of text. */
const ZIP_CHUNK = 1 << 16;

/**
 * One entry inflated as it streams, its text handed on chunk by chunk: a feed's 50 MB stop_times.txt is never
 * one string, nor one buffer, in memory.
 */
const streamZipEntry = (source: string, bytes: Uint8Array, entryName: string, name: string, write: (text: string, fraction: number | null) => void) => {
  const text = decoder();
  let failure: unknown = null;
  let inflated = 0;
  let isDone = false;
  const unzip = new Unzip((entry) => {
    if (entry.name !== entryName) return;
    const total = entry.originalSize ?? 0;
    entry.ondata = (error, chunk, isFinal) => {
      if (failure) return;
      if (error) {
        failure = error;
        return;
      }
      inflated += chunk.length;
      try {
        write(text.decode(chunk, { stream: !isFinal }), total > 0 ? inflated / total : null);
      } catch (decodeError) {
        failure = decodeError instanceof TypeError ? new GtfsError(name, null, 'notUtf8') : decodeError;
      }
      if (isFinal) isDone = true;
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !failure && !isDone; at += ZIP_CHUNK) unzip.push(bytes.subarray(at, at + ZIP_CHUNK), at + ZIP_CHUNK >= bytes.length);
  } catch (error) {
    failure ??= error;
  }
  if (failure instanceof GtfsError) throw failure;
  if (failure || !isDone) {
    const detail = failure instanceof Error ? failure.message : `${entryName} could not be read whole`;
    throw new GtfsError(path.basename(source), null, 'notZip', { detail });
  }
};

/** A zip's bytes (an upload, or a .zip file): its entries are inflated one at a time, as a stream, as the parse asks. */
export const zipSource = (name: string, bytes: Uint8Array): GtfsSource => {
  const entries = zipEntries(name, bytes);
  return {
    read: async (file, write) => {
      const entry = entries.get(file);
      if (entry === undefined) return false;
      streamZipEntry(name, bytes, entry, file, write);
      return true;
    },
  };
};

/** A folder of .txt files, each streamed from disk in 1 MB chunks. */
export const folderSource = (folder: string): GtfsSource => ({
  read: async (file, write) => {
    const full = path.join(folder, file);
    const stat = await fsp.stat(full).catch(() => null);
    if (!stat?.isFile()) return false;
    const text = decoder();
    let done = 0;
    try {
      for await (const chunk of fs.createReadStream(full, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
        done += chunk.length;
        write(text.decode(chunk, { stream: true }), stat.size > 0 ? done / stat.size : null);
      }
      write(text.decode(), 1);
    } catch (error) {
      if (error instanceof TypeError) throw new GtfsError(file, null, 'notUtf8');
      throw error;
    }
    return true;
  },
});

/** Texts in memory (tests, the demo seed): the same parse, one chunk per file. */
export const filesSource = (files: GtfsFiles): GtfsSource => ({
  read: async (file, write) => {
    const text = files.get(file);
    if (text === undefined) return false;
    write(text, 1);
    return true;
  },
});

/** A folder or a .zip, streamed. */
export const openGtfsSource = async (source: string): Promise<GtfsSource> => {
  const stat = await fsp.stat(source).catch(() => null);
  if (!stat) throw new GtfsError(source, null, 'noSuchSource');
  if (stat.isDirectory()) return folderSource(source);
  return zipSource(source, new Uint8Array(await fsp.readFile(source)));
};

const fromZip = (source: string, bytes: Uint8Array): Map<string, string> => {
  const files = new Map<string, string>();
  for (const [name, entry] of zipEntries(source, bytes)) files.set(name, zipEntryText(source, bytes, entry, name));
  return files;
};

const fromFolder = async (folder: string): Promise<Map<string, string>> => {
  const files = new Map<string, string>();
  for (const name of await fsp.readdir(folder)) {
    if (wanted.has(name)) files.set(name, decode(name, await fsp.readFile(path.join(folder, name))));
  }
  return files;
};

/** Reads a small GTFS feed whole into memory from a folder of .txt files or from a .zip of them. */
export const readGtfsFeed = async (source: string): Promise<GtfsFiles> => {
  const stat = await fsp.stat(source).catch(() => null);
  if (!stat) throw new GtfsError(source, null, 'noSuchSource');
  if (stat.isDirectory()) return fromFolder(source);
  return fromZip(source, new Uint8Array(await fsp.readFile(source)));
};

/** Reads a GTFS feed from a zip's bytes (an upload); `name` names it in a refusal. */
export const readGtfsZipBytes = (name: string, bytes: Uint8Array): GtfsFiles => fromZip(name, bytes);
