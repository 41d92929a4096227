import type { CurrentCityData } from '@udian/contracts/endpoints/city/current-city';
import type { Banner } from '@udian/contracts/endpoints/home/banners';
import type { IndexInitData } from '@udian/contracts/endpoints/home/index-init';
import type { City } from '@udian/contracts/schemas/lines';
import { AppError } from '../../../http/app-error';
import type { LineDetailRepository } from '../lines/line-detail.repository';
import type { LinesRepository } from '../lines/lines.repository';
import { shanghaiDate } from '../../../time/shanghai-time';
import type { GeoPoint } from '@udian/contracts/great-circle';
import { distanceM } from '../../../lib/geo';
import type { BannerRow, CitiesRepository, CityRow } from './cities.repository';

/** Farther than this from every open city, the nearest one is only a suggestion. */
const SERVICE_AREA_M = 100_000;

const toCity = (row: CityRow): City => ({ cityId: row.id, cityName: row.name, lng: row.lng, lat: row.lat });

const toBanner = (row: BannerRow): Banner => ({
  bannerId: String(row.id),
  title: row.title,
  imageUrl: row.image_url,
  linkUrl: row.link_url,
});

export type CitiesServiceDeps = {
  cities: CitiesRepository;
  lines: LinesRepository;
  details: LineDetailRepository;
  now?: () => Date;
};

/** The open city nearest to the point; there are a handful, so the distances are computed here. */
const nearestOpenCity = async (cities: CitiesRepository, at: GeoPoint) =>
  (await cities.findOpen()).map((city) => ({ city, distance: distanceM(at, city) })).sort((a, b) => a.distance - b.distance)[0];

export const createCitiesService = ({ cities, lines, details, now = () => new Date() }: CitiesServiceDeps) => ({
  list: async (): Promise<City[]> => (await cities.findOpen()).map(toCity),

  current: async (at: GeoPoint): Promise<CurrentCityData> => {
    const nearest = await nearestOpenCity(cities, at);
    if (!nearest) throw new AppError('notFound', '暂无开通服务的城市，请稍后再试');
    return { city: toCity(nearest.city), isInServiceArea: nearest.distance <= SERVICE_AREA_M };
  },

  /** The open city whose service area holds the point (the nearest within SERVICE_AREA_M), or null. */
  cityAt: async (at: GeoPoint): Promise<number | null> => {
    const nearest = await nearestOpenCity(cities, at);
    return nearest && nearest.distance <= SERVICE_AREA_M ? nearest.city.id : null;
  },

  banners: async (cityId: number): Promise<Banner[]> => (await cities.findShowingBanners(cityId, now())).map(toBanner),

  indexInit: async (cityId: number): Promise<IndexInitData> => {
    const city = await cities.findOpenById(cityId);
    if (!city) throw new AppError('notFound', '该城市暂未开通');
    const at = now();
    const [banners, lineCount, notice] = await Promise.all([
      cities.findShowingBanners(city.id, at),
      lines.countActiveInCity(city.id),
      details.findCityNotice(city.id, shanghaiDate(at)),
    ]);
    return {
      city: toCity(city),
      banners: banners.map(toBanner),
      lineCount,
      notice: notice ? `${notice.code}：${notice.title}` : '',
      noticeLineId: notice ? String(notice.lineId) : null,
    };
  },
});

export type CitiesService = ReturnType<typeof createCitiesService>;
