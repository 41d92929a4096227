import { isIP } from 'node:net';

/**
 * Which peers may tell us the client's address in X-Forwarded-For (decision 041). Off by default: the
 * per-IP limits (SMS codes) then count the socket's own address, which a client cannot choose.
 */
export type TrustProxySetting =
  | { kind: 'off' }
  /** Only these peers (addresses, CIDR ranges, or proxy-addr's names for private ranges) are believed. */
  | { kind: 'addresses'; addresses: string[] }
  /** The nearest `hops` entries are believed, whoever sent them: only safe when clients cannot reach the server directly. */
  | { kind: 'hops'; hops: number };

/** proxy-addr's names for whole ranges: 127.0.0.0/8 and ::1, 169.254.0.0/16 and fe80::/10, 10/8, 172.16/12, 192.168/16 and fc00::/7. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_ALL = new Set(['true', 'on', 'yes', '*', 'all']);

const entryProblem = (entry: string): string | null => {
  if (RANGE_NAMES.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`;
  if (prefix === undefined) return null;
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return `"${entry}" has a bad prefix length (0 to ${bits})`;
  return null;
};

/** Parses TRUST_PROXY: empty or `off`, a hop count, or a comma list of addresses and ranges. */
export const parseTrustProxy = (raw: string): { setting: TrustProxySetting } | { problem: string } => {
  const value = raw.trim();
  if (value === '' || value === 'off' || value === 'false') return { setting: { kind: 'off' } };
  if (TRUST_ALL.has(value.toLowerCase())) {
    return { problem: 'trusting every peer lets any client choose its address; name the proxies (addresses or CIDR ranges) or give a hop count' };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 32) return { problem: 'a hop count must be 1 to 32 (leave TRUST_PROXY empty to trust no proxy)' };
    return { setting: { kind: 'hops', hops } };
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  if (addresses.some((entry) => entry === '')) return { problem: 'an empty entry in the list' };
  const problems = addresses.map(entryProblem).filter((problem): problem is string => problem !== null);
  if (problems.length > 0) return { problem: problems.join('; ') };
  return { setting: { kind: 'addresses', addresses } };
};

/**
 * Fastify's `trustProxy` for a setting. A bare number is not passed through: Fastify 5 ignores hop counts
 * (it trusts nothing then), so the count becomes a function that believes the nearest `hops` peers.
 */
export const trustProxyOption = (setting: TrustProxySetting): false | string[] | ((address: string, hop: number) => boolean) => {
  switch (setting.kind) {
    case 'off':
      return false;
    case 'addresses':
      return setting.addresses;
    case 'hops':
      return (_address: string, hop: number) => hop < setting.hops;
  }
};
