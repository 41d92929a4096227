import type { AnnualReview } from '@udian/contracts/endpoints/annual-review/annual-review';
import { CARBON_SOURCE_NOTE } from '@udian/contracts/ride-carbon';
import { describe, expect, it } from 'vitest';
import { CARD_HEIGHT, CARD_WIDTH, drawReviewCard, wrapped, type CardCanvas } from './review-card-drawing';

const review: AnnualReview = {
  year: 2026,
  years: [2026, 2025],
  rides: 20,
  distanceM: 213_456,
  ridesAlongRoute: 20,
  minutesOnBus: 605,
  co2SavedGrams: 24_569,
  couponSavedCents: 1250,
  couponRides: 4,
  topLine: { lineId: '1', lineCode: 'U101', lineName: '龙华—福田', rides: 14 },
  earliestRide: { date: '2026-03-02', boardsAt: '06:50', lineCode: 'U101', lineName: '龙华—福田', boardName: '清湖地铁站' },
};

/** A canvas that records what is written and where rectangles go. */
const recorder = () => {
  const texts: string[] = [];
  const rects: Array<[number, number, number, number]> = [];
  const canvas: CardCanvas = {
    fillStyle: '',
    font: '',
    textAlign: 'left',
    fillRect: (x, y, w, h) => void rects.push([x, y, w, h]),
    fillText: (text) => void texts.push(text),
  };
  return { canvas, texts, rects };
};

const colours = { primary: 'blue', primaryTint: 'lightblue', surface: 'white', text: 'black', weak: 'grey', accent: 'red', success: 'green' };

describe('drawReviewCard', () => {
  it('writes every figure the page shows, and the CO2 source', () => {
    const { canvas, texts } = recorder();
    drawReviewCard(canvas, review, colours, '优点巴士', CARBON_SOURCE_NOTE);
    for (const text of ['我的 2026 乘车年度报告', '20', '213.5', '公里', '10 小时 5 分', '24.6', '千克', '¥12.50', 'U101', '14 次', '3月2日 06:50', 'U101 清湖地铁站上车', '优点巴士']) {
      expect(texts).toContain(text);
    }
    expect(texts.join('')).toContain(CARBON_SOURCE_NOTE);
  });

  it('keeps everything on the card', () => {
    const { canvas, rects } = recorder();
    drawReviewCard(canvas, review, colours, '优点巴士', CARBON_SOURCE_NOTE);
    for (const [x, y, w, h] of rects) {
      expect(x + w).toBeLessThanOrEqual(CARD_WIDTH);
      expect(y + h).toBeLessThanOrEqual(CARD_HEIGHT);
    }
  });

  it('draws a dash for a year without a line or an earliest ride', () => {
    const { canvas, texts } = recorder();
    drawReviewCard(canvas, { ...review, rides: 1, topLine: null, earliestRide: null }, colours, '优点巴士', CARBON_SOURCE_NOTE);
    expect(texts.filter((t) => t === '—')).toHaveLength(2);
  });
});

describe('wrapped', () => {
  it('cuts a long note into lines of at most the given length', () => {
    expect(wrapped('一二三四五六七', 3)).toEqual(['一二三', '四五六', '七']);
  });
});
