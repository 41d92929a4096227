import { create } from 'qrcode';

export const POSTER_WIDTH = 600;
export const POSTER_HEIGHT = 900;
const QR_BOX = 300;
const QR_TOP = 440;
/** Light modules around the symbol, as the QR standard asks, so scanners find its edges. */
const QUIET_ZONE = 2;

/** The few calls of a 2D canvas the poster uses, so a test can record them. */
export type PosterCanvas = Pick<CanvasRenderingContext2D, 'fillRect' | 'fillText'> & {
  fillStyle: CanvasRenderingContext2D['fillStyle'];
  font: string;
  textAlign: CanvasTextAlign;
};

export type PosterColours = { primary: string; surface: string; text: string; weak: string; discount: string; dark: string; light: string };

export type PosterContent = {
  /** The campaign's name, at the top. */
  title: string;
  /** What the friend gets: the new-user coupon's value ('减5元') and its name and terms. */
  offer: string;
  offerDetail: string;
  /** The invite link the QR code carries. */
  link: string;
};

/** The QR code's dark modules of a text, as cells of a square `size` wide (quiet zone included). */
export const qrCells = (text: string): { size: number; cells: Array<[number, number]> } => {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const cells: Array<[number, number]> = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) cells.push([col + QUIET_ZONE, row + QUIET_ZONE]);
  }
  return { size: modules.size + QUIET_ZONE * 2, cells };
};

/** A line of text cut to fit: the canvas does not wrap, and a long campaign name must not run off the poster. */
const fitted = (text: string, max: number): string => ([...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text);

/**
 * Draws the invitation poster: the campaign, the friend's offer, and the QR code of the invite link on a
 * light square, in whole pixels so that a scanner reads it from a photo or a saved image.
 */
export const drawInvitePoster = (canvas: PosterCanvas, content: PosterContent, colours: PosterColours): void => {
  const centre = POSTER_WIDTH / 2;
  canvas.fillStyle = colours.primary;
  canvas.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  canvas.textAlign = 'center';
  canvas.fillStyle = colours.surface;
  canvas.font = 'bold 40px sans-serif';
  canvas.fillText(fitted(content.title, 13), centre, 90);
  canvas.font = '26px sans-serif';
  canvas.fillText('邀请你一起坐班车', centre, 140);

  canvas.fillStyle = colours.surface;
  canvas.fillRect(40, 180, POSTER_WIDTH - 80, POSTER_HEIGHT - 220);
  canvas.fillStyle = colours.text;
  canvas.font = '28px sans-serif';
  canvas.fillText('新用户注册即得', centre, 250);
  canvas.fillStyle = colours.discount;
  canvas.font = 'bold 60px sans-serif';
  canvas.fillText(fitted(content.offer, 10), centre, 330);
  canvas.fillStyle = colours.weak;
  canvas.font = '24px sans-serif';
  canvas.fillText(fitted(content.offerDetail, 20), centre, 380);

  const { size, cells } = qrCells(content.link);
  const cell = Math.floor(QR_BOX / size);
  const box = cell * size;
  const left = Math.round(centre - box / 2);
  canvas.fillStyle = colours.light;
  canvas.fillRect(left, QR_TOP, box, box);
  canvas.fillStyle = colours.dark;
  for (const [x, y] of cells) canvas.fillRect(left + x * cell, QR_TOP + y * cell, cell, cell);

  canvas.fillStyle = colours.weak;
  canvas.font = '24px sans-serif';
  canvas.fillText('长按识别二维码，注册领券', centre, QR_TOP + box + 50);
};
