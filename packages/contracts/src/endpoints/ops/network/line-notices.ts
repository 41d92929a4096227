import { z } from 'zod';
import { defineOperatorEndpoint } from '../../../operator-endpoint';
import { STAFF_ROLES } from '../../../operator-roles';
import { Id, ServiceDate } from '../../../schemas/common';

/** A line adjustment notice (线路调整公告) as the console lists it. */
export const LineNotice = z.object({
  id: Id,
  lineId: Id,
  title: z.string(),
  content: z.string(),
  effectiveFrom: z.string(),
  /** Last day shown (inclusive); null: until ended. */
  effectiveTo: z.string().nullable(),
  publishedAt: z.string(),
  /** 未生效, 生效中 or 已结束 on today's Shanghai date. */
  state: z.enum(['upcoming', 'inForce', 'ended']),
});
export type LineNotice = z.infer<typeof LineNotice>;

/** Every notice of a line, newest first. */
export const listLineNotices = defineOperatorEndpoint({
  method: 'GET',
  path: '/network/line/notices',
  summary: "A line's adjustment notices, newest first",
  roles: STAFF_ROLES,
  query: z.object({ lineId: Id }),
  data: z.object({ notices: z.array(LineNotice) }),
});

export const PublishLineNoticeBody = z
  .object({
    lineId: Id,
    title: z.string().trim().min(2, '标题至少 2 个字').max(40, '标题最多 40 个字'),
    content: z.string().trim().min(2, '内容至少 2 个字').max(2000, '内容最多 2000 个字'),
    effectiveFrom: ServiceDate,
    effectiveTo: ServiceDate.nullish(),
  })
  .refine((b) => !b.effectiveTo || b.effectiveTo >= b.effectiveFrom, { message: '结束日期不能早于开始日期', path: ['effectiveTo'] });
export type PublishLineNoticeBody = z.input<typeof PublishLineNoticeBody>;

/** Publishes a notice: the line page and the city's home notice bar show it from effectiveFrom. */
export const publishLineNotice = defineOperatorEndpoint({
  method: 'POST',
  path: '/network/line/notices/publish',
  summary: 'Publishes a line adjustment notice shown to passengers on the line page and the home notice bar',
  roles: ['admin', 'dispatcher'],
  body: PublishLineNoticeBody,
  data: z.object({ notice: LineNotice }),
});

export const EndLineNoticeBody = z.object({
  id: Id,
  /** The last day it is shown; absent: yesterday, i.e. it disappears now. */
  effectiveTo: ServiceDate.optional(),
});
export type EndLineNoticeBody = z.input<typeof EndLineNoticeBody>;

/** Ends (withdraws) a notice: it is no longer shown after effectiveTo. */
export const endLineNotice = defineOperatorEndpoint({
  method: 'POST',
  path: '/network/line/notices/end',
  summary: 'Ends a line adjustment notice (sets its last day)',
  roles: ['admin', 'dispatcher'],
  body: EndLineNoticeBody,
  data: z.object({ notice: LineNotice }),
});
