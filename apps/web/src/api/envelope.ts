import { legacyStatusMap } from '@udian/contracts/meta-codes';
import type { Envelope } from '@udian/contracts/envelope';

type UnknownRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is UnknownRecord => typeof value === 'object' && value !== null;

const textOf = (...candidates: unknown[]): string =>
  (candidates.find((candidate) => typeof candidate === 'string') as string | undefined) ?? '';

/**
 * SPEC section 8: older services answer `{ status, msg, data }`; their status becomes meta.code (402 → 502,
 * 200 → 1) so that every caller sees one envelope. Returns null for a body that is neither shape.
 */
export const normalizeEnvelope = (body: unknown, now: number = Date.now()): Envelope<unknown> | null => {
  if (!isRecord(body)) return null;
  const meta = body.meta;
  if (isRecord(meta) && typeof meta.code === 'number') {
    return {
      data: body.data ?? null,
      meta: {
        code: meta.code,
        desc: textOf(meta.desc),
        timestamp: typeof meta.timestamp === 'number' ? meta.timestamp : now,
      },
    };
  }
  if (meta === undefined && 'status' in body) {
    const status = Number(body.status);
    if (!Number.isFinite(status)) return null;
    return {
      data: body.data ?? null,
      meta: {
        code: legacyStatusMap[status] ?? status,
        desc: textOf(body.desc, body.msg, body.message),
        timestamp: typeof body.timestamp === 'number' ? body.timestamp : now,
      },
    };
  }
  return null;
};
