import { z } from 'zod';
import { ServiceDate } from './common';

/** The kinds of period pass (周期票, decision 050): a week (Monday to Sunday) or a calendar month. */
export const PeriodPassKind = z.enum(['week', 'month'], { error: '请选择周票或月票' });
export type PeriodPassKind = z.infer<typeof PeriodPassKind>;

export const periodPassKindLabels: Record<PeriodPassKind, string> = { week: '周票', month: '月票' };

/** What an order or a ticket of a period pass says of it (my orders, my tickets); null on any other. */
export const PassTag = z.object({ kind: PeriodPassKind, startsOn: ServiceDate, endsOn: ServiceDate });
export type PassTag = z.infer<typeof PassTag>;
