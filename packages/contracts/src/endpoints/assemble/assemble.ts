import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Id } from '../../schemas/common';
import { AssembleLine, AssembleMyState, AssemblePlan, AssembleShareCode, MyAssemble } from '../../schemas/assemble';

/** The passenger's part in a crowdfund, when logged in; null for a visitor. */
export const AssembleMe = z.object({
  state: AssembleMyState.nullable(),
  orderNo: z.string().nullable(),
});

/**
 * /customLine/info: a crowdfunded line by its line id, with what to buy to commit while it gathers. A visitor
 * sees it too; a logged-in passenger also sees their part.
 */
export const customLineInfo = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/customLine/info',
  summary: 'A crowdfunded line by its line id: progress, deadline, stops, times and what committing buys',
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ lineId: Id }),
  data: z.object({ assemble: AssembleLine, plan: AssemblePlan.nullable(), me: AssembleMe.nullable() }),
});

/** /assemble/share/detail/query: a shared crowdfund by its share code, for anyone. */
export const assembleShareDetail = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/assemble/share/detail/query',
  summary: 'A shared crowdfunded line by its share code',
  isPublic: true,
  needsClientHeaders: true,
  query: z.object({ shareCode: AssembleShareCode }),
  data: z.object({ assemble: AssembleLine }),
});

/**
 * Joins a crowdfund from a share (or its page): the passenger is listed in their crowdfunds as 待支付 and gets
 * the plan to commit. A crowdfund no longer gathering, or past its deadline, is refused (assembleClosed).
 */
export const customLineShareJoin = defineEndpoint({
  method: 'POST',
  prefix: ApiPrefix.api,
  path: '/customLine/share/join',
  summary: 'Joins a gathering crowdfund from its share code and answers what committing buys',
  isPublic: false,
  needsClientHeaders: true,
  body: z.object({ shareCode: AssembleShareCode }),
  data: z.object({ assemble: AssembleLine, plan: AssemblePlan }),
});

/** My crowdfunds, joined or paid, newest first. */
export const myLineAssembleList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/assemble/myLineAssembleList',
  summary: "The passenger's crowdfunded lines and their states, newest first",
  isPublic: false,
  needsClientHeaders: true,
  data: z.object({ items: z.array(MyAssemble) }),
});
