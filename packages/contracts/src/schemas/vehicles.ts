import { z } from 'zod';

/**
 * Vehicle positions in (live buses): what on-board GPS devices push. Coordinates are GCJ-02. Values that are
 * well-formed but absurd (a point in the ocean, 900 km/h, a clock a day ahead) pass the schema on purpose:
 * the server refuses such points one by one and counts them, so that one bad fix does not lose a batch.
 */

/** Points per push; a device with more buffered sends several pushes. */
export const MAX_POSITION_POINTS = 500;

/** Why a point was refused (counted per day, vehicle and reason; never stored). */
export const REJECT_REASONS = [
  'badCoordinates',
  'badSpeed',
  'impliedSpeed',
  'futureTimestamp',
  'staleTimestamp',
  'unknownVehicle',
] as const;
export const RejectReason = z.enum(REJECT_REASONS);
export type RejectReason = z.infer<typeof RejectReason>;

/** An ISO 8601 instant with its offset, or milliseconds since the epoch. */
export const PointTime = z
  .union([z.number(), z.string()], { error: '定位时间须为带时区的 ISO 时间或毫秒时间戳' })
  .transform((value, ctx) => {
    const ms = typeof value === 'number' ? value : /^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:?\d{2})$/.test(value) ? Date.parse(value) : NaN;
    if (!Number.isFinite(ms) || Number.isNaN(new Date(ms).getTime())) {
      ctx.addIssue({ code: 'custom', message: '定位时间格式不正确，应为带时区的 ISO 时间或毫秒时间戳' });
      return z.NEVER;
    }
    return new Date(ms);
  });

export const PushedPoint = z.object({
  lng: z.number({ error: '经度须为数字' }),
  lat: z.number({ error: '纬度须为数字' }),
  speedKmh: z.number({ error: '速度须为数字（公里/小时）' }),
  /** Degrees clockwise from north. */
  heading: z.number({ error: '方向须为数字（度）' }),
  recordedAt: PointTime,
});
export type PushedPoint = z.input<typeof PushedPoint>;

export const PositionPushBody = z.object({
  points: z
    .array(PushedPoint, { error: '请提供定位点列表 points' })
    .min(1, '定位点列表不能为空')
    .max(MAX_POSITION_POINTS, `每次最多上报 ${MAX_POSITION_POINTS} 个定位点，请分批上报`),
});
export type PositionPushBody = z.input<typeof PositionPushBody>;

/** What became of a push: points stored, points already stored (resent), and refusals by reason. */
export const IngestResultData = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  rejected: z.object({
    badCoordinates: z.number().int(),
    badSpeed: z.number().int(),
    impliedSpeed: z.number().int(),
    futureTimestamp: z.number().int(),
    staleTimestamp: z.number().int(),
    unknownVehicle: z.number().int(),
  }),
});
export type IngestResultData = z.infer<typeof IngestResultData>;
