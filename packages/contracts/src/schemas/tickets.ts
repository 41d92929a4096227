import { z } from 'zod';
import { ClockTime, Id, ServiceDate } from './common';
import { TicketStatus } from './orders';
import { PassTag } from './pass-tag';

/**
 * Riding: the shapes shared by the ticket, ride-code, share and vehicle-location calls.
 * Times are ISO instants (UTC); pages show them in Asia/Shanghai. Money is integer cents.
 */

/** A ride code rotates every this many seconds; a code is accepted one step either side of the current one. */
export const RIDE_CODE_STEP_SECONDS = 30;

/** A position at most this old counts as live. */
export const LIVE_POSITION_SECONDS = 120;

/**
 * What a passenger sees a ticket as: toRide (valid, its check window not yet closed), used (checked in),
 * refunded, expired (valid, but the check window closed without a check), stopped (the operator stopped the
 * departure and refunded the ticket in full; `stopReason` says why), gathering (valid, on a crowdfunded line
 * still gathering riders: it becomes toRide when the line opens, decision 047; no ride code meanwhile).
 */
export const TicketState = z.enum(['toRide', 'used', 'refunded', 'expired', 'stopped', 'gathering']);
export type TicketState = z.infer<typeof TicketState>;

/** A stop of the ticket (where the rider boards or alights) with its time on the ticket's date. */
export const TicketStop = z.object({
  seq: z.number().int(),
  stationId: Id,
  name: z.string(),
  time: ClockTime,
  /** GCJ-02. */
  lng: z.number(),
  lat: z.number(),
});
export type TicketStop = z.infer<typeof TicketStop>;

/** The bus and its driver, once the operator has assigned one to the departure. */
export const TicketVehicle = z.object({ plate: z.string(), driverName: z.string(), driverPhone: z.string() });
export type TicketVehicle = z.infer<typeof TicketVehicle>;

/** When the ticket can be checked in: around the bus's time at the rider's boarding stop. */
export const CheckWindow = z.object({ opensAt: z.string(), closesAt: z.string() });
export type CheckWindow = z.infer<typeof CheckWindow>;

export const Ticket = z.object({
  ticketId: Id,
  orderNo: z.string(),
  /** The departure the ticket rides: check-in names it and must match. */
  departureId: Id,
  status: TicketStatus,
  state: TicketState,
  line: z.object({ lineId: Id, lineCode: z.string(), lineName: z.string() }),
  serviceDate: ServiceDate,
  /** Departure time at the line's first stop, 'HH:mm'. */
  time: ClockTime,
  /** Departure at the line's first stop. */
  departsAt: z.string(),
  board: TicketStop,
  alight: TicketStop,
  passengerName: z.string(),
  /** Masked as in the passenger list. */
  passengerIdNumber: z.string(),
  priceCents: z.number().int(),
  /** This ticket's share of what the order paid after its coupon (the order's payable split by price). */
  paidCents: z.number().int(),
  checkedAt: z.string().nullable(),
  /** Valid, its order paid, and before departure: the refund page may quote it. */
  refundable: z.boolean(),
  vehicle: TicketVehicle.nullable(),
  checkWindow: CheckWindow,
  /** Why the operator stopped the departure (state stopped); null otherwise. */
  stopReason: z.string().nullable(),
  /** The line's driver takes a transit card swipe (lines.accepts_transit_card, decision 053): the page shows the bound cards. */
  acceptsTransitCard: z.boolean(),
  /** A day of a period pass (decision 050): the pass's kind and period; null for any other ticket. */
  periodPass: PassTag.nullable(),
});
export type Ticket = z.infer<typeof Ticket>;

/** A ticket as a companion opening a share link sees it: no ID number, no driver's phone. */
export const SharedTicket = Ticket.omit({ passengerIdNumber: true, vehicle: true }).extend({
  vehicle: z.object({ plate: z.string(), driverName: z.string() }).nullable(),
});
export type SharedTicket = z.infer<typeof SharedTicket>;

/**
 * The ride codes of a ticket's whole check window, one per step (floor(unix seconds / stepSeconds)), so a
 * page can keep showing the current one offline. Code: `UD1.<ticketId>.<step>.<signature>`.
 */
export const RideCodes = z.object({
  ticketId: Id,
  stepSeconds: z.number().int(),
  codes: z.array(z.object({ step: z.number().int(), code: z.string() })),
});
export type RideCodes = z.infer<typeof RideCodes>;

export const TicketIdQuery = z.object({ ticketId: Id });
export type TicketIdQuery = z.infer<typeof TicketIdQuery>;

export const TicketIdBody = TicketIdQuery;
export type TicketIdBody = z.infer<typeof TicketIdBody>;

/** Where the bus last reported (GCJ-02). */
export const VehiclePosition = z.object({
  lng: z.number(),
  lat: z.number(),
  speedKmh: z.number(),
  /** Degrees clockwise from north. */
  heading: z.number(),
  recordedAt: z.string(),
});
export type VehiclePosition = z.infer<typeof VehiclePosition>;

/**
 * The ticket's bus and where it is. position is the latest report (null before the bus ever reported);
 * isLive says it is from the last two minutes.
 */
export const BusLocation = z.object({
  vehicle: TicketVehicle.nullable(),
  position: VehiclePosition.nullable(),
  isLive: z.boolean(),
});
export type BusLocation = z.infer<typeof BusLocation>;
