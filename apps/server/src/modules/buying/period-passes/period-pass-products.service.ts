import type { OpsPeriodPassProduct, SavePeriodPassProductBody } from '@udian/contracts/endpoints/ops/network/period-pass-products';
import { periodPassKindLabels } from '@udian/contracts/schemas/pass-tag';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/database';
import type { PeriodPassKindValue } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { shanghaiDate } from '../../../time/shanghai-time';
import type { OrderRepository } from '../orders/orders.repository';
import type { PresalesRepository } from '../presales/presales.repository';
import { passOfferOn, saleTermsText } from './period-pass-rules';
import type { PeriodPassesRepository, PeriodPassProductRow } from './period-passes.repository';

type SaveInput = z.output<typeof SavePeriodPassProductBody>;

/** What a save hands its audit entry, in the save's transaction. */
export type ProductSaved = { before: OpsPeriodPassProduct | null; after: OpsPeriodPassProduct; lineLabel: string; summary: string };

/**
 * A line's period passes as the operator sets them (decision 050): one weekly and one monthly at most, each
 * with its share of the fares and its sale window. How far the line must be kept on sale (the longest period on
 * sale) is read after a save, and operations hands it to network's pass sales.
 */
export const createPeriodPassProductsService = ({
  db,
  passes,
  orders,
  presales,
  now = () => new Date(),
}: {
  db: Db;
  passes: PeriodPassesRepository;
  orders: Pick<OrderRepository, 'findLine'>;
  presales: Pick<PresalesRepository, 'find'>;
  now?: () => Date;
}) => {
  const present = async (rows: readonly PeriodPassProductRow[], at: Date, tx: DbOrTx = db): Promise<OpsPeriodPassProduct[]> => {
    const today = shanghaiDate(at);
    const offers = rows.map((row) => passOfferOn({ kind: row.kind, saleFrom: row.sale_from, saleTo: row.sale_to }, today));
    const sold = await passes.countLive(rows.map((row, i) => ({ productId: row.id, startsOn: offers[i]!.period.startsOn })), at, tx);
    return rows.map((row, i) => ({
      id: String(row.id),
      lineId: String(row.line_id),
      kind: row.kind,
      discountPercent: row.discount_percent,
      saleFrom: row.sale_from,
      saleTo: row.sale_to,
      isOnSale: row.is_on_sale,
      nextPeriod: offers[i]!.period,
      nextSale: offers[i]!.sale,
      soldCount: sold.get(`${row.id}:${offers[i]!.period.startsOn}`) ?? 0,
      updatedAt: row.updated_at.toISOString(),
    }));
  };

  return {
    list: async (lineId: string): Promise<{ products: OpsPeriodPassProduct[] }> => {
      if (!(await orders.findLine(Number(lineId)))) throw new AppError('lineNotFound');
      return { products: await present(await passes.findProducts(Number(lineId)), now()) };
    },

    /**
     * Sets the line's pass of that kind, under the product's lock, with the audit entry in the same
     * transaction. A line that is not running, or a crowdfund still gathering, sells no pass.
     */
    save: async (input: SaveInput, onSaved: (tx: DbOrTx, saved: ProductSaved) => Promise<void>): Promise<OpsPeriodPassProduct> => {
      const at = now();
      const lineId = Number(input.lineId);
      const line = await orders.findLine(lineId);
      if (!line) throw new AppError('lineNotFound');
      if (!line.is_active || (line.type === 'custom' && (await presales.find(lineId))?.status === 'presale')) throw new AppError('periodPassLineNotSold');
      return db.transaction().execute(async (tx) => {
        const before = await passes.lockProduct(lineId, input.kind, tx);
        const saved = await passes.saveProduct(
          { line_id: lineId, kind: input.kind, discount_percent: input.discountPercent, sale_from: input.saleFrom, sale_to: input.saleTo, is_on_sale: input.isOnSale },
          at,
          tx,
        );
        const [after] = await present([saved], at, tx);
        const [was] = before ? await present([before], at, tx) : [null];
        const lineLabel = `${line.code} ${line.name}`;
        const terms = `${saleTermsText({ kind: input.kind, saleFrom: input.saleFrom, saleTo: input.saleTo })}售卖，${input.discountPercent === 100 ? '原价' : `${input.discountPercent / 10} 折`}`;
        const summary = `${lineLabel} ${input.isOnSale ? '设置' : '暂停'}${periodPassKindLabels[input.kind]}：${terms}`;
        await onSaved(tx, { before: was ?? null, after: after!, lineLabel, summary });
        return after!;
      });
    },

    /** The longest period a pass of the line is on sale for (a month over a week), null when none is. */
    longestOnSale: async (lineId: number): Promise<PeriodPassKindValue | null> => {
      const onSale = (await passes.findProducts(lineId)).filter((p) => p.is_on_sale).map((p) => p.kind);
      return onSale.includes('month') ? 'month' : onSale.includes('week') ? 'week' : null;
    },
  };
};

export type PeriodPassProductsService = ReturnType<typeof createPeriodPassProductsService>;
