import type { CityNotice, CityNoticesData } from '@udian/contracts/endpoints/notices/city-notices';
import { AppError } from '../../../http/app-error';
import { shanghaiDate } from '../../../time/shanghai-time';
import type { CitiesRepository } from '../cities/cities.repository';
import { toAnnouncement } from '../lines/announcement.mapper';
import type { CityNoticeRow, NoticesRepository } from './notices.repository';

export type NoticesServiceDeps = {
  notices: NoticesRepository;
  cities: Pick<CitiesRepository, 'findOpenById'>;
  now?: () => Date;
};

/** In force from its first day (Asia/Shanghai); before that, announced for later. */
export const toCityNotice = (row: CityNoticeRow, today: string): CityNotice => ({
  ...toAnnouncement(row),
  state: row.effective_from <= today ? 'inForce' : 'upcoming',
  line: { lineId: String(row.line_id), lineCode: row.line_code, lineName: row.line_name },
});

/** The older section's notice page: a city's line notices that are current, newest first. */
export const createNoticesService = ({ notices, cities, now = () => new Date() }: NoticesServiceDeps) => ({
  list: async ({ cityId, page, pageSize }: { cityId: number; page: number; pageSize: number }): Promise<CityNoticesData> => {
    const city = await cities.findOpenById(cityId);
    if (!city) throw new AppError('noticeCityNotOpen');
    const today = shanghaiDate(now());
    const rows = await notices.findCurrentInCity(city.id, today, { offset: (page - 1) * pageSize, limit: pageSize });
    return { notices: rows.slice(0, pageSize).map((row) => toCityNotice(row, today)), page, hasMore: rows.length > pageSize };
  },
});

export type NoticesService = ReturnType<typeof createNoticesService>;
