import type { SavePeriodPassProductBody } from '@udian/contracts/endpoints/ops/network/period-pass-products';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { PeriodPassProductsService } from '../../buying/period-passes/period-pass-products.service';
import type { PassSalesService } from '../../network/lines/pass-sales.service';
import type { AuditActor, AuditService } from '../audit/audit.service';

/** Keeping the line on sale is asked again while its passes change under it (another save), this often at most. */
const MAX_SALE_ROUNDS = 5;

/**
 * The console's 周期票 of a line (decision 050): buying's products, set with their audit entry in one
 * transaction; after the commit the line is kept on sale through the longest period on sale (network's pass
 * sales make the departures), read again until it stands, so two saves at once leave the right answer.
 */
export const createPeriodPassDeskService = ({
  products,
  passSales,
  audit,
  logger,
}: {
  products: PeriodPassProductsService;
  passSales: Pick<PassSalesService, 'keepSellingThroughNext'>;
  audit: AuditService;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}) => ({
  list: (lineId: string) => products.list(lineId),

  save: async (actor: AuditActor, body: z.output<typeof SavePeriodPassProductBody>) => {
    const product = await products.save(body, (tx, { before, after, summary }) =>
      audit.record(actor, { action: 'line.periodPass', targetType: 'line', targetId: after.lineId, summary, before, after }, tx),
    );
    const lineId = Number(body.lineId);
    let kind = await products.longestOnSale(lineId);
    for (let round = 0; ; round += 1) {
      await passSales.keepSellingThroughNext(lineId, kind);
      const latest = await products.longestOnSale(lineId);
      if (latest === kind) break;
      if (round === MAX_SALE_ROUNDS) {
        logger.warn({ lineId, kind }, 'line kept on sale while its passes kept changing; the next save sets it again');
        break;
      }
      kind = latest;
    }
    return { product };
  },
});

export type PeriodPassDeskService = ReturnType<typeof createPeriodPassDeskService>;
