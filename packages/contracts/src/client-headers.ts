import { z } from 'zod';

/** Every request carries these headers (SPEC section 7); authenticated calls add token and userId. */
export const clientHeaderNames = [
  'platform',
  'channel',
  'channelId',
  'clientPlatformId',
  'bizType',
  'clientPlatform',
  'deviceId',
  'appVersion',
  'appName',
  'os',
  'osVersion',
  'market',
  'networkType',
  'screenSize',
  'manufacturer',
  'phoneModel',
  'cityId',
] as const;

export type ClientHeaderName = (typeof clientHeaderNames)[number];
export type ClientHeaders = Record<ClientHeaderName, string>;

/** Without these the server cannot tell who is calling from where; the rest are informative. */
export const requiredClientHeaders = ['platform', 'channel', 'deviceId'] as const satisfies readonly ClientHeaderName[];

export const Platform = z.enum(['H5', 'PUBLIC']);
export type Platform = z.infer<typeof Platform>;

const text = (max: number) => z.string().trim().max(max);

/**
 * The shape the server accepts. Values are strings as HTTP carries them; an empty string means "unknown".
 * Keys are the spec's camelCase names; HTTP lower-cases them on the wire.
 */
export const ClientHeadersSchema = z.object({
  platform: Platform,
  channel: z.string().regex(/^\d{1,8}$/),
  channelId: z.string().regex(/^\d{0,8}$/).optional(),
  clientPlatformId: text(32).optional(),
  bizType: z.string().regex(/^\d{0,8}$/).optional(),
  clientPlatform: text(32).optional(),
  deviceId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  appVersion: text(32).optional(),
  appName: text(64).optional(),
  os: text(32).optional(),
  osVersion: text(32).optional(),
  market: text(16).optional(),
  networkType: text(16).optional(),
  screenSize: z.string().regex(/^(\d{1,5}x\d{1,5})?$/).optional(),
  manufacturer: text(64).optional(),
  phoneModel: text(64).optional(),
  cityId: z.string().regex(/^\d{0,10}$/).optional(),
});

/** Business constants of SPEC section 9 that the client sends. */
export const BIZ_TYPE = '100001';
export const MARKET = '1001';
