import type { z } from 'zod';
import type { Endpoint, HttpMethod } from './endpoint';
import type { OperatorRole } from './operator-roles';
import { ApiPrefix } from './prefixes';

type OperatorEndpointInput<Query, Body, Data> = {
  method: HttpMethod;
  path: `/${string}`;
  summary: string;
  /** The roles allowed to call it; the server refuses every other role with operatorForbidden (无权限). */
  roles: readonly OperatorRole[];
  query?: Query;
  body?: Body;
  data: Data;
};

/** An operator console call (decision 044): under /ops-api, a session cookie, the roles it allows. */
export const defineOperatorEndpoint = <
  const Query extends z.ZodType | undefined = undefined,
  const Body extends z.ZodType | undefined = undefined,
  const Data extends z.ZodType = z.ZodType,
>({
  roles,
  ...endpoint
}: OperatorEndpointInput<Query, Body, Data>): Endpoint<Query, Body, Data> => ({
  ...endpoint,
  prefix: ApiPrefix.ops,
  isPublic: false,
  needsClientHeaders: false,
  operatorRoles: roles,
});
