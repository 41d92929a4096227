import { useQueryClient } from '@tanstack/react-query';
import type { Address } from '@udian/contracts/schemas/accounts';
import type { Place } from '@udian/contracts/endpoints/search/place-search';
import { Popup, SearchBar } from 'antd-mobile';
import { CloseOutline, LocationFill } from 'antd-mobile-icons';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useAddressList } from '../../api/queries/address-list';
import { currentPositionQueryOptions } from '../../api/queries/current-position';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { usePlaceSearch } from '../../api/queries/place-search';
import { toast } from '../../app/toast';
import { debounce } from '../../lib/timing';
import { refreshLocation } from '../../platform/use-location';
import { AppLink } from '../app-link';
import type { Query } from '../../app/paths';
import styles from './place-sheet.module.css';

/**
 * Choosing a place on antd-mobile's bottom Popup (demand-collection's ends, a shuttle request's sites): a
 * station or district of the city found by name (/search/place/query), the passenger's location, or one of
 * their common addresses; a feature may offer more (a map) through `extraOptions`.
 */

/** A place as chosen: the name shown, a line of detail (district, address), the GCJ-02 point, the station when it is one. */
export type PickedPlace = { name: string; detail: string; lng: number; lat: number; stationId: string | null };

const MAX_KEYWORD_LENGTH = 50;

const cut = (text: string, max: number): string => [...text.trim()].slice(0, max).join('');

const addressKindLabel: Readonly<Record<Address['type'], string>> = { home: '家', work: '公司', other: '常用' };

type Option = { key: string; label: string; detail: string; tag: string; place: PickedPlace };

const OptionRow = ({ option, onChoose }: { option: Option; onChoose: (place: PickedPlace) => void }) => (
  <li>
    <button type="button" className={styles.option} onClick={() => onChoose(option.place)}>
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

type Limits = { nameMax: number; detailMax: number };

const placeOf = (place: Place, limits: Limits): PickedPlace => ({
  name: cut(place.name, limits.nameMax),
  detail: cut(place.detail, limits.detailMax),
  lng: place.lng,
  lat: place.lat,
  stationId: place.kind === 'station' ? place.placeId : null,
});

const placeOfAddress = (address: Address, limits: Limits): PickedPlace => ({
  name: cut(address.name, limits.nameMax),
  detail: cut(address.address, limits.detailMax),
  lng: address.lng,
  lat: address.lat,
  stationId: null,
});

/** The passenger's home, work and other common addresses, one tap each. */
const CommonAddresses = ({ limits, onChoose }: { limits: Limits; onChoose: (place: PickedPlace) => void }) => {
  const id = useId();
  const addresses = useAddressList();
  const list = addresses.data ? [addresses.data.home, addresses.data.work, ...addresses.data.others].filter((item) => item !== null) : [];
  if (list.length === 0) return null;
  const options = list.map((address) => ({
    key: address.addressId,
    label: address.name,
    detail: address.address,
    tag: addressKindLabel[address.type],
    place: placeOfAddress(address, limits),
  }));
  return (
    <section aria-labelledby={`${id}-common`}>
      <h3 id={`${id}-common`} className={styles.group}>
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
const MyLocation = ({ limits, fallback, onChoose }: { limits: Limits; fallback: string; onChoose: (place: PickedPlace) => void }) => {
  const client = useQueryClient();
  const [isLocating, setLocating] = useState(false);
  const locate = async () => {
    if (isLocating) return;
    setLocating(true);
    try {
      const point = await refreshLocation(client);
      if (point.isDefault) {
        toast.fail(point.errorMsg ?? `无法获取您的位置，请${fallback}`);
        return;
      }
      const named = await client.fetchQuery(currentPositionQueryOptions({ lng: point.lng, lat: point.lat })).catch(() => null);
      onChoose({
        name: cut(named?.address || '我的位置', limits.nameMax),
        detail: cut(named?.regionName ?? '', limits.detailMax),
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

type ResultsProps = { keyword: string; cityId: number | undefined; limits: Limits; fallback: string; onChoose: (place: PickedPlace) => void };

const SearchResults = ({ keyword, cityId, limits, fallback, onChoose }: ResultsProps) => {
  const places = usePlaceSearch(cityId, keyword);
  if (places.isPending) return <p className={styles.state}>正在搜索…</p>;
  if (places.isError) return <p className={styles.state}>搜索失败，请检查网络后重试，或{fallback}</p>;
  if (places.data.places.length === 0) return <p className={styles.state}>没有找到“{keyword}”，换个名称试试，或{fallback}</p>;
  return (
    <ul className={styles.options} aria-label="搜索到的地点">
      {places.data.places.map((place) => (
        <OptionRow
          key={`${place.kind}-${place.placeId}`}
          option={{ key: place.placeId, label: place.name, detail: place.detail, tag: place.kind === 'station' ? '站' : '区', place: placeOf(place, limits) }}
          onChoose={onChoose}
        />
      ))}
    </ul>
  );
};

type OptionLinkProps = { to: string; query?: Query; icon: ReactNode; name: string; detail: string };

/** A row of the sheet that opens a page (demand's 在地图上选点), drawn like the other options. */
export const PlaceOptionLink = ({ to, query, icon, name, detail }: OptionLinkProps) => (
  <AppLink to={to} query={query} className={styles.option}>
    <span className={styles.optionIcon} aria-hidden="true">
      {icon}
    </span>
    <span className={styles.optionText}>
      <span className={styles.optionName}>{name}</span>
      <span className={styles.optionDetail}>{detail}</span>
    </span>
  </AppLink>
);

type PlaceSheetProps = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  onChoose: (place: PickedPlace) => void;
  /** The longest name and detail the caller's contract takes; longer ones are cut. */
  nameMaxLength: number;
  detailMaxLength: number;
  /** Rows shown under 我的位置 before anything is typed (a way to the map). */
  extraOptions?: ReactNode;
  /** What else the passenger can do when a search finds nothing: '在地图上选点', '选择常用地址'. */
  fallback?: string;
};

export const PlaceSheet = ({ title, isOpen, onClose, onChoose, nameMaxLength, detailMaxLength, extraOptions, fallback = '选择常用地址' }: PlaceSheetProps) => {
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
  const limits = { nameMax: nameMaxLength, detailMax: detailMaxLength };

  const choose = (place: PickedPlace) => {
    onChoose(place);
    onClose();
  };

  return (
    <Popup visible={isOpen} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName={styles.sheet}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
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
      <div className={styles.body}>
        {keyword ? (
          <SearchResults keyword={keyword} cityId={city.data?.cityId} limits={limits} fallback={fallback} onChoose={choose} />
        ) : (
          <>
            <MyLocation limits={limits} fallback={fallback} onChoose={choose} />
            {extraOptions}
            <CommonAddresses limits={limits} onChoose={choose} />
          </>
        )}
      </div>
    </Popup>
  );
};
