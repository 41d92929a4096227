import { EnvironmentOutline, LocationOutline } from 'antd-mobile-icons';
import { SEARCH_ADDRESS_PATH, SEARCH_AREA_PATH } from '../../app/page-paths';
import { useEffectiveCity } from '../../api/queries/effective-city';
import type { Entry } from '../../components/entry-list/entry-list';

/** The two ways to find a line that group and group-optimize both offer: by district (of the city the app works in) and by address. */
export const useFindLineEntries = (): { cityName: string | null; entries: Entry[] } => {
  const city = useEffectiveCity().data;
  return {
    cityName: city?.cityName ?? null,
    entries: [
      {
        title: '按区域找线路',
        text: '选择所在区域，查看在那里上车的线路',
        to: SEARCH_AREA_PATH,
        query: city ? { cityId: String(city.cityId) } : undefined,
        icon: <EnvironmentOutline />,
      },
      { title: '按地址找线路', text: '输入上车地点和目的地，查找可乘坐的线路', to: SEARCH_ADDRESS_PATH, icon: <LocationOutline /> },
    ],
  };
};
