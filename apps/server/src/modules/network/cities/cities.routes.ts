import { cityList } from '@udian/contracts/endpoints/city/city-list';
import { currentCity } from '@udian/contracts/endpoints/city/current-city';
import { banners } from '@udian/contracts/endpoints/home/banners';
import { indexInit } from '@udian/contracts/endpoints/home/index-init';
import type { App } from '../../../http/app-instance';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { CitiesService } from './cities.service';

export const registerCitiesRoutes = (app: App, { citiesService }: { citiesService: CitiesService }) => {
  registerEndpoint(app, cityList, async () => ({ cities: await citiesService.list() }));
  registerEndpoint(app, currentCity, ({ query }) => citiesService.current(query));
  registerEndpoint(app, banners, async ({ query }) => ({ banners: await citiesService.banners(query.cityId) }));
  registerEndpoint(app, indexInit, ({ query }) => citiesService.indexInit(query.cityId));
};
