import type { Envelope } from '@udian/contracts/envelope';
import { ApiPrefix } from '@udian/contracts/prefixes';
import { clientHeaders, createTestApp, type TestApp } from './test-app';
import { insertLineNetwork, type LineNetworkFixture } from './line-network-fixture';

export type LineNetworkApp = {
  t: TestApp;
  network: LineNetworkFixture;
  /** GET under /ydbus-api-v2 with the client headers (plus any given); the parsed envelope. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data loosely; the app checks it against the contract
  get: <T = any>(path: string, query?: Record<string, string | number>, headers?: Record<string, string>) => Promise<Envelope<T> & { httpStatus: number }>;
  /** A form POST under /ydbus-api-v2, as the collect calls are sent. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the data loosely; the app checks it against the contract
  postForm: <T = any>(path: string, form: Record<string, string>, headers?: Record<string, string>) => Promise<Envelope<T> & { httpStatus: number }>;
};

/** A test app with the fixture network loaded, and request helpers for the /ydbus-api-v2 calls. */
export const createLineNetworkApp = async (): Promise<LineNetworkApp> => {
  const t = await createTestApp();
  const network = await insertLineNetwork(t.database.db);
  return {
    t,
    network,
    get: async (path, query = {}, headers = {}) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${ApiPrefix.api}${path}`,
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        headers: { ...clientHeaders, ...headers },
      });
      return { ...res.json(), httpStatus: res.statusCode };
    },
    postForm: async (path, form, headers = {}) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${ApiPrefix.api}${path}`,
        payload: new URLSearchParams(form).toString(),
        headers: { ...clientHeaders, ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      });
      return { ...res.json(), httpStatus: res.statusCode };
    },
  };
};
