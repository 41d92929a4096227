import type { LineLateThresholds, UpdateLineLateThresholdsBody } from '@udian/contracts/endpoints/ops/lateness/lateness';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { LineLateThresholdsRepository } from './line-late-thresholds.repository';

/** What the caller records in the write's transaction (the operator's audit entry). */
export type ThresholdsCommitting = (tx: DbOrTx, change: { before: LineLateThresholds; after: LineLateThresholds }) => Promise<void>;

type Row = Awaited<ReturnType<LineLateThresholdsRepository['list']>>[number];

const toThresholds = (row: Row): LineLateThresholds => ({
  lineId: String(row.id),
  lineCode: row.code,
  lineName: row.name,
  isActive: row.is_active,
  minorMinutes: row.late_minor_minutes,
  majorMinutes: row.late_major_minutes,
});

/**
 * Each line's lateness thresholds, a line's own setting (the lines table): the lateness compensation job
 * reads them when it judges a departure; the operator console lists and changes them (operations calls this).
 */
export const createLineLateThresholdsService = ({ db, thresholds, now = () => new Date() }: { db: Db; thresholds: LineLateThresholdsRepository; now?: () => Date }) => ({
  list: async (): Promise<{ lines: LineLateThresholds[] }> => ({ lines: (await thresholds.list()).map(toThresholds) }),

  /** Changes one line's thresholds (minor < major, checked by the contract and the table), with the caller's audit entry. */
  update: async (body: z.output<typeof UpdateLineLateThresholdsBody>, onCommitting: ThresholdsCommitting): Promise<{ line: LineLateThresholds }> =>
    db.transaction().execute(async (tx) => {
      const row = await thresholds.lock(Number(body.lineId), tx);
      if (!row) throw new AppError('lineNotFound', '线路不存在');
      const before = toThresholds(row);
      const after = toThresholds(await thresholds.update(row.id, { minorMinutes: body.minorMinutes, majorMinutes: body.majorMinutes }, now(), tx));
      await onCommitting(tx, { before, after });
      return { line: after };
    }),
});

export type LineLateThresholdsService = ReturnType<typeof createLineLateThresholdsService>;
