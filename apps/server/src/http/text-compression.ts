import compress from '@fastify/compress';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { App } from './app-instance';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The encodings an `Accept-Encoding` header allows (q > 0), `*` standing for any. */
const acceptedEncodings = (header: string): Map<string, number> => {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return accepted;
};

/** Brotli when the client takes it, else gzip, else none; a weight of 0 refuses an encoding. */
export const pickEncoding = (header: string | string[] | undefined): ContentEncoding => {
  const accepted = acceptedEncodings(Array.isArray(header) ? header.join(',') : (header ?? ''));
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return 'identity';
};

/** A text made once into its brotli (best) and gzip (best) bodies, for a document sent many times. */
export const compressedVariants = (text: string): Record<'br' | 'gzip', Buffer> => {
  const body = Buffer.from(text);
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: gzipSync(body, { level: 9 }),
  };
};

/**
 * Answers made per request (the API's JSON) are compressed when the client asks and they are big enough to
 * gain: brotli at a fast level, else gzip. The web app's files are compressed at build time and sent with
 * their Content-Encoding set, which this plugin leaves alone.
 */
export const registerTextCompression = async (app: App) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
};
