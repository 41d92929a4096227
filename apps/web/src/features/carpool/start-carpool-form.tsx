import { CARPOOL_PLACE_NAME_MAX_LENGTH, CARPOOL_VEHICLES, carpoolFareCents } from '@udian/contracts/schemas/carpool';
import { Fragment, useState, type FormEvent } from 'react';
import { navigateTo } from '../../app/navigation';
import { BUY_TICKET_PATH } from '../../app/page-paths';
import { getHref } from '../../app/paths';
import { toast } from '../../app/toast';
import { pageStyles } from '../../components/page/page';
import { PlaceSheet, type PickedPlace } from '../../components/place-sheet/place-sheet';
import { formatYuan } from '../../lib/format';
import { greatCircleDistance } from '../../lib/geo';
import { addDays, formatServiceDate, shanghaiToday } from '../../lib/shanghai-time';
import { useStartCarpool } from './api/carpools';
import { clockOptions, dateOptions, endLabels, FieldError, PickRow, WheelRow, type EndName } from './carpool-fields';
import { deadlineChoices, toStartBody, validateStart, type StartErrors, type StartField, type StartFields } from './start-carpool-rules';
import styles from './carpool.module.css';

const DETAIL_MAX_LENGTH = 100;


/** Tomorrow at 08:00 in the smallest vehicle, 3 to run, sign-up closing 12 hours before (or the latest still ahead). */
const startFields = (today: string): StartFields => {
  const date = addDays(today, 1);
  const time = '08:00';
  const ahead = deadlineChoices(date, time, Date.now()).filter((hours) => hours <= 12);
  return { from: null, to: null, date, time, seats: CARPOOL_VEHICLES[0].seats, minimum: 3, deadlineHours: ahead.at(-1) ?? 1 };
};

/**
 * 发起拼车: the route (both ends on the shared place sheet), the date and departure time, the vehicle, how many
 * riders it needs to run, and when sign-up closes before departure; the fare by the published rule. Starting
 * it opens the ordinary cashier for the starter's own seat.
 */
export const StartCarpoolForm = () => {
  const [today] = useState(() => shanghaiToday());
  const [fields, setFields] = useState<StartFields>(() => startFields(today));
  const [errors, setErrors] = useState<StartErrors>({});
  const [sheet, setSheet] = useState<EndName | null>(null);
  const start = useStartCarpool();
  const choices = deadlineChoices(fields.date, fields.time, Date.now());

  const set = <K extends StartField>(key: K, value: StartFields[K]) => {
    setFields((current) => {
      const next = { ...current, [key]: value };
      // The minimum stays within the vehicle's seats; the deadline stays one that is still ahead.
      if (next.minimum > next.seats) next.minimum = next.seats;
      const ahead = deadlineChoices(next.date, next.time, Date.now());
      if (!ahead.includes(next.deadlineHours) && ahead.length > 0) next.deadlineHours = ahead[ahead.length - 1]!;
      return next;
    });
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onChoose = (end: EndName, place: PickedPlace) => set(end, { name: place.name, detail: place.detail, lng: place.lng, lat: place.lat, stationId: place.stationId });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    const found = validateStart(fields, shanghaiToday(), Date.now());
    setErrors(found);
    const first = Object.values(found).find(Boolean);
    if (first) {
      toast.fail(first);
      return;
    }
    start.mutateAsync(toStartBody(fields)).then(
      ({ plan }) => {
        toast.success('拼车已发起，请支付您的座位');
        navigateTo(getHref(BUY_TICKET_PATH, { lineId: plan.lineId }));
      },
      () => undefined,
    );
  };

  const fare = fields.from && fields.to ? carpoolFareCents(greatCircleDistance(fields.from, fields.to)) : null;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="发起拼车">
      <section className={styles.formCard} aria-label="路线">
        {(['from', 'to'] as const).map((end) => (
          <Fragment key={end}>
            <PickRow label={endLabels[end]} value={fields[end]?.name ?? `选择${endLabels[end]}`} isPlaceholder={!fields[end]} onOpen={() => setSheet(end)} />
            <FieldError text={errors[end]} />
          </Fragment>
        ))}
      </section>
      <section className={styles.formCard} aria-label="出发时间">
        <WheelRow label="出发日期" text={formatServiceDate(fields.date)} options={dateOptions(today)} value={[fields.date]} onChange={([date]) => set('date', date!)} />
        <FieldError text={errors.date} />
        <WheelRow label="出发时间" text={fields.time} options={clockOptions} value={[fields.time.slice(0, 2), fields.time.slice(3, 5)]} onChange={([h, m]) => set('time', `${h}:${m}`)} />
        <FieldError text={errors.time} />
      </section>
      <section className={styles.formCard} aria-label="车辆与人数">
        <div className={styles.choiceGroup} role="group" aria-label="车型">
          <p className={styles.choiceLabel}>车型</p>
          <div className={styles.chips}>
            {CARPOOL_VEHICLES.map((vehicle) => (
              <button
                key={vehicle.seats}
                type="button"
                className={`${styles.chip} ${fields.seats === vehicle.seats ? styles.chipOn : ''}`}
                aria-pressed={fields.seats === vehicle.seats}
                onClick={() => set('seats', vehicle.seats)}
              >
                {vehicle.label}
              </button>
            ))}
          </div>
        </div>
        <div className={styles.choiceGroup}>
          <p className={styles.choiceLabel} id="carpool-minimum-label">
            成行人数（满此人数即发车）
          </p>
          <div className={styles.stepper} role="group" aria-labelledby="carpool-minimum-label">
            <button type="button" className={styles.stepButton} aria-label="减少成行人数" disabled={fields.minimum <= 2} onClick={() => set('minimum', fields.minimum - 1)}>
              −
            </button>
            <output className={styles.stepValue} aria-live="polite" data-testid="carpool-minimum">
              {fields.minimum} 人
            </output>
            <button type="button" className={styles.stepButton} aria-label="增加成行人数" disabled={fields.minimum >= fields.seats} onClick={() => set('minimum', fields.minimum + 1)}>
              +
            </button>
          </div>
          <FieldError text={errors.minimum} />
        </div>
        <div className={styles.choiceGroup} role="group" aria-label="报名截止">
          <p className={styles.choiceLabel}>报名截止（截止时未满成行人数，自动全额退款）</p>
          <div className={styles.chips}>
            {choices.map((hours) => (
              <button
                key={hours}
                type="button"
                className={`${styles.chip} ${fields.deadlineHours === hours ? styles.chipOn : ''}`}
                aria-pressed={fields.deadlineHours === hours}
                onClick={() => set('deadlineHours', hours)}
              >
                发车前 {hours} 小时
              </button>
            ))}
          </div>
          {choices.length === 0 ? <p className={styles.hint}>出发时间太近，请选择更晚的出发时间</p> : null}
          <FieldError text={errors.deadlineHours} />
        </div>
      </section>
      <p className={styles.fare} data-testid="carpool-fare">
        <span>每座票价</span>
        <span className={styles.price}>{fare === null ? '选择路线后计算' : `¥${formatYuan(fare)}`}</span>
      </p>
      <p className={styles.hint}>票价按直线距离计算：2 元起，每公里 0.5 元，不足 5 元按 5 元。发起后请先支付您自己的座位。</p>
      <button type="submit" className={pageStyles.primaryButton} disabled={start.isPending}>
        发起拼车
      </button>
      {(['from', 'to'] as const).map((end) => (
        <PlaceSheet
          key={end}
          title={`选择${endLabels[end]}`}
          isOpen={sheet === end}
          onClose={() => setSheet(null)}
          nameMaxLength={CARPOOL_PLACE_NAME_MAX_LENGTH}
          detailMaxLength={DETAIL_MAX_LENGTH}
          onChoose={(place) => onChoose(end, place)}
        />
      ))}
    </form>
  );
};
