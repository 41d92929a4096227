import type { SetLinePriceBody } from '@udian/contracts/endpoints/ops/network/line-price';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { LineFaresRepository } from './line-fares.repository';
import type { NetworkReadModel } from './network-read-model';
import { bumpNetworkVersion } from './network-version';

/** What buying charges on a line (its NetworkPort.faresOf): no rows in pairFares means the departure's own price. */
export type LineFares = { isPriced: boolean; pairFares: { boardSeq: number; alightSeq: number; priceCents: number }[] };

type PriceSetting = { lineId: string; lineLabel: string; isPriced: boolean; priceCents: number; pairFares: number };

/** What the caller records in the write's transaction (the operator's audit entry). */
export type LinePriceCommitting = (tx: DbOrTx, change: { before: PriceSetting; after: PriceSetting; departuresRepriced: number }) => Promise<void>;

/**
 * A line's fares (decision 062): whether it is priced, and its fares between stops; the operator's flat price.
 */
export const createLineFaresService = ({
  db,
  fares,
  readModel,
  now = () => new Date(),
}: {
  db: Db;
  fares: LineFaresRepository;
  readModel: Pick<NetworkReadModel, 'refreshIfChanged'>;
  now?: () => Date;
}) => ({
  /** The line's pricing as buying charges it; undefined for an unknown line. */
  faresOf: async (lineId: number): Promise<LineFares | undefined> => {
    const [line, pairs] = await Promise.all([fares.findPricing(lineId), fares.findPairFares(lineId)]);
    if (!line) return undefined;
    return { isPriced: line.is_priced, pairFares: pairs.map((p) => ({ boardSeq: p.board_seq, alightSeq: p.alight_seq, priceCents: p.price_cents })) };
  },

  /**
   * One price for the whole line, in one transaction under the line's lock with the caller's audit entry and
   * the network's version (every instance's summaries show it within seconds); this instance's read model is
   * rebuilt at once.
   */
  setFlatPrice: async (body: z.output<typeof SetLinePriceBody>, onCommitting: LinePriceCommitting) => {
    const at = now();
    const result = await db.transaction().execute(async (tx) => {
      const line = await fares.lock(Number(body.lineId), tx);
      if (!line) throw new AppError('lineNotFound', '线路不存在');
      const lineLabel = `${line.code} ${line.name}`;
      const pairFares = await fares.countPairFares(line.id, tx);
      const departuresRepriced = await fares.setFlatPrice(line.id, body.priceCents, at, tx);
      await bumpNetworkVersion(tx);
      await onCommitting(tx, {
        before: { lineId: body.lineId, lineLabel, isPriced: line.is_priced, priceCents: line.price_cents, pairFares },
        after: { lineId: body.lineId, lineLabel, isPriced: true, priceCents: body.priceCents, pairFares: 0 },
        departuresRepriced,
      });
      return { lineId: body.lineId, priceCents: body.priceCents, departuresRepriced };
    });
    await readModel.refreshIfChanged().catch(() => false);
    return result;
  },
});

export type LineFaresService = ReturnType<typeof createLineFaresService>;
