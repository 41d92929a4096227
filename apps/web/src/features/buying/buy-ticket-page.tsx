import { useState } from 'react';
import { RequireLogin } from '../../components/require-login';
import { readBuyTicketDraft, type BuyTicketDraft } from '../../lib/buy-ticket-draft';
import { isPresoldLineType } from '../../lib/line-summary';
import { BUY_TICKET_REVERSE_PATH } from '../../app/page-paths';
import { useCustomLineInfo } from '../../api/queries/custom-line-info';
import { useLineDetail } from '../../api/queries/line-detail';
import { useLineUserState } from '../../api/queries/line-user-state';
import { usePassengerList } from '../../api/queries/passenger-list';
import { AssembleBuyForm } from './assemble-buy-form';
import { initialTime } from './buy-defaults';
import { BuyPageLoading, BuyRefused, LoadFailure, MissingLine, NoReturnLine, NotOnSale } from './buy-page-states';
import { BuyTicketForm } from './buy-ticket-form';
import { currentRoutePath, usePageLocation } from './page-url';
import { resolveStops } from './stop-choice';
import type { DraftTarget } from './use-buy-choice';

type BuyLineProps = { draft: BuyTicketDraft; target: DraftTarget; isReturnTrip: boolean };

/**
 * Loads the line and the riders, then opens the form with what the draft asked for, where still possible. A
 * custom line gathering riders (a crowdfund, decision 047) sells only its whole first period: its own form. A
 * line not for everyone (a phone list, an enterprise's staff: decision 048) waits for the passenger's state
 * and, when they may not buy it, says why instead (the server refuses the order too).
 */
const BuyLine = ({ draft, target, isReturnTrip }: BuyLineProps) => {
  const detail = useLineDetail(draft.lineId);
  const passengers = usePassengerList();
  const userState = useLineUserState(draft.lineId);
  const isCustom = isPresoldLineType(detail.data?.line.type ?? '');
  const crowdfund = useCustomLineInfo(draft.lineId, isCustom);
  const isRestricted = detail.data?.line.isWhiteList === true;
  if (detail.isError) return <LoadFailure error={detail.error} onRetry={() => void detail.refetch()} title="线路不存在或已停运" />;
  if (passengers.isError) return <LoadFailure error={passengers.error} onRetry={() => void passengers.refetch()} title="乘车人加载失败" />;
  if (isCustom && crowdfund.isError) return <LoadFailure error={crowdfund.error} onRetry={() => void crowdfund.refetch()} title="众筹信息加载失败" />;
  if (!detail.data || !passengers.data || (isCustom && crowdfund.isPending)) return <BuyPageLoading label="正在加载购票信息" />;
  // A failed ask of the passenger's state leaves the form to the server's own check.
  if (isRestricted && userState.isPending && userState.fetchStatus !== 'idle') return <BuyPageLoading label="正在加载购票信息" />;
  const access = userState.data;
  if (access && !access.canBuy) return <BuyRefused lineId={draft.lineId} refusal={access.refusal} groupId={access.group?.groupId ?? null} />;
  // Not sold before the operator sets a price (decision 062); the server refuses the quote and the order too.
  if (detail.data.line.isPriced === false) return <NotOnSale lineId={draft.lineId} hint="该线路暂未定价，定价后即可购票" />;
  const gathering = isCustom ? crowdfund.data : null;
  if (gathering?.plan) {
    const { plan } = gathering;
    const planStops = resolveStops(detail.data.stops, { boardSeq: draft.boardSeq ?? plan.boardSeq, alightSeq: draft.alightSeq ?? plan.alightSeq });
    if (!planStops) return <NotOnSale lineId={draft.lineId} hint="这条线路暂无可上下车的站点" />;
    return (
      <AssembleBuyForm
        detail={detail.data}
        draft={draft}
        passengers={passengers.data.passengers}
        assemble={gathering.assemble}
        plan={plan}
        stops={planStops}
        target={target}
      />
    );
  }
  const time = initialTime(detail.data.departureTimes, draft.time);
  const stops = resolveStops(detail.data.stops, draft);
  if (!time) return <NotOnSale lineId={draft.lineId} hint="这条线路目前没有班次，请稍后再来看看" />;
  if (!stops) return <NotOnSale lineId={draft.lineId} hint="这条线路暂无可上下车的站点" />;
  return (
    <BuyTicketForm
      detail={detail.data}
      draft={draft}
      passengers={passengers.data.passengers}
      time={time}
      stops={stops}
      target={target}
      isReturnTrip={isReturnTrip}
      member={access?.group && access.memberPriceCents !== null ? { groupName: access.group.name, priceCents: access.memberPriceCents } : null}
    />
  );
};

/** buy-ticket and /ydbus/buy-ticket: `?lineId=&time=&board=&alight=&dates=&passengerIds=` (lib/buy-ticket-draft). */
export const BuyTicketPage = () => {
  const { search, entryKey } = usePageLocation();
  const [path] = useState(currentRoutePath);
  const draft = readBuyTicketDraft(search);
  if (!draft) return <MissingLine />;
  // A navigation to this page with another draft (the calendar's 确定) opens the form afresh.
  return (
    <RequireLogin>
      <BuyLine
        key={`${entryKey}:${draft.lineId}`}
        draft={draft}
        target={{ path, lineId: draft.lineId }}
        isReturnTrip={false}
      />
    </RequireLogin>
  );
};

/** Finds the line's return line; the rest of the draft applies to that one. */
const ReturnTrip = ({ draft }: { draft: BuyTicketDraft }) => {
  const outbound = useLineDetail(draft.lineId);
  if (outbound.isError) return <LoadFailure error={outbound.error} onRetry={() => void outbound.refetch()} title="线路不存在或已停运" />;
  if (!outbound.data) return <BuyPageLoading label="正在查找返程线路" />;
  const { reverseLineId } = outbound.data;
  if (!reverseLineId) return <NoReturnLine lineId={draft.lineId} />;
  return (
    <BuyLine
      key={reverseLineId}
      draft={{ ...draft, lineId: reverseLineId }}
      target={{ path: BUY_TICKET_REVERSE_PATH, lineId: draft.lineId }}
      isReturnTrip
    />
  );
};

/** buy-ticket/reverse `?lineId=` (the outbound line): buys that line's return line. */
export const BuyTicketReversePage = () => {
  const { search, entryKey } = usePageLocation();
  const draft = readBuyTicketDraft(search);
  if (!draft) return <MissingLine />;
  return (
    <RequireLogin>
      <ReturnTrip key={`${entryKey}:${draft.lineId}`} draft={draft} />
    </RequireLogin>
  );
};
