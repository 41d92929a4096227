/**
 * The home page's data sections, in a chunk of their own. They cannot show anything before the location,
 * the city and the request helper (itself lazy: api/lazy-call.ts) have arrived, so their code loads in
 * parallel with those instead of in the first page's JS (docs/decisions/012-first-load-budget.md).
 */
import type { Banner } from '@udian/contracts/endpoints/home/banners';
import type { GeoPoint } from '../../platform/location';
import { BannerCarousel } from './banner-carousel';
import { NearbyStops } from './nearby-stops';
import { RecommendSection } from './recommend-section';

export const HomeBanners = ({ banners }: { banners: readonly Banner[] }) => <BannerCarousel banners={banners} />;

type HomeFeedProps = { cityId: number | undefined; point: GeoPoint | undefined };

export const HomeFeed = ({ cityId, point }: HomeFeedProps) => (
  <>
    <NearbyStops point={point} />
    <RecommendSection cityId={cityId} point={point} />
  </>
);
