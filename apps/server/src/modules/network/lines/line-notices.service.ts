import type { EndLineNoticeBody, LineNotice, PublishLineNoticeBody } from '@udian/contracts/endpoints/ops/network/line-notices';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { addDays, shanghaiDate } from '../../../time/shanghai-time';
import type { LineNoticeRow, LineNoticesRepository } from './line-notices.repository';
import type { NetworkReadModel } from './network-read-model';

/** What the caller records in the write's transaction (the operator's audit entry). */
export type NoticeCommitting = (tx: DbOrTx, change: { before: LineNotice | null; after: LineNotice; lineLabel: string }) => Promise<void>;

const toNotice = (row: LineNoticeRow, today: string): LineNotice => ({
  id: String(row.id),
  lineId: String(row.line_id),
  title: row.title,
  content: row.content,
  effectiveFrom: row.effective_from,
  effectiveTo: row.effective_to,
  publishedAt: row.published_at.toISOString(),
  state: row.effective_to !== null && row.effective_to < today ? 'ended' : row.effective_from > today ? 'upcoming' : 'inForce',
});

/**
 * Line adjustment notices (线路调整公告): what passengers read on the line page and in the home notice bar.
 * A write commits with its audit entry and a network version bump; then this instance's read model is rebuilt
 * at once, so the next passenger request here shows it, and every other instance within seconds.
 */
export const createLineNoticesService = ({
  db,
  notices,
  readModel,
  now = () => new Date(),
}: {
  db: Db;
  notices: LineNoticesRepository;
  readModel: NetworkReadModel;
  now?: () => Date;
}) => {
  // The notice has committed: a failed rebuild here is not the operator's failure, and the network-refresh
  // job rebuilds on the moved version within seconds anyway.
  const refreshQuietly = () => readModel.refresh().then(
    () => undefined,
    () => undefined,
  );

  const requireLine = async (lineId: number, tx: DbOrTx = db) => {
    const line = await notices.findLine(lineId, tx);
    if (!line) throw new AppError('lineNotFound', '线路不存在');
    return line;
  };

  return {
    list: async (lineId: string): Promise<{ notices: LineNotice[] }> => {
      await requireLine(Number(lineId));
      const today = shanghaiDate(now());
      return { notices: (await notices.listByLine(Number(lineId))).map((row) => toNotice(row, today)) };
    },

    publish: async (body: z.output<typeof PublishLineNoticeBody>, onCommitting: NoticeCommitting): Promise<{ notice: LineNotice }> => {
      const at = now();
      const today = shanghaiDate(at);
      const notice = await db.transaction().execute(async (tx) => {
        const line = await requireLine(Number(body.lineId), tx);
        const row = await notices.insert(
          { lineId: line.id, title: body.title, content: body.content, effectiveFrom: body.effectiveFrom, effectiveTo: body.effectiveTo ?? null, at },
          tx,
        );
        const after = toNotice(row, today);
        await onCommitting(tx, { before: null, after, lineLabel: `${line.code} ${line.name}` });
        return after;
      });
      await refreshQuietly();
      return { notice };
    },

    /** Ends a notice: shown through effectiveTo, by default through yesterday (gone now). */
    end: async (body: z.output<typeof EndLineNoticeBody>, onCommitting: NoticeCommitting): Promise<{ notice: LineNotice }> => {
      const today = shanghaiDate(now());
      const yesterday = addDays(today, -1);
      const effectiveTo = body.effectiveTo ?? yesterday;
      if (effectiveTo < yesterday) throw new AppError('lineNoticeEndTooEarly');
      const notice = await db.transaction().execute(async (tx) => {
        const row = await notices.lock(Number(body.id), tx);
        if (!row) throw new AppError('lineNoticeNotFound');
        const before = toNotice(row, today);
        if (before.state === 'ended') throw new AppError('lineNoticeEnded');
        const line = await requireLine(row.line_id, tx);
        const after = toNotice(await notices.setEffectiveTo(row.id, effectiveTo, tx), today);
        await onCommitting(tx, { before, after, lineLabel: `${line.code} ${line.name}` });
        return after;
      });
      await refreshQuietly();
      return { notice };
    },
  };
};

export type LineNoticesService = ReturnType<typeof createLineNoticesService>;
