import { useState } from 'react';
import { colourToken } from '../../lib/colour-token';
import { drawInvitePoster, POSTER_HEIGHT, POSTER_WIDTH, type PosterContent } from './poster-drawing';
import styles from './invite.module.css';

const posterColours = () => ({
  primary: colourToken('--color-primary'),
  surface: colourToken('--color-surface'),
  text: colourToken('--color-text'),
  weak: colourToken('--color-text-secondary'),
  discount: colourToken('--color-discount'),
  dark: colourToken('--color-code-dark'),
  light: colourToken('--color-code-light'),
});

/** The poster as a PNG address, or null where the browser cannot draw (no 2D canvas). */
export const renderPoster = (content: PosterContent): string | null => {
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return null;
  drawInvitePoster(context, content, posterColours());
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
};

/**
 * 生成邀请海报: drawn on a canvas when asked (never at load), shown as an image that a long press saves or
 * shares (the messaging app and phone browsers offer it), with 保存海报 as a download where the browser
 * allows one.
 */
export const InvitePoster = ({ content }: { content: PosterContent }) => {
  const [poster, setPoster] = useState<{ src: string | null } | null>(null);
  if (!poster) {
    return (
      <button type="button" className={styles.secondaryButton} onClick={() => setPoster({ src: renderPoster(content) })}>
        生成邀请海报
      </button>
    );
  }
  if (!poster.src) return <p className={styles.hint} role="alert">当前浏览器无法生成海报，请复制链接分享给好友</p>;
  return (
    <figure className={styles.poster}>
      <img className={styles.posterImage} src={poster.src} alt={`邀请海报：${content.title}，扫码注册领券`} width={POSTER_WIDTH} height={POSTER_HEIGHT} />
      <figcaption className={styles.hint}>长按图片可保存到相册或发送给好友</figcaption>
      <a className={styles.secondaryButton} href={poster.src} download="邀请有礼海报.png">
        保存海报
      </a>
    </figure>
  );
};
