import { useQueryClient } from '@tanstack/react-query';
import type { Address } from '@udian/contracts/schemas/accounts';
import type { Place } from '@udian/contracts/endpoints/search/place-search';
import { DEMAND_PLACE_NAME_MAX_LENGTH } from '@udian/contracts/schemas/demand';
import { Popup, SearchBar } from 'antd-mobile';
import { CloseOutline, EnvironmentOutline, LocationFill } from 'antd-mobile-icons';
import { AppLink } from '../../components/app-link';
import { DEMAND_STATION_PATH } from '../../app/page-paths';
import { useEffect, useMemo, useState } from 'react';
import { useAddressList } from '../../api/queries/address-list';
import { currentPositionQueryOptions } from '../../api/queries/current-position';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { usePlaceSearch } from '../../api/queries/place-search';
import { toast } from '../../app/toast';
import { debounce } from '../../lib/timing';
import { refreshLocation } from '../../platform/use-location';
import type { EndName } from './demand-draft';
import { ADDRESS_MAX_LENGTH, type DemandEnd } from './demand-rules';
import styles from './demand.module.css';

const MAX_KEYWORD_LENGTH = 50;

const cut = (text: string, max: number): string => [...text.trim()].slice(0, max).join('');

export const endOfPlace = (place: Place): DemandEnd => ({
  name: cut(place.name, DEMAND_PLACE_NAME_MAX_LENGTH),
  address: cut(place.detail, ADDRESS_MAX_LENGTH),
  lng: place.lng,
  lat: place.lat,
  stationId: place.kind === 'station' ? place.placeId : null,
});

export const endOfAddress = (address: Address): DemandEnd => ({
  name: cut(address.name, DEMAND_PLACE_NAME_MAX_LENGTH),
  address: cut(address.address, ADDRESS_MAX_LENGTH),
  lng: address.lng,
  lat: address.lat,
  stationId: null,
});

const addressKindLabel: Readonly<Record<Address['type'], string>> = { home: '家', work: '公司', other: '常用' };

type Option = { key: string; label: string; detail: string; tag: string; end: DemandEnd };

const OptionRow = ({ option, onChoose }: { option: Option; onChoose: (end: DemandEnd) => void }) => (
  <li>
    <button type="button" className={styles.option} onClick={() => onChoose(option.end)}>
      <span className={styles.optionTag} aria-hidden="true">
        {option.tag}
      </span>
      <span className={styles.optionText}>
        <span className={styles.optionName} title={option.label}>
          {option.label}
        </span>
        {option.detail ? <span className={styles.optionDetail}>{option.detail}</span> : null}
      </span>
    </button>
  </li>
);

/** The passenger's home, work and other common addresses, one tap each. */
const CommonAddresses = ({ onChoose }: { onChoose: (end: DemandEnd) => void }) => {
  const addresses = useAddressList();
  const list = addresses.data ? [addresses.data.home, addresses.data.work, ...addresses.data.others].filter((item) => item !== null) : [];
  if (list.length === 0) return null;
  const options = list.map((address) => ({ key: address.addressId, label: address.name, detail: address.address, tag: addressKindLabel[address.type], end: endOfAddress(address) }));
  return (
    <section aria-labelledby="demand-common-addresses">
      <h3 id="demand-common-addresses" className={styles.sheetGroup}>
        常用地址
      </h3>
      <ul className={styles.options}>
        {options.map((option) => (
          <OptionRow key={option.key} option={option} onChoose={onChoose} />
        ))}
      </ul>
    </section>
  );
};

/** 我的位置: located on the passenger's tap (it may prompt), named after the nearest station or district. */
const MyLocation = ({ onChoose }: { onChoose: (end: DemandEnd) => void }) => {
  const client = useQueryClient();
  const [isLocating, setLocating] = useState(false);
  const locate = async () => {
    if (isLocating) return;
    setLocating(true);
    try {
      const point = await refreshLocation(client);
      if (point.isDefault) {
        toast.fail(point.errorMsg ?? '无法获取您的位置，请搜索地点或在地图上选点');
        return;
      }
      const named = await client.fetchQuery(currentPositionQueryOptions({ lng: point.lng, lat: point.lat })).catch(() => null);
      onChoose({
        name: cut(named?.address || '我的位置', DEMAND_PLACE_NAME_MAX_LENGTH),
        address: cut(named?.regionName ?? '', ADDRESS_MAX_LENGTH),
        lng: point.lng,
        lat: point.lat,
        stationId: null,
      });
    } finally {
      setLocating(false);
    }
  };
  return (
    <button type="button" className={styles.option} onClick={() => void locate()} aria-busy={isLocating}>
      <LocationFill className={styles.optionIcon} aria-hidden="true" />
      <span className={styles.optionText}>
        <span className={styles.optionName}>我的位置</span>
        <span className={styles.optionDetail}>{isLocating ? '正在定位…' : '使用当前所在位置'}</span>
      </span>
    </button>
  );
};

const SearchResults = ({ keyword, cityId, onChoose }: { keyword: string; cityId: number | undefined; onChoose: (end: DemandEnd) => void }) => {
  const places = usePlaceSearch(cityId, keyword);
  if (places.isPending) return <p className={styles.sheetState}>正在搜索…</p>;
  if (places.isError) return <p className={styles.sheetState}>搜索失败，请检查网络后重试，或在地图上选点</p>;
  if (places.data.places.length === 0) return <p className={styles.sheetState}>没有找到“{keyword}”，换个名称试试，或在地图上选点</p>;
  return (
    <ul className={styles.options} aria-label="搜索到的地点">
      {places.data.places.map((place) => (
        <OptionRow
          key={`${place.kind}-${place.placeId}`}
          option={{ key: place.placeId, label: place.name, detail: place.detail, tag: place.kind === 'station' ? '站' : '区', end: endOfPlace(place) }}
          onChoose={onChoose}
        />
      ))}
    </ul>
  );
};

type PlaceSheetProps = { end: EndName; title: string; isOpen: boolean; onClose: () => void; onChoose: (end: DemandEnd) => void };

/**
 * Choosing an end of the commute, on antd-mobile's bottom Popup: a place found by name (stations and
 * districts of the city), the passenger's location, one of their common addresses, or the map
 * (demand-station, also linked beside each end on the form).
 */
export const PlaceSheet = ({ end, title, isOpen, onClose, onChoose }: PlaceSheetProps) => {
  const city = useEffectiveCity();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const updateKeyword = useMemo(() => debounce((value: string) => setKeyword(value.trim().slice(0, MAX_KEYWORD_LENGTH))), []);
  useEffect(() => () => updateKeyword.cancel(), [updateKeyword]);
  useEffect(() => {
    if (isOpen) return;
    setText('');
    setKeyword('');
  }, [isOpen]);

  const choose = (end: DemandEnd) => {
    onChoose(end);
    onClose();
  };

  return (
    <Popup visible={isOpen} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName={styles.sheet}>
      <div className={styles.sheetHead}>
        <h2 className={styles.sheetTitle}>{title}</h2>
        <button type="button" className={styles.sheetClose} aria-label="关闭" onClick={onClose}>
          <CloseOutline />
        </button>
      </div>
      <SearchBar
        placeholder={`搜索站点或地区${city.data ? `（${city.data.cityName}）` : ''}`}
        value={text}
        maxLength={MAX_KEYWORD_LENGTH}
        onChange={(value) => {
          setText(value);
          updateKeyword(value);
        }}
      />
      <div className={styles.sheetBody}>
        {keyword ? (
          <SearchResults keyword={keyword} cityId={city.data?.cityId} onChoose={choose} />
        ) : (
          <>
            <MyLocation onChoose={choose} />
            <AppLink to={DEMAND_STATION_PATH} query={{ end }} className={styles.option}>
              <EnvironmentOutline className={styles.optionIcon} aria-hidden="true" />
              <span className={styles.optionText}>
                <span className={styles.optionName}>在地图上选点</span>
                <span className={styles.optionDetail}>点选位置，或选用附近的站点</span>
              </span>
            </AppLink>
            <CommonAddresses onChoose={choose} />
          </>
        )}
      </div>
    </Popup>
  );
};
