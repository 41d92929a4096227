import { z } from 'zod';
import { defineEndpoint } from '../../endpoint';
import { ApiPrefix } from '../../prefixes';
import { Ticket } from '../../schemas/tickets';

/** The tabs of my-ticket: 待乘车, 已使用, 已退票, 已过期. */
export const TicketListTab = z.enum(['toRide', 'used', 'refunded', 'expired'], { error: '车票分类不正确' });
export type TicketListTab = z.infer<typeof TicketListTab>;

export const TicketListQuery = z.object({
  tab: TicketListTab.default('toRide'),
  page: z.coerce.number().int('页码须为整数').min(1, '页码至少为 1').max(1000, '页码过大').default(1),
  pageSize: z.coerce.number().int('每页条数须为整数').min(1, '每页至少 1 条').max(50, '每页最多 50 条').default(20),
});
export type TicketListQuery = z.input<typeof TicketListQuery>;

export const TicketListData = z.object({ tickets: z.array(Ticket), page: z.number().int(), hasMore: z.boolean() });
export type TicketListData = z.infer<typeof TicketListData>;

/** Tickets of the passenger's paid orders by tab: toRide soonest first, the other tabs latest first. */
export const ticketList = defineEndpoint({
  method: 'GET',
  prefix: ApiPrefix.api,
  path: '/ticket/v8/list',
  summary: "The passenger's tickets by tab (to ride, used, refunded, expired), paged",
  isPublic: false,
  needsClientHeaders: true,
  query: TicketListQuery,
  data: TicketListData,
});
