import type { OrderChoice } from '@udian/contracts/schemas/orders';
import { AppError } from '../../../http/app-error';
import { shanghaiClock } from '../../../time/shanghai-time';
import type { LineAccessOf, LineFaresOf, NetworkPort } from '../buying.ports';
import { checkPresale } from '../presales/presale-rules';
import type { PresaleRow } from '../presales/presales.repository';
import type { OrderRepository, SaleDepartureRow, SaleLineRow, SaleStopRow } from './orders.repository';
import { pairFareOf } from './stop-fares';

/** Where a choice is checked against: the line, its stops and fares (may come from a short cache), fresh departures. */
export type ChoiceSource = Pick<OrderRepository, 'findDepartures'> & {
  loadLine: (lineId: number) => Promise<{ line: SaleLineRow | undefined; stops: SaleStopRow[]; fares: LineFaresOf | undefined }>;
  /** Who may buy the line now, and on what terms: network's rule, always fresh (membership ends purchases). */
  accessOf: NetworkPort['accessOf'];
  /** The line's presale, always fresh (only custom and carpool lines are ever presold: others are not asked). */
  findPresale: (lineId: number) => Promise<PresaleRow | undefined>;
};

export type ResolvedChoice = {
  line: SaleLineRow;
  board: SaleStopRow;
  alight: SaleStopRow;
  /** By service date, ascending. */
  departures: SaleDepartureRow[];
  /** The passenger may buy the line: on these terms (a group's line may cost a member less, group-fares.ts). */
  access: LineAccessOf;
  /** The fare between the chosen stops; null: each departure's own price (stop-fares.ts). */
  pairCents: number | null;
};

const MINUTE_MS = 60_000;

/** 'M月D日 HH:mm', how a departure is named in a message. */
export const departureLabel = (d: Pick<SaleDepartureRow, 'service_date' | 'departs_at'>): string => {
  const [, month, day] = d.service_date.split('-');
  return `${Number(month)}月${Number(day)}日 ${shanghaiClock(d.departs_at)}`;
};

/**
 * Checks a choice against the network as it is now: the line is on sale to this passenger (its access rule; a
 * presold line: only its dates, only before its sales close), the stops are a boarding stop before an alighting stop, and every departure is this line's, scheduled, one per date,
 * and still open for sale. Seats are not checked here: the conditional update decides that.
 */
export const resolveChoice = async (
  orders: ChoiceSource,
  {
    userId,
    choice,
    now,
    salesCloseMinutes,
    departures: given,
  }: { userId: number; choice: OrderChoice; now: Date; salesCloseMinutes: number; /** Already read, fresh. */ departures?: SaleDepartureRow[] },
): Promise<ResolvedChoice> => {
  const lineId = Number(choice.lineId);
  const departureIds = [...new Set(choice.departureIds.map(Number))];
  const [{ line, stops, fares }, departures, access] = await Promise.all([
    orders.loadLine(lineId),
    given ?? orders.findDepartures(departureIds),
    orders.accessOf(userId, lineId),
  ]);
  if (!line) throw new AppError('lineNotFound');
  // A crowdfunded line (decision 047) is presold for its first period until it gathers or fails; a carpool
  // (decision 051) for its one date.
  if (line.type === 'custom' || line.type === 'carpool') checkPresale(await orders.findPresale(lineId), departures.map((d) => d.service_date), now);
  if (!line.is_active) throw new AppError('lineNotFound');
  // Who may buy it is the line's rule (network, decision 048): a group's line its members, a phone list its phones.
  if (!access.mayBuy) throw new AppError(access.groupId === null ? 'whiteListOnly' : 'groupMembersOnly', access.refusal ?? undefined);

  const board = stops.find((s) => s.seq === choice.boardSeq);
  const alight = stops.find((s) => s.seq === choice.alightSeq);
  if (!board || !board.can_board) throw new AppError('stopsInvalid', '所选上车站点不可上车，请重新选择');
  if (!alight || !alight.can_alight) throw new AppError('stopsInvalid', '所选下车站点不可下车，请重新选择');
  if (alight.seq <= board.seq) throw new AppError('stopsInvalid', '下车站点须在上车站点之后，请重新选择');
  const pairCents = pairFareOf(fares, board.seq, alight.seq);

  if (departures.length !== departureIds.length || departures.some((d) => d.line_id !== lineId)) {
    throw new AppError('departureNotFound');
  }
  if (departureIds.length !== choice.departureIds.length || new Set(departures.map((d) => d.service_date)).size !== departures.length) {
    throw new AppError('datesDuplicate');
  }
  const closesAt = now.getTime() + salesCloseMinutes * MINUTE_MS;
  for (const d of departures) {
    if (d.status !== 'scheduled') throw new AppError('departureNotFound', `${departureLabel(d)} 的班次已停运，请选择其他日期`);
    if (d.departs_at.getTime() <= closesAt) throw new AppError('departureClosed', `${departureLabel(d)} 的班次已发车或已停止售票，请选择其他日期`);
  }
  departures.sort((a, b) => a.service_date.localeCompare(b.service_date));
  return { line, board, alight, departures, access, pairCents };
};
