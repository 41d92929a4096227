import type { AnnualReview } from '@udian/contracts/endpoints/annual-review/annual-review';
import { CARBON_SOURCE_NOTE } from '@udian/contracts/ride-carbon';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { getWebConfig } from '../../app/web-config';
import { colourToken } from '../../lib/colour-token';
import { CARD_HEIGHT, CARD_WIDTH, drawReviewCard } from './review-card-drawing';
import styles from './annual-review.module.css';

const cardColours = () => ({
  primary: colourToken('--color-primary'),
  primaryTint: colourToken('--color-primary-tint'),
  surface: colourToken('--color-surface'),
  text: colourToken('--color-text-strong'),
  weak: colourToken('--color-text-secondary'),
  accent: colourToken('--color-discount'),
  success: colourToken('--color-success'),
});

/** The review as a PNG address, or null where the browser cannot draw (no 2D canvas). */
export const renderReviewImage = (review: AnnualReview): string | null => {
  const canvas = document.createElement('canvas');
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return null;
  drawReviewCard(context, review, cardColours(), getWebConfig().productName, CARBON_SOURCE_NOTE);
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
};

/**
 * 生成分享图: the review drawn on a canvas when asked (never at load), shown as a PNG that a long press saves or
 * sends (the messaging app's web view and phone browsers offer it), with 保存图片 as a download where the
 * browser allows one. The messaging app's JS-SDK previewImage takes only http(s) addresses, not a drawn
 * image, so the long press is the way there too (decision 056).
 */
export const ReviewImage = ({ review }: { review: AnnualReview }) => {
  const [image, setImage] = useState<{ year: number; src: string | null } | null>(null);
  if (!image || image.year !== review.year) {
    return (
      <Button block color="primary" shape="rounded" className={styles.shareButton} onClick={() => setImage({ year: review.year, src: renderReviewImage(review) })}>
        生成分享图
      </Button>
    );
  }
  if (!image.src) return <p className={styles.note} role="alert">当前浏览器无法生成图片，可截屏分享本页</p>;
  return (
    <figure className={styles.image}>
      <img className={styles.imageView} src={image.src} alt={`我的 ${review.year} 乘车年度报告：乘车 ${review.rides} 次`} width={CARD_WIDTH} height={CARD_HEIGHT} />
      <figcaption className={styles.note}>长按图片可保存到相册或发送给好友</figcaption>
      <a className={styles.saveLink} href={image.src} download={`乘车年度报告-${review.year}.png`}>
        保存图片
      </a>
    </figure>
  );
};
