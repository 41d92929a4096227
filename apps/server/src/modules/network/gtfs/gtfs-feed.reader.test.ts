import { strToU8, zipSync } from 'fflate';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tinyFeed } from '../../../test/gtfs-test-feed';
import { folderSource, readGtfsFeed, zipSource } from './gtfs-feed.reader';
import { parseGtfsFeed } from './gtfs.parser';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'udian-gtfs-reader-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const writeFolder = (name: string, files: Map<string, string | Uint8Array>): string => {
  const folder = path.join(tmp, name);
  fs.mkdirSync(folder);
  for (const [file, content] of files) fs.writeFileSync(path.join(folder, file), content);
  return folder;
};

describe('readGtfsFeed', () => {
  it('reads the GTFS files of a folder and ignores the rest', async () => {
    const folder = writeFolder('plain', new Map<string, string>([...tinyFeed(), ['feed_info.txt', 'x'], ['notes.md', '# notes']]));
    const files = await readGtfsFeed(folder);
    expect([...files.keys()].sort()).toEqual([...tinyFeed().keys()].sort());
    expect(files.get('stops.txt')).toBe(tinyFeed().get('stops.txt'));
  });

  it('reads a zip, also when the files sit in a folder inside it', async () => {
    const entries = Object.fromEntries([...tinyFeed()].map(([name, text]) => [`feed-2026/${name}`, strToU8(text)]));
    const zip = path.join(tmp, 'feed.zip');
    fs.writeFileSync(zip, zipSync({ ...entries, '__MACOSX/feed-2026/._stops.txt': strToU8('junk') }));
    const files = await readGtfsFeed(zip);
    expect(files.get('routes.txt')).toBe(tinyFeed().get('routes.txt'));
    expect(parseGtfsFeed(files).runs).toHaveLength(3);
  });

  it('streams a zip entry by entry and chunk by chunk, as a folder streams its files', async () => {
    // Over a megabyte of stop times, so that the zip and the folder both hand the text on in several chunks.
    const rows = Array.from({ length: 40_000 }, (_, i) => `T${i},07:00:00,07:00:00,民治站${i},${i}`);
    const stopTimes = `trip_id,arrival_time,departure_time,stop_id,stop_sequence\n${rows.join('\n')}\n`;
    const files = new Map([...tinyFeed(), ['stop_times.txt', stopTimes]]);
    const read = async (source: ReturnType<typeof zipSource>) => {
      const chunks: string[] = [];
      expect(await source.read('stop_times.txt', (text) => chunks.push(text))).toBe(true);
      expect(await source.read('frequencies.txt', () => undefined)).toBe(false);
      return chunks;
    };
    const zipped = await read(zipSource('feed.zip', zipSync(Object.fromEntries([...files].map(([name, text]) => [`gtfs/${name}`, strToU8(text)])))));
    const folder = await read(folderSource(writeFolder('streamed', files)));
    expect(zipped.length).toBeGreaterThan(1);
    expect(folder.length).toBeGreaterThan(1);
    expect(zipped.join('')).toBe(stopTimes);
    expect(folder.join('')).toBe(stopTimes);
    const gbk = zipSource('gbk.zip', zipSync({ 'stops.txt': new Uint8Array([0x41, 0x2c, 0xc3, 0xf1, 0xd6, 0xce]) }));
    await expect(gbk.read('stops.txt', () => undefined)).rejects.toMatchObject({ file: 'stops.txt', reason: 'the file is not UTF-8 text; save it as UTF-8 and import again' });
  });

  it('drops a UTF-8 byte-order mark, so the first column keeps its name', async () => {
    const withBom = new Map<string, string>([...tinyFeed()].map(([name, text]) => [name, `\uFEFF${text}`]));
    const files = await readGtfsFeed(writeFolder('bom', withBom));
    expect(files.get('stops.txt')?.startsWith('stop_id')).toBe(true);
    expect(parseGtfsFeed(files).stops.map((s) => s.name)).toEqual(['民治', '深圳北站', '科技园']);
  });

  it('refuses a file that is not UTF-8', async () => {
    // '民治' in GBK
    const gbk = new Uint8Array([0xc3, 0xf1, 0xd6, 0xce]);
    const files = new Map<string, string | Uint8Array>([...tinyFeed()]);
    files.set('stops.txt', new Uint8Array([...strToU8('stop_id,stop_name,stop_lat,stop_lon\nA,'), ...gbk, ...strToU8(',22.6,114.0\n')]));
    await expect(readGtfsFeed(writeFolder('gbk', files))).rejects.toMatchObject({
      file: 'stops.txt',
      line: null,
      reason: 'the file is not UTF-8 text; save it as UTF-8 and import again',
    });
  });

  it('refuses a path that does not exist, and a file that is not a zip', async () => {
    const missing = path.join(tmp, 'nowhere');
    await expect(readGtfsFeed(missing)).rejects.toMatchObject({ file: missing, line: null, reason: 'no such folder or zip file' });
    const notZip = path.join(tmp, 'feed.txt');
    fs.writeFileSync(notZip, 'hello');
    await expect(readGtfsFeed(notZip)).rejects.toMatchObject({ file: 'feed.txt', line: null });
  });
});
