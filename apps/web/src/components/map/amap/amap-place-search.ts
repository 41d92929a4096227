/**
 * Place search through AMap (where AMap is configured): AutoComplete's tips first, as the passenger types,
 * then PlaceSearch when no tip has a point (a tip may be a bare keyword suggestion).
 */
import type { AmapNamespace, AmapPoi, AmapTip } from './amap-types';

export type FoundPlace = { id: string; name: string; detail: string; lng: number; lat: number };

const PAGE_SIZE = 10;

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

const fromTip = (tip: AmapTip): FoundPlace | null => {
  if (!tip.location || typeof tip.location !== 'object') return null;
  const detail = [asText(tip.district), asText(tip.address)].filter(Boolean).join(' ');
  return { id: tip.id || `${tip.name}@${tip.location.getLng()},${tip.location.getLat()}`, name: tip.name, detail, lng: tip.location.getLng(), lat: tip.location.getLat() };
};

const fromPoi = (poi: AmapPoi): FoundPlace | null => {
  if (!poi.location) return null;
  const detail = [asText(poi.adname), asText(poi.address)].filter(Boolean).join(' ');
  return { id: poi.id || `${poi.name}@${poi.location.getLng()},${poi.location.getLat()}`, name: poi.name, detail, lng: poi.location.getLng(), lat: poi.location.getLat() };
};

const isFound = (place: FoundPlace | null): place is FoundPlace => place !== null;

const ask = <T>(run: (callback: (status: string, result: T | string) => void) => void): Promise<T | null> =>
  new Promise((resolve, reject) => {
    run((status, result) => {
      if (status === 'complete' && typeof result === 'object') resolve(result);
      else if (status === 'no_data') resolve(null);
      else reject(new Error(typeof result === 'string' ? result : 'AMap search failed'));
    });
  });

/** Places named like the keyword, in the city when one is given (its name, e.g. 深圳市), else anywhere. */
export const searchAmapPlaces = async (AMap: AmapNamespace, keyword: string, cityName: string | null): Promise<FoundPlace[]> => {
  const scope = cityName ? { city: cityName, citylimit: true } : {};
  const tips = await ask<{ tips?: AmapTip[] }>((callback) => new AMap.AutoComplete(scope).search(keyword, callback));
  const fromTips = (tips?.tips ?? []).map(fromTip).filter(isFound);
  if (fromTips.length > 0) return fromTips.slice(0, PAGE_SIZE);
  const found = await ask<{ poiList?: { pois?: AmapPoi[] } }>((callback) => new AMap.PlaceSearch({ ...scope, pageSize: PAGE_SIZE }).search(keyword, callback));
  return (found?.poiList?.pois ?? []).map(fromPoi).filter(isFound);
};
