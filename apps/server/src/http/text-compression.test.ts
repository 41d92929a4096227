import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedVariants, pickEncoding } from './text-compression';

describe('content encoding', () => {
  it.each<[string | undefined, string]>([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['br;q=abc', 'identity'],
  ])('Accept-Encoding %j → %s', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding);
  });

  it('makes both bodies of a document once, each decompressing to it', () => {
    const text = '<!doctype html>'.padEnd(4000, '车');
    const { br, gzip } = compressedVariants(text);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(gzip).toString()).toBe(text);
    expect(br.length).toBeLessThan(gzip.length);
  });
});
