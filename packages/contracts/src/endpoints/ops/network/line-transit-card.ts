import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { Id } from '../../../schemas/common';

export const SetLineTransitCardBody = z.object({
  lineId: Id,
  acceptsTransitCard: z.boolean({ error: '请选择是否可刷交通卡' }),
});
export type SetLineTransitCardBody = z.input<typeof SetLineTransitCardBody>;

/**
 * Whether a line's driver takes a transit card swipe (刷卡乘车, decision 053): passengers' tickets of the line
 * then show the transit cards they bound. A feed's udian_transit_card sets the same flag on import.
 */
export const setLineTransitCard = defineOperatorEndpoint({
  method: 'POST',
  path: '/network/line/transit-card',
  summary: "Sets whether a line's driver takes a transit card swipe, shown on passengers' tickets",
  roles: ['admin', 'dispatcher'],
  body: SetLineTransitCardBody,
  data: z.object({ lineId: Id, acceptsTransitCard: z.boolean() }),
});
