import { describe, expect, it } from 'vitest';
import { drawInvitePoster, POSTER_HEIGHT, POSTER_WIDTH, qrCells, type PosterCanvas } from './poster-drawing';

const colours = { primary: 'blue', surface: 'white', text: 'black', weak: 'grey', discount: 'red', dark: 'ink', light: 'paper' };

/** A canvas that remembers what was drawn, with the colour it was drawn in. */
const recorder = () => {
  const rects: Array<{ colour: string; x: number; y: number; w: number; h: number }> = [];
  const texts: string[] = [];
  const canvas: PosterCanvas = {
    fillStyle: '',
    font: '',
    textAlign: 'start',
    fillRect(x, y, w, h) {
      rects.push({ colour: String(canvas.fillStyle), x, y, w, h });
    },
    fillText(text) {
      texts.push(text);
    },
  };
  return { canvas, rects, texts };
};

describe('the invitation poster', () => {
  const content = { title: '邀请好友坐班车', offer: '减5元', offerDetail: '新人立减券 · 无门槛', link: 'https://bus.example.cn/udianbus/invite-activity-reg.html?inviteCode=AbC123xy&activityId=3' };

  it('draws the campaign, the offer and the scan hint on the whole poster', () => {
    const { canvas, rects, texts } = recorder();
    drawInvitePoster(canvas, content, colours);
    expect(rects[0]).toEqual({ colour: 'blue', x: 0, y: 0, w: POSTER_WIDTH, h: POSTER_HEIGHT });
    expect(texts).toEqual(['邀请好友坐班车', '邀请你一起坐班车', '新用户注册即得', '减5元', '新人立减券 · 无门槛', '长按识别二维码，注册领券']);
  });

  it('draws every dark module of the link QR code in whole pixels on a light square', () => {
    const { canvas, rects } = recorder();
    drawInvitePoster(canvas, content, colours);
    const { size, cells } = qrCells(content.link);
    const square = rects.find((rect) => rect.colour === 'paper');
    const modules = rects.filter((rect) => rect.colour === 'ink');
    expect(modules).toHaveLength(cells.length);
    const cell = square!.w / size;
    expect(Number.isInteger(cell)).toBe(true);
    expect(modules.every((rect) => rect.w === cell && rect.x >= square!.x && rect.x + rect.w <= square!.x + square!.w)).toBe(true);
  });

  it('cuts a long campaign name so it stays on the poster', () => {
    const { canvas, texts } = recorder();
    drawInvitePoster(canvas, { ...content, title: '这是一个非常非常非常非常长的活动名称' }, colours);
    expect(texts[0]).toBe('这是一个非常非常非常非常…');
  });
});
