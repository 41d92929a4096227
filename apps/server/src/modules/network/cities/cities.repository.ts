import type { DbOrTx } from '../../../db/database';

export type CityRow = { id: number; name: string; lng: number; lat: number };
export type BannerRow = { id: number; title: string; image_url: string; link_url: string };

export const createCitiesRepository = (db: DbOrTx) => ({
  /** Cities where the service runs, in display order. */
  findOpen: (tx: DbOrTx = db): Promise<CityRow[]> =>
    tx
      .selectFrom('cities')
      .select(['id', 'name', 'lng', 'lat'])
      .where('is_open', '=', true)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),

  findOpenById: (cityId: number, tx: DbOrTx = db): Promise<CityRow | undefined> =>
    tx
      .selectFrom('cities')
      .select(['id', 'name', 'lng', 'lat'])
      .where('id', '=', cityId)
      .where('is_open', '=', true)
      .executeTakeFirst(),

  /** The city's banners showing at `at` (an open start or end counts as always), in display order. */
  findShowingBanners: (cityId: number, at: Date, tx: DbOrTx = db): Promise<BannerRow[]> =>
    tx
      .selectFrom('banners')
      .select(['id', 'title', 'image_url', 'link_url'])
      .where('city_id', '=', cityId)
      .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', at)]))
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
});

export type CitiesRepository = ReturnType<typeof createCitiesRepository>;
