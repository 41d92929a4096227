import { HostUnavailableError } from './host-provider';

/** GET or POST JSON to a host server with a time-out; any transport fault becomes HostUnavailableError. */
export const fetchHostJson = async (
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; timeoutMs?: number } = {},
): Promise<Record<string, unknown>> => {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? 5_000),
    });
  } catch (error) {
    throw new HostUnavailableError(`host request failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (!response.ok) throw new HostUnavailableError(`host answered HTTP ${response.status}`);
  const body: unknown = await response.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HostUnavailableError('host answered no JSON object');
  return body as Record<string, unknown>;
};
