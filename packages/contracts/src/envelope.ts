import { z } from 'zod';

/** `{ data, meta: { code, desc, timestamp } }`: the one response shape of every call (SPEC section 3, 8). */
export const Meta = z.object({
  code: z.number().int(),
  desc: z.string(),
  /** Milliseconds since the epoch, when the server answered. */
  timestamp: z.number().int(),
});
export type Meta = z.infer<typeof Meta>;

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ data: data.nullable(), meta: Meta });

export type Envelope<T> = { data: T | null; meta: Meta };
