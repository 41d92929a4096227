import type { z } from 'zod';
import type { OperatorRole } from './operator-roles';
import type { ApiPrefix } from './prefixes';

export type HttpMethod = 'GET' | 'POST';

/**
 * One API call, written once: the server registers it, the OpenAPI document describes it and the web
 * client's types are inferred from it. `data` is the schema of the envelope's `data` on success.
 */
export type Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  /** A prefix of SPEC section 7, or '' for infrastructure routes such as /healthz. */
  prefix: ApiPrefix | '';
  path: `/${string}`;
  summary: string;
  /** Public routes say so here; every other route needs token and userId. */
  isPublic: boolean;
  /** Client calls need the SPEC section 7 headers; device and server-to-server calls do not. */
  needsClientHeaders: boolean;
  /** POST bodies arrive as JSON unless the call is declared a form post. */
  bodyEncoding?: 'json' | 'form';
  /**
   * meta.code of a successful answer when it is not MetaCode.ok (1): the messaging-app signature call
   * answers 0 (SPEC section 8).
   */
  successCode?: number;
  /**
   * The call honours an Idempotency-Key header with Stripe's semantics: the same key and body give the
   * stored answer; the same key with another body fails (idempotencyKeyReused).
   */
  isIdempotent?: boolean;
  /**
   * An operator endpoint (decision 044) names the roles it allows: it is answered only for an operator's
   * session cookie whose role is listed (never for a passenger token), and a POST also needs the session's
   * CSRF token. Absent: a passenger or infrastructure endpoint, which an operator cookie never opens.
   */
  operatorRoles?: readonly OperatorRole[];
  query?: Query;
  body?: Body;
  data: Data;
};

export const defineEndpoint = <
  const Query extends z.ZodType | undefined = undefined,
  const Body extends z.ZodType | undefined = undefined,
  const Data extends z.ZodType = z.ZodType,
>(
  endpoint: Endpoint<Query, Body, Data>,
): Endpoint<Query, Body, Data> => endpoint;

export const endpointUrl = (endpoint: Pick<Endpoint, 'prefix' | 'path'>): string => `${endpoint.prefix}${endpoint.path}`;

export type EndpointQuery<E> = E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType>
  ? Q extends z.ZodType
    ? z.input<Q>
    : undefined
  : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType>
  ? B extends z.ZodType
    ? z.input<B>
    : undefined
  : never;
export type EndpointData<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer D>
  ? z.output<D>
  : never;
