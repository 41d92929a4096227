import type { Envelope } from '@udian/contracts/envelope';
import { createHash } from 'node:crypto';
import type { ErrorName } from '@udian/contracts/meta-codes';
import { AppError } from './app-error';
import { failure } from './envelope';
import type { IdempotencyRepository } from './idempotency.repository';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Failures of ours or of a provider, not of the request (Stripe's 5xx): never stored, the key may retry. */
const TRANSIENT_ERRORS: ReadonlySet<ErrorName> = new Set(['paymentStartFailed', 'serviceBusy', 'serviceUnavailable']);
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The same body in any key order hashes the same. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
};

export const hashRequest = (input: unknown): string => createHash('sha256').update(JSON.stringify(canonical(input) ?? null)).digest('hex');

/**
 * Stripe's semantics for calls whose contract is idempotent (order creation, payment). Without the header
 * the call simply runs. With it: the first request runs and its answer (success or business failure) is
 * stored; a retry with the same key and the same input gets that answer again without running; the same key
 * with another input fails (idempotencyKeyReused); a retry while the first still runs fails
 * (requestInProgress). An unexpected or transient error (a provider down) stores nothing, so the key can
 * be retried.
 */
export const runIdempotent = async (
  store: IdempotencyRepository,
  k: { userId: number; scope: string; key: string | undefined; input: unknown; now: Date },
  run: () => Promise<Envelope<unknown>>,
): Promise<Envelope<unknown>> => {
  if (k.key === undefined) return run();
  if (!KEY_PATTERN.test(k.key)) throw new AppError('idempotencyKeyInvalid');
  const id = { userId: k.userId, scope: k.scope, key: k.key };
  const begun = await store.begin({ ...id, requestHash: hashRequest(k.input), now: k.now });
  if (begun.kind === 'replay') return begun.response;
  if (begun.kind === 'mismatch') throw new AppError('idempotencyKeyReused');
  if (begun.kind === 'inProgress') throw new AppError('requestInProgress');
  let answer: Envelope<unknown>;
  try {
    answer = await run();
  } catch (error) {
    if (!(error instanceof AppError) || TRANSIENT_ERRORS.has(error.errorName)) {
      await store.abandon(id).catch(() => undefined);
      throw error;
    }
    answer = failure(error.code, error.desc);
  }
  await store.finish(id, answer);
  return answer;
};
