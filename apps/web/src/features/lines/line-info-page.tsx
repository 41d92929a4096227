import { useState, type ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import { getIdParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { LazyRouteMap } from '../../components/map/lazy-route-map';
import { Page, Section } from '../../components/page/page';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { isPresoldLineType } from '../../lib/line-summary';
import { readTripStations } from '../../lib/trip-stops';
import { ENTERPRISE_LINE_PATH, LINE_ETA_PATH } from '../../app/page-paths';
import { useLineDetail } from '../../api/queries/line-detail';
import { useCustomLineInfo, type CustomLineInfo } from '../../api/queries/custom-line-info';
import { useLineUserState } from '../../api/queries/line-user-state';
import { AssemblePanel } from './assemble-panel';
import { BuyBar, type LineAccessState } from './buy-bar';
import { DepartureTimes } from './departure-times';
import { LineActions } from './line-actions';
import { AssembleBar, LineAssemble } from './line-assemble';
import { LineHeader } from './line-header';
import { PeriodPassOffers } from './period-pass-offers';
import { LineLoadFailure, MissingLineParam } from './line-page-states';
import { ServiceCalendar } from './service-calendar';
import { readAssembleCode } from './share-line';
import styles from './line-info.module.css';
import { StopList } from './stop-list';

/**
 * The bottom bar: the single-day 购票 for an ordinary line and for a crowdfund that opened; 参与众筹 while one
 * gathers; nothing while a custom line's crowdfund is still being asked (a buy button must not flash on a
 * line that sells only its whole first period) or once it failed or was closed.
 */
const BottomBar = ({ assemble, buyBar, assembleCode }: { assemble: CustomLineInfo | null | undefined; buyBar: ReactNode; assembleCode: string | null }) => {
  if (assemble === undefined) return null;
  if (assemble === null || assemble.assemble.status === 'opened') return buyBar;
  return assemble.assemble.status === 'gathering' ? <AssembleBar info={assemble} assembleCode={assembleCode} /> : null;
};

/**
 * Why the logged-in passenger may not buy the line (decision 048), in the server's words; for an
 * enterprise's line with 去认证, its membership proof.
 */
const AccessRefusal = ({ access }: { access: LineAccessState }) => {
  if (!access || access.canBuy || !access.refusal) return null;
  return (
    <div className={styles.refusal} role="note" data-testid="line-refusal">
      <p className={styles.refusalText}>{access.refusal}</p>
      {access.group ? (
        <AppLink to={ENTERPRISE_LINE_PATH} query={{ groupId: access.group.groupId }} className={styles.refusalAction}>
          去认证
        </AppLink>
      ) : null}
    </div>
  );
};

const LineInfo = ({ lineId }: { lineId: string }) => {
  const detail = useLineDetail(lineId);
  // The passenger's own state, asked only when logged in; the page does not wait for it.
  const userState = useLineUserState(lineId);
  // The crowdfund's code a shared link carried (line-group-share's 我要参与): joining uses it.
  const [assembleCode] = useState(readAssembleCode);
  // A custom line may be a crowdfund (decision 047). One that failed or was closed is no longer a line of the
  // network, so its detail fails: the crowdfund is asked then too, to say what became of it.
  const isCustom = isPresoldLineType(detail.data?.line.type ?? '');
  const crowdfund = useCustomLineInfo(lineId, isCustom || detail.isError || assembleCode !== null);
  if (detail.isPending || (detail.isError && crowdfund.isPending && crowdfund.fetchStatus !== 'idle')) {
    return (
      <Page>
        <SkeletonList rows={5} label="正在加载线路" />
      </Page>
    );
  }
  if (detail.isError) {
    return (
      <Page>
        {crowdfund.data ? (
          <AssemblePanel assemble={crowdfund.data.assemble} isLineNamed />
        ) : (
          <LineLoadFailure error={detail.error} onRetry={() => void detail.refetch()} />
        )}
      </Page>
    );
  }
  const { line, stops, shape, departureTimes, calendar } = detail.data;
  // Not a crowdfund (or not a custom line at all): null; still being asked: undefined. A failed ask shows the
  // line as any other; the server refuses what a crowdfund does not sell.
  const assemble = !isCustom ? null : crowdfund.isError ? null : crowdfund.data;
  return (
    <Page hasBottomBar>
      <LineHeader line={line} />
      <AccessRefusal access={userState.data} />
      {assemble ? <LineAssemble info={assemble} /> : null}
      <LineActions detail={detail.data} isCollected={userState.data?.isCollected ?? false} />
      <PeriodPassOffers lineId={line.lineId} />
      <Section
        title="线路地图"
        action={
          <AppLink to={LINE_ETA_PATH} query={{ lineId: line.lineId }} className={styles.liveLink}>
            实时公交
            <RightOutline aria-hidden="true" />
          </AppLink>
        }
      >
        <LazyRouteMap
          shape={shape}
          stops={stops}
          label={`${line.lineCode} ${line.lineName}的线路地图，共${stops.length}站`}
        />
      </Section>
      <Section title={`途经站点（${stops.length}站）`}>
        <StopList stops={stops} firstDepartureTime={line.firstDepartureTime} />
      </Section>
      <Section title="发车时间">
        <DepartureTimes times={departureTimes} />
      </Section>
      <Section title="班次日历" testId="calendar-section">
        <ServiceCalendar key={lineId} lineId={lineId} days={calendar} pricing={line} />
      </Section>
      <BottomBar
        assemble={assemble}
        assembleCode={assembleCode}
        buyBar={<BuyBar line={line} access={userState.data} stations={readTripStations(window.location.search)} />}
      />
    </Page>
  );
};

/** line/line-info and the older /ydbus/line-info: everything about one line (?lineId=, and a route search's stations: lib/trip-stops). */
export const LineInfoPage = () => {
  const lineId = getIdParam('lineId');
  return lineId ? <LineInfo key={lineId} lineId={lineId} /> : <MissingLineParam />;
};
