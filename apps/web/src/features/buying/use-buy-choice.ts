import type { Passenger } from '@udian/contracts/schemas/accounts';
import type { LineDetail } from '@udian/contracts/schemas/lines';
import { useEffect, useState } from 'react';
import { getHref } from '../../app/paths';
import { buyTicketQuery, type BuyTicketDraft } from '../../lib/buy-ticket-draft';
import { readPassengerSelection } from '../../lib/passenger-selection';
import { useBuyCalendar } from './api/buy-calendar';
import { initialPassengerIds } from './buy-defaults';
import type { CouponChoice } from './coupon-label';
import { bookableDates, keepBookable } from './date-shortcuts';
import { replaceOwnQuerySilently } from './page-url';
import { changeBoarding, type StopChoice } from './stop-choice';

/** Where the draft is written: this page's path and the lineId its URL carries (the reverse page's differs). */
export type DraftTarget = { path: string; lineId: string };

type Init = { detail: LineDetail; draft: BuyTicketDraft; passengers: readonly Passenger[]; time: string; stops: StopChoice };

/**
 * The passenger's choice on the buying page: time, stops, dates, riders, coupon. Dates are kept as chosen
 * and shown as far as they can be bought at the chosen time; the choice is written into the page's URL as
 * it changes, so a reload or a return keeps it.
 */
export const useBuyChoice = ({ detail, draft, passengers, ...init }: Init, target: DraftTarget) => {
  const lineId = detail.line.lineId;
  const [time, setTime] = useState(init.time);
  const [stops, setStops] = useState(init.stops);
  // null: nothing chosen yet, so the first bookable day is offered.
  const [chosenDates, setChosenDates] = useState<string[] | null>(draft.dates ?? null);
  const [passengerIds, setPassengerIds] = useState(() =>
    initialPassengerIds(passengers, draft.passengerIds, readPassengerSelection().map((rider) => rider.passengerId)),
  );
  const [coupon, setCoupon] = useState<CouponChoice>({ kind: 'best' });
  const calendar = useBuyCalendar(lineId, time);
  const days = calendar.data?.time === time ? calendar.data.days : null;
  const riderCount = passengerIds.length;

  const { dates, droppedCount } = days
    ? chosenDates === null
      ? { dates: bookableDates(days, riderCount).slice(0, 1), droppedCount: 0 }
      : keepBookable(chosenDates, days, riderCount)
    : { dates: chosenDates ?? [], droppedCount: 0 };
  const departureIds = days
    ? dates.flatMap((date) => days.find((day) => day.date === date)?.departureId ?? [])
    : [];

  const draftHref = (parts: Partial<BuyTicketDraft> = {}) =>
    getHref(target.path, buyTicketQuery({ lineId: target.lineId, time, ...stops, dates, passengerIds, ...parts }));

  const href = draftHref();
  useEffect(() => replaceOwnQuerySilently(href), [href]);

  return {
    lineId,
    time,
    stops,
    dates,
    droppedCount,
    departureIds,
    passengerIds,
    coupon,
    calendar,
    days,
    draftHref,
    setTime,
    setBoarding: (boardSeq: number) => setStops((current) => changeBoarding(detail.stops, current, boardSeq)),
    setAlighting: (alightSeq: number) => setStops((current) => ({ ...current, alightSeq })),
    setDates: (next: string[]) => setChosenDates(next),
    setPassengerIds,
    setCoupon,
  };
};

export type BuyChoice = ReturnType<typeof useBuyChoice>;
