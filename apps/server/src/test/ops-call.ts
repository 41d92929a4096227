import type { Envelope } from '@udian/contracts/envelope';
import { ApiPrefix } from '@udian/contracts/prefixes';
import type { App } from '../http/app-instance';

/** Calls an operator endpoint as the console does (path without /ops-api) and answers the envelope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data loosely; the app checks it against the contract
export const opsCall = async <T = any>(
  app: App,
  method: 'GET' | 'POST',
  path: string,
  input: { headers: Record<string, string>; query?: Record<string, string>; body?: unknown },
): Promise<Envelope<T>> => {
  const response = await app.inject({
    method,
    url: `${ApiPrefix.ops}${path}`,
    query: input.query,
    headers: { ...input.headers, ...(input.body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  if (response.statusCode !== 200) throw new Error(`${path}: HTTP ${response.statusCode} ${response.body}`);
  return response.json();
};
