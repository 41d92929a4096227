import { useState, type UIEvent } from 'react';
import type { Banner } from '@udian/contracts/endpoints/home/banners';
import { resolveLink } from '../../app/in-app-link';
import { navigateTo } from '../../app/navigation';
import { getBasePath } from '../../app/paths';
import styles from './banner-carousel.module.css';

/** In-app paths navigate in place; any other address opens as a page; a named deep link runs its handler; an empty link only informs. */
const follow = (linkUrl: string) => {
  const target = resolveLink(linkUrl);
  if (target.kind === 'in-app') navigateTo(target.href);
  else if (target.kind === 'address') window.location.assign(target.href);
  // Loaded on the tap: the handlers (dialogs, the login and city reads) stay out of home's first load.
  else if (target.kind === 'deep-link') void import('../../app/deep-links').then(({ openDeepLink }) => openDeepLink(target.name, target.params));
};

/** Images under public/banners are served below the history base path, like every asset of the app. */
const imageSrc = (url: string): string => (url.startsWith('/') && !url.startsWith('//') ? `${getBasePath()}${url}` : url);

/** Swipeable banners (CSS scroll snapping: no carousel library in the home page's first load). */
export const BannerCarousel = ({ banners }: { banners: readonly Banner[] }) => {
  const [active, setActive] = useState(0);
  if (banners.length === 0) return null;
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const track = event.currentTarget;
    if (track.clientWidth > 0) setActive(Math.round(track.scrollLeft / track.clientWidth));
  };
  return (
    <section className={styles.carousel} aria-label="活动推荐">
      <div className={styles.track} onScroll={onScroll}>
        {banners.map((banner, index) => {
          const image = (
            <img className={styles.image} src={imageSrc(banner.imageUrl)} alt={banner.title} loading={index === 0 ? 'eager' : 'lazy'} />
          );
          return resolveLink(banner.linkUrl).kind === 'none' ? (
            <div key={banner.bannerId} className={styles.slide}>
              {image}
            </div>
          ) : (
            <button key={banner.bannerId} type="button" className={styles.slide} onClick={() => follow(banner.linkUrl)}>
              {image}
            </button>
          );
        })}
      </div>
      {banners.length > 1 ? (
        <div className={styles.dots} aria-hidden="true">
          {banners.map((banner, index) => (
            <span key={banner.bannerId} className={`${styles.dot} ${index === active ? styles.active : ''}`} />
          ))}
        </div>
      ) : null}
    </section>
  );
};
