import type { SetLineTransitCardBody } from '@udian/contracts/endpoints/ops/network/line-transit-card';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { LineTransitCardRepository } from './line-transit-card.repository';

type Setting = { lineId: string; lineLabel: string; acceptsTransitCard: boolean };

/** What the caller records in the write's transaction (the operator's audit entry). */
export type TransitCardCommitting = (tx: DbOrTx, change: { before: Setting; after: Setting }) => Promise<void>;

/**
 * A line's own setting (decision 053): whether its driver takes a transit card swipe. Riding reads it with the
 * ticket, so a change shows on the next ticket page; nothing else (no read model) depends on it.
 */
export const createLineTransitCardService = ({ db, lines, now = () => new Date() }: { db: Db; lines: LineTransitCardRepository; now?: () => Date }) => ({
  set: async (body: z.output<typeof SetLineTransitCardBody>, onCommitting: TransitCardCommitting): Promise<{ lineId: string; acceptsTransitCard: boolean }> =>
    db.transaction().execute(async (tx) => {
      const row = await lines.lock(Number(body.lineId), tx);
      if (!row) throw new AppError('lineNotFound', '线路不存在');
      const lineLabel = `${row.code} ${row.name}`;
      const updated = await lines.update(row.id, body.acceptsTransitCard, now(), tx);
      await onCommitting(tx, {
        before: { lineId: body.lineId, lineLabel, acceptsTransitCard: row.accepts_transit_card },
        after: { lineId: body.lineId, lineLabel, acceptsTransitCard: updated.accepts_transit_card },
      });
      return { lineId: body.lineId, acceptsTransitCard: updated.accepts_transit_card };
    }),
});

export type LineTransitCardService = ReturnType<typeof createLineTransitCardService>;
