import { ensureDepartureHorizon } from '../../modules/network/departure-horizon/departure-horizon';
import type { DbOrTx } from '../database';
import { assignDemoVehicles } from './demo-extras';
import type { PeriodPassKindValue } from '../schema';

/**
 * The demo's period passes (周期票, decision 050), as an operator sets them in the console: U101 sells next
 * month's pass from the 20th to the 25th at 85 折 and next week's from Thursday to Sunday at 9 折; U103 sells
 * next month's every day at 88 折, so the demo always has a pass on sale whatever the date.
 */
export const DEMO_PERIOD_PASSES: readonly { line: string; kind: PeriodPassKindValue; discountPercent: number; saleFrom: number; saleTo: number }[] = [
  { line: 'SZ-U101', kind: 'month', discountPercent: 85, saleFrom: 20, saleTo: 25 },
  { line: 'SZ-U101', kind: 'week', discountPercent: 90, saleFrom: 4, saleTo: 7 },
  { line: 'SZ-U103', kind: 'month', discountPercent: 88, saleFrom: 1, saleTo: 31 },
];

/**
 * Seeds the passes once (a line's pass of a kind already set is left alone), keeps their lines on sale through
 * the next month (lines.sells_through_next) and makes those departures with their buses, as saving them in the
 * console does.
 */
export const seedDemoPeriodPasses = async (tx: DbOrTx, now: Date): Promise<void> => {
  const lines = await tx
    .selectFrom('lines')
    .select(['id', 'external_id'])
    .where('external_id', 'in', [...new Set(DEMO_PERIOD_PASSES.map((p) => p.line))])
    .execute();
  const idOf = new Map(lines.map((l) => [l.external_id, l.id]));
  for (const pass of DEMO_PERIOD_PASSES) {
    const lineId = idOf.get(pass.line);
    if (lineId === undefined) throw new Error(`Demo seed: line ${pass.line} is not in the demo network`);
    await tx
      .insertInto('period_pass_products')
      .values({ line_id: lineId, kind: pass.kind, discount_percent: pass.discountPercent, sale_from: pass.saleFrom, sale_to: pass.saleTo })
      .onConflict((oc) => oc.columns(['line_id', 'kind']).doNothing())
      .execute();
  }
  await tx.updateTable('lines').set({ sells_through_next: 'month' }).where('id', 'in', [...idOf.values()]).execute();
  await ensureDepartureHorizon(tx, now);
  await assignDemoVehicles(tx);
};
