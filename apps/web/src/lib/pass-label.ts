import { periodPassKindLabels, type PassTag } from '@udian/contracts/schemas/pass-tag';
import { formatMonthDay, parseServiceDate } from './shanghai-time';

/**
 * How a period pass (周期票, decision 050) is named wherever it shows: its period ('2026年10月', '10月12日—10月18日')
 * and the pass ('2026年10月月票'). My orders, my tickets, the line page and the pass's own page say it alike.
 */
export const passPeriodText = ({ kind, startsOn, endsOn }: PassTag): string => {
  if (kind === 'month') {
    const { year, month } = parseServiceDate(startsOn);
    return `${year}年${month}月`;
  }
  return `${formatMonthDay(startsOn)}—${formatMonthDay(endsOn)}`;
};

export const passLabel = (tag: PassTag): string => `${passPeriodText(tag)}${periodPassKindLabels[tag.kind]}`;

/** '8.5 折' of 85, '9 折' of 90; the whole fare reads '原价'. */
export const discountText = (percent: number): string => (percent >= 100 ? '原价' : `${percent / 10} 折`);
