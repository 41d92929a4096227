import { BOOKING_DAYS_AHEAD, SERVICE_FROM_MINUTES, SERVICE_UNTIL_MINUTES } from '@udian/contracts/charter-fees';
import { CascadePicker, DatePicker, Popup, SearchBar, type CascadePickerOption } from 'antd-mobile';
import { CloseOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { PlaceSheet } from '../../components/place-sheet/place-sheet';
import { usePickerWheelLabels } from '../../components/picker/use-picker-wheel-labels';
import { addDays, pad2, parseServiceDate } from '../../lib/shanghai-time';
import { debounce } from '../../lib/timing';
import { useCharterSchools } from './api/school-search';
import { CHARTER_LIMITS, type CharterFields, type CharterPlaceFields } from './charter-form-rules';
import { charterDateText } from './charter-text';
import styles from './charters.module.css';

/** The fields of the charter request that are more than a text box: the school, the two ends, the day and times. */

export const FieldError = ({ text }: { text: string | undefined }) =>
  text ? (
    <p className={styles.error} role="alert">
      {text}
    </p>
  ) : null;

/** The red star of a field that must be filled, seen but not read out. */
export const RequiredMark = () => (
  <span className={styles.required} aria-hidden="true">
    *
  </span>
);

type PickRowProps = { label: string; value: string; detail?: string; placeholder: string; onOpen: () => void; tag?: ReactNode; testId?: string };

/** A row that opens a sheet or a wheel: the label, the chosen value (or what to choose), the chevron. */
const PickRow = ({ label, value, detail, placeholder, onOpen, tag, testId }: PickRowProps) => (
  <div className={styles.row}>
    <span className={styles.rowLabel} aria-hidden="true">
      {label}
      <RequiredMark />
    </span>
    <button type="button" className={styles.pickRow} onClick={onOpen} aria-haspopup="dialog" aria-label={`${label}：${value || placeholder}`} data-testid={testId}>
      <span className={styles.pickValue}>
        <span className={`${styles.pickMain} ${value ? '' : styles.placeholder}`}>{value || placeholder}</span>
        {detail ? <span className={styles.pickDetail}>{detail}</span> : null}
      </span>
      {tag}
      <RightOutline className={styles.chevron} aria-hidden="true" />
    </button>
  </div>
);

const MAX_KEYWORD_LENGTH = 40;

type SchoolSheetProps = { isOpen: boolean; onClose: () => void; onChoose: (school: { groupId: string | null; name: string }) => void };

/**
 * 选择学校: the directory's schools (decision 049) found by name or pinyin initials, the city's before anything
 * is typed; a school that is not a customer is taken by the name typed.
 */
const SchoolSheet = ({ isOpen, onClose, onChoose }: SchoolSheetProps) => {
  const city = useEffectiveCity();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const updateKeyword = useMemo(() => debounce((value: string) => setKeyword(value.trim().slice(0, MAX_KEYWORD_LENGTH))), []);
  useEffect(() => () => updateKeyword.cancel(), [updateKeyword]);
  const schools = useCharterSchools(keyword, city.data?.cityId);
  const typed = text.trim();
  const choose = (school: { groupId: string | null; name: string }) => {
    onChoose(school);
    onClose();
    setText('');
    setKeyword('');
  };

  return (
    <Popup visible={isOpen} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName={styles.sheet}>
      <div className={styles.sheetHead}>
        <h2 className={styles.sheetTitle}>选择学校</h2>
        <button type="button" className={styles.sheetClose} aria-label="关闭" onClick={onClose}>
          <CloseOutline />
        </button>
      </div>
      <SearchBar
        placeholder="搜索学校名称或拼音首字母"
        value={text}
        maxLength={MAX_KEYWORD_LENGTH}
        onChange={(value) => {
          setText(value);
          updateKeyword(value);
        }}
      />
      <div className={styles.sheetBody}>
        {typed.length >= 2 ? (
          <button type="button" className={styles.option} onClick={() => choose({ groupId: null, name: typed })}>
            <span className={styles.optionText}>
              <span>使用“{typed}”</span>
              <span className={styles.optionDetail}>学校不在列表中时，直接填写学校名称</span>
            </span>
          </button>
        ) : null}
        <h3 className={styles.sheetGroup}>{keyword ? '搜索到的学校' : `${city.data?.cityName ?? ''}已合作的学校`}</h3>
        {schools.isError ? (
          <p className={styles.sheetState}>学校加载失败，可直接输入学校名称</p>
        ) : !schools.data ? (
          <p className={styles.sheetState}>正在加载…</p>
        ) : schools.data.length === 0 ? (
          <p className={styles.sheetState}>{keyword ? `没有找到“${keyword}”，可直接使用输入的名称` : '输入学校名称搜索，或直接填写'}</p>
        ) : (
          <ul className={styles.options} aria-label="学校">
            {schools.data.map((school) => (
              <li key={school.groupId}>
                <button type="button" className={styles.option} onClick={() => choose({ groupId: school.groupId, name: school.name })}>
                  <span className={styles.optionText}>
                    <span>{school.name}</span>
                    {school.shortName && school.shortName !== school.name ? <span className={styles.optionDetail}>{school.shortName}</span> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popup>
  );
};

export const SchoolField = ({ value, onChange, error }: { value: CharterFields['school']; onChange: (school: CharterFields['school']) => void; error?: string }) => {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <PickRow
        label="学校"
        value={value?.name ?? ''}
        placeholder="搜索或填写学校"
        onOpen={() => setOpen(true)}
        tag={value?.groupId ? <span className={styles.tag}>合作学校</span> : null}
        testId="charter-school"
      />
      <FieldError text={error} />
      <SchoolSheet isOpen={isOpen} onClose={() => setOpen(false)} onChoose={onChange} />
    </>
  );
};

const DETAIL_MAX_LENGTH = 100;

/** 出发地 or 目的地, chosen on the shared place sheet: a station or district by name, my location, a common address. */
export const PlaceField = ({ label, value, onChange, error }: { label: string; value: CharterPlaceFields | null; onChange: (place: CharterPlaceFields) => void; error?: string }) => {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <PickRow label={label} value={value?.name ?? ''} detail={value?.detail} placeholder={`选择${label}`} onOpen={() => setOpen(true)} />
      <FieldError text={error} />
      <PlaceSheet
        title={`选择${label}`}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        nameMaxLength={CHARTER_LIMITS.placeName}
        detailMaxLength={DETAIL_MAX_LENGTH}
        onChoose={(place) => onChange({ name: place.name, detail: place.detail, lng: place.lng, lat: place.lat })}
      />
    </>
  );
};

const localDate = (date: string): Date => {
  const { year, month, day } = parseServiceDate(date);
  return new Date(year, month - 1, day);
};
const dateText = (date: Date): string => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
const wheelUnits = { year: '年', month: '月', day: '日' } as const;

/** 用车日期: from tomorrow to BOOKING_DAYS_AHEAD days ahead (Asia/Shanghai), on antd-mobile's date wheel. */
export const DateField = ({ value, today, onChange, error }: { value: string; today: string; onChange: (date: string) => void; error?: string }) => {
  const [isOpen, setOpen] = useState(false);
  usePickerWheelLabels(isOpen);
  const first = addDays(today, 1);
  return (
    <>
      <PickRow label="用车日期" value={value ? charterDateText(value) : ''} placeholder="请选择" onOpen={() => setOpen(true)} />
      <FieldError text={error} />
      <DatePicker
        title="选择用车日期"
        visible={isOpen}
        precision="day"
        min={localDate(first)}
        max={localDate(addDays(today, BOOKING_DAYS_AHEAD))}
        value={localDate(value || first)}
        renderLabel={(type, data) => `${data}${type in wheelUnits ? wheelUnits[type as keyof typeof wheelUnits] : ''}`}
        destroyOnClose
        onClose={() => setOpen(false)}
        onConfirm={(date) => onChange(dateText(date))}
      />
    </>
  );
};

const MINUTE_STEP = 5;
/** The hours a leg may leave (05:00 to 22:55), every five minutes. */
const clockOptions: CascadePickerOption[] = Array.from({ length: (SERVICE_UNTIL_MINUTES - SERVICE_FROM_MINUTES) / 60 }, (_, index) => {
  const hour = pad2(SERVICE_FROM_MINUTES / 60 + index);
  return {
    label: `${hour}时`,
    value: hour,
    children: Array.from({ length: 60 / MINUTE_STEP }, (__, step) => ({ label: `${pad2(step * MINUTE_STEP)}分`, value: pad2(step * MINUTE_STEP) })),
  };
});

/** 出发时间 or 返程时间 on an hour and minute wheel. */
export const ClockField = ({ label, value, fallback, onChange, error }: { label: string; value: string; fallback: string; onChange: (clock: string) => void; error?: string }) => {
  const [isOpen, setOpen] = useState(false);
  usePickerWheelLabels(isOpen);
  const shown = value || fallback;
  return (
    <>
      <PickRow label={label} value={value} placeholder="请选择" onOpen={() => setOpen(true)} />
      <FieldError text={error} />
      <CascadePicker
        title={`选择${label}`}
        options={clockOptions}
        value={[shown.slice(0, 2), shown.slice(3, 5)]}
        visible={isOpen}
        destroyOnClose
        onClose={() => setOpen(false)}
        onConfirm={([hour, minute]) => (hour && minute ? onChange(`${hour}:${minute}`) : undefined)}
      />
    </>
  );
};

/** 单程 or 往返. */
export const TripKindField = ({ isReturnTrip, onChange }: { isReturnTrip: boolean; onChange: (isReturnTrip: boolean) => void }) => (
  <div className={styles.row}>
    <span className={styles.rowLabel} id="charter-trip-kind">
      行程
    </span>
    <span className={styles.chips} role="group" aria-labelledby="charter-trip-kind">
      {[false, true].map((isReturn) => (
        <button key={String(isReturn)} type="button" className={`${styles.chip} ${isReturnTrip === isReturn ? styles.chipOn : ''}`} aria-pressed={isReturnTrip === isReturn} onClick={() => onChange(isReturn)}>
          {isReturn ? '往返' : '单程'}
        </button>
      ))}
    </span>
  </div>
);
