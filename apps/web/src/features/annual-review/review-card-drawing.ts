import type { AnnualReview } from '@udian/contracts/endpoints/annual-review/annual-review';
import { co2Parts, earliestWhenText, earliestWhereText, kilometresText, timeOnBusText, yuanText } from './review-text';

/** The shared image: a phone screen's width at 2x, tall enough for the six figures and the sources. */
export const CARD_WIDTH = 750;
export const CARD_HEIGHT = 1200;

/** The few calls of a 2D canvas the card uses, so that a test can record them. */
export type CardCanvas = Pick<CanvasRenderingContext2D, 'fillRect' | 'fillText'> & {
  fillStyle: CanvasRenderingContext2D['fillStyle'];
  font: string;
  textAlign: CanvasTextAlign;
};

export type CardColours = { primary: string; primaryTint: string; surface: string; text: string; weak: string; accent: string; success: string };

const FONT = "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";

/** A line cut to fit: the canvas does not wrap. */
const fitted = (text: string, max: number): string => ([...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text);

/** Lines of at most `max` characters, for the source note (Chinese text has no spaces to break at). */
export const wrapped = (text: string, max: number): string[] => {
  const characters = [...text];
  const lines: string[] = [];
  for (let i = 0; i < characters.length; i += max) lines.push(characters.slice(i, i + max).join(''));
  return lines;
};

type Tile = { label: string; value: string; unit: string; colour: keyof CardColours };

export const cardTiles = (review: AnnualReview): Tile[] => {
  const [co2, co2Unit] = co2Parts(review.co2SavedGrams);
  return [
    { label: '乘车次数', value: String(review.rides), unit: '次', colour: 'primary' },
    { label: '乘车里程', value: kilometresText(review.distanceM), unit: '公里', colour: 'primary' },
    { label: '车上时光', value: timeOnBusText(review.minutesOnBus), unit: '', colour: 'text' },
    { label: '减少碳排放', value: co2, unit: co2Unit, colour: 'success' },
    { label: '用券省下', value: yuanText(review.couponSavedCents), unit: '', colour: 'accent' },
    { label: '最常乘坐', value: review.topLine ? review.topLine.lineCode : '—', unit: review.topLine ? `${review.topLine.rides} 次` : '', colour: 'text' },
  ];
};

/**
 * Draws the review for sharing: the year and the product on the brand colour, the six figures on a white
 * card, the earliest ride, and the CO2 note with its source, so that the image says what the page says.
 */
export const drawReviewCard = (canvas: CardCanvas, review: AnnualReview, colours: CardColours, productName: string, carbonNote: string): void => {
  const centre = CARD_WIDTH / 2;
  canvas.fillStyle = colours.primary;
  canvas.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  canvas.textAlign = 'center';
  canvas.fillStyle = colours.surface;
  canvas.font = `28px ${FONT}`;
  canvas.fillText(fitted(productName, 20), centre, 80);
  canvas.font = `bold 56px ${FONT}`;
  canvas.fillText(`我的 ${review.year} 乘车年度报告`, centre, 160);
  canvas.font = `26px ${FONT}`;
  canvas.fillText('每一次出发，都算数', centre, 212);

  const cardTop = 260;
  canvas.fillStyle = colours.surface;
  canvas.fillRect(40, cardTop, CARD_WIDTH - 80, 860);

  const tileWidth = (CARD_WIDTH - 80 - 60) / 2;
  cardTiles(review).forEach((tile, index) => {
    const x = 70 + (index % 2) * (tileWidth + 20);
    const y = cardTop + 30 + Math.floor(index / 2) * 170;
    canvas.fillStyle = colours.primaryTint;
    canvas.fillRect(x, y, tileWidth, 150);
    canvas.textAlign = 'left';
    canvas.fillStyle = colours.weak;
    canvas.font = `24px ${FONT}`;
    canvas.fillText(tile.label, x + 24, y + 44);
    canvas.fillStyle = colours[tile.colour];
    canvas.font = `bold ${[...tile.value].length > 7 ? 36 : 48}px ${FONT}`;
    canvas.fillText(fitted(tile.value, 12), x + 24, y + 110);
    if (tile.unit) {
      canvas.fillStyle = colours.weak;
      canvas.font = `22px ${FONT}`;
      canvas.textAlign = 'right';
      canvas.fillText(tile.unit, x + tileWidth - 20, y + 110);
    }
  });

  canvas.textAlign = 'left';
  const earliestTop = cardTop + 30 + 3 * 170 + 20;
  canvas.fillStyle = colours.weak;
  canvas.font = `24px ${FONT}`;
  canvas.fillText('最早的一次出发', 70, earliestTop);
  canvas.fillStyle = colours.text;
  canvas.font = `bold 30px ${FONT}`;
  canvas.fillText(review.earliestRide ? earliestWhenText(review.earliestRide) : '—', 70, earliestTop + 48);
  if (review.earliestRide) {
    canvas.font = `26px ${FONT}`;
    canvas.fillText(fitted(earliestWhereText(review.earliestRide), 22), 70, earliestTop + 88);
  }

  canvas.fillStyle = colours.weak;
  canvas.font = `20px ${FONT}`;
  wrapped(carbonNote, 29).forEach((line, i) => canvas.fillText(line, 70, earliestTop + 136 + i * 28));

  canvas.textAlign = 'center';
  canvas.fillStyle = colours.surface;
  canvas.font = `24px ${FONT}`;
  canvas.fillText('长按保存图片，分享我的乘车年度报告', centre, CARD_HEIGHT - 40);
};
