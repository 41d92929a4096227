import { z } from 'zod';

/** Ids travel as decimal strings (they are bigints in the database). */
export const Id = z.string().regex(/^[1-9]\d{0,15}$/, '编号格式不正确');
export type Id = z.infer<typeof Id>;

export const Lng = z.coerce.number().min(-180, '经度须在 -180 到 180 之间').max(180, '经度须在 -180 到 180 之间');
export const Lat = z.coerce.number().min(-90, '纬度须在 -90 到 90 之间').max(90, '纬度须在 -90 到 90 之间');

/** A GCJ-02 point. */
export const LngLat = z.object({ lng: z.number(), lat: z.number() });
export type LngLat = z.infer<typeof LngLat>;

/** Search radius in metres. */
export const Radius = z.coerce
  .number()
  .int('搜索半径须为整数米')
  .min(100, '搜索半径不能小于 100 米')
  .max(5000, '搜索半径不能超过 5000 米');

export const Limit = (max: number, fallback: number) =>
  z.coerce.number().int().min(1, '数量至少为 1').max(max, `数量不能超过 ${max}`).default(fallback);

export const CityId = z.coerce.number().int().min(1, '城市编号格式不正确').max(999999, '城市编号格式不正确');

/** Free text typed by a passenger: trimmed, bounded; the server never builds SQL from it. */
export const Keyword = z.string().trim().min(1, '请输入搜索内容').max(50, '搜索内容不能超过 50 个字');

/** 'YYYY-MM-DD', a service date in Asia/Shanghai. */
export const ServiceDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

/** 'HH:mm' in Asia/Shanghai. */
export const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间格式应为 HH:mm');
