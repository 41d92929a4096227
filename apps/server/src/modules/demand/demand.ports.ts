import type { GeoPoint } from '@udian/contracts/great-circle';
import type { DbOrTx } from '../../db/database';
import type { SmsNoticeMessage } from '../../providers/sms/sms-provider';
import type { PresalesService } from '../buying/presales/presales.service';
import type { CustomLineInput } from '../network/custom-lines/custom-lines.service';

/**
 * What demand needs of the contexts before it (decision 046), as small ports app.ts fills from their
 * services: demand never reads another context's repositories.
 */

export type DemandAccountsPort = {
  /** Holds the user's row until `tx` ends: a passenger's submissions queue on it, so the merge check holds. */
  lockUser: (userId: number, tx: DbOrTx) => Promise<void>;
  /** The accounts' phones by id (unknown ids absent); demand shows them masked. */
  phones: (userIds: readonly number[]) => Promise<Map<number, string>>;
  /** The passenger's common addresses (家, 公司 and the others). */
  commonAddresses: (userId: number) => Promise<{ name: string; address: string; lng: number; lat: number }[]>;
};

export type DemandNetworkPort = {
  /** Valid stations within `radiusM` of the point, nearest first, at most `limit`. */
  stationsNear: (at: GeoPoint, radiusM: number, limit: number) => Promise<{ stationId: string; name: string; lng: number; lat: number; distanceM: number }[]>;
  /** The open city whose service area holds the point, or null. */
  cityAt: (at: GeoPoint) => Promise<number | null>;
  /** The district (or sub-district) the point is in, with its centre, or null. */
  regionAt: (at: GeoPoint) => Promise<{ name: string; lng: number; lat: number } | null>;
  /** The open cities, in display order (the console's filters and campaigns). */
  openCities: () => Promise<{ id: number; name: string }[]>;
};

/** Crowdfunds (decision 047): the custom line they make, from network's custom-lines service. */
export type CrowdfundNetworkPort = {
  periodDays: (input: { weekdays: readonly number[]; followsCnWorkdays: boolean; firstDay: string; kind: 'workWeek' | 'month' }) => Promise<string[]>;
  create: (input: CustomLineInput, tx: DbOrTx) => Promise<{ lineId: number }>;
  confirm: (lineId: number, firstDay: string, tx: DbOrTx) => Promise<void>;
  withdraw: (lineId: number, tx: DbOrTx) => Promise<void>;
  afterCommit: () => Promise<void>;
  stops: (lineId: number) => Promise<{ seq: number; station_id: number; name: string; lng: number; lat: number; minutes_from_start: number; can_board: boolean; can_alight: boolean }[]>;
  departures: (lineId: number) => Promise<{ id: number; service_date: string; status: 'scheduled' | 'cancelled'; capacity: number; seats_sold: number }[]>;
};

/** Crowdfunds sell their first period as buying's presale, and a failed one's departures are stopped by buying. */
export type CrowdfundBuyingPort = {
  presales: Pick<PresalesService, 'open' | 'extend' | 'release' | 'close' | 'orders' | 'committedRiders' | 'linesOfUser'>;
  /** Stops one departure (full refunds, holds closed); null when it was already stopped. */
  stopDeparture: (departureId: number, reason: string) => Promise<{ orderId: number; phone: string | null; amountCents: number }[] | null>;
};

/** Text messages to passengers about their crowdfunds. */
export type CrowdfundSmsPort = { sendNotice: (message: SmsNoticeMessage) => Promise<void>; productName: string };
