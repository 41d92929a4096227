import type { DbOrTx } from '../../../db/database';
import type { AnnouncementRow } from '../lines/line-detail.repository';

/** A notice with the line it is about. */
export type CityNoticeRow = AnnouncementRow & { line_code: string; line_name: string };

/**
 * The notices passengers read city-wide (/ydbus/notice-page): the same rows the operator publishes
 * (line-notices.repository.ts) and the line page reads (line-detail.repository.ts).
 */
export const createNoticesRepository = (db: DbOrTx) => ({
  /**
   * Notices on the city's running lines that have not ended by `today` (in force, or starting later), newest
   * published first; `limit` + 1 rows tell whether another page follows.
   */
  findCurrentInCity: (cityId: number, today: string, page: { offset: number; limit: number }, tx: DbOrTx = db): Promise<CityNoticeRow[]> =>
    tx
      .selectFrom('line_announcements as n')
      .innerJoin('lines as l', 'l.id', 'n.line_id')
      .select(['n.id', 'n.line_id', 'n.title', 'n.content', 'n.effective_from', 'n.effective_to', 'n.published_at', 'l.code as line_code', 'l.name as line_name'])
      .where('l.city_id', '=', cityId)
      .where('l.is_active', '=', true)
      .where((eb) => eb.or([eb('n.effective_to', 'is', null), eb('n.effective_to', '>=', today)]))
      .orderBy('n.published_at', 'desc')
      .orderBy('n.id', 'desc')
      .offset(page.offset)
      .limit(page.limit + 1)
      .execute(),
});

export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
