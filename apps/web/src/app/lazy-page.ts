import type { ComponentType } from 'react';
import type { PageLoader } from './page-loaders';

/** SPEC section 7: a page chunk that has not arrived after two minutes counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A page's code could not be loaded (offline, timed out, or a deploy removed the old chunk). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

export const loadPage = (loader: PageLoader, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<ComponentType> =>
  new Promise<ComponentType>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`page chunk timed out after ${timeoutMs} ms`)), timeoutMs);
    loader().then(
      (page) => {
        clearTimeout(timer);
        resolve(page);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : 'page chunk failed to load', { cause: error }));
      },
    );
  });
