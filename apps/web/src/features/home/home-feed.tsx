/**
 * The home page's data sections, in a chunk of their own. They cannot show anything before the location,
 * the city and the request helper (itself lazy: api/lazy-call.ts) have arrived, so their code loads in
 * parallel with those instead of in the first page's JS (docs/decisions/012-first-load-budget.md).
 */
import type { Banner } from '@udian/contracts/endpoints/home/banners';
import { useLocationPoint } from '../../platform/use-location';
import { BannerCarousel } from './banner-carousel';
import { NearbyStops } from './nearby-stops';
import { RecommendSection } from './recommend-section';

export const HomeBanners = ({ banners }: { banners: readonly Banner[] }) => <BannerCarousel banners={banners} />;

/** The sections that follow the passenger's position: only they render again when it arrives. */
export const HomeFeed = ({ cityId }: { cityId: number | undefined }) => {
  const point = useLocationPoint().data;
  return (
    <>
      <NearbyStops point={point} />
      <RecommendSection cityId={cityId} point={point} />
    </>
  );
};
