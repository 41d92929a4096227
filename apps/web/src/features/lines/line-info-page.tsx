import { RightOutline } from 'antd-mobile-icons';
import { getIdParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { LazyRouteMap } from '../../components/map/lazy-route-map';
import { Page, Section } from '../../components/page/page';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { readTripStations } from '../../lib/trip-stops';
import { LINE_ETA_PATH } from '../../app/page-paths';
import { useLineDetail } from '../../api/queries/line-detail';
import { useLineUserState } from './api/line-user-state';
import { BuyBar } from './buy-bar';
import { DepartureTimes } from './departure-times';
import { LineActions } from './line-actions';
import { LineHeader } from './line-header';
import { LineLoadFailure, MissingLineParam } from './line-page-states';
import { ServiceCalendar } from './service-calendar';
import styles from './line-info.module.css';
import { StopList } from './stop-list';

const LineInfo = ({ lineId }: { lineId: string }) => {
  const detail = useLineDetail(lineId);
  // The passenger's own state, asked only when logged in; the page does not wait for it.
  const userState = useLineUserState(lineId);
  if (detail.isPending) {
    return (
      <Page>
        <SkeletonList rows={5} label="正在加载线路" />
      </Page>
    );
  }
  if (detail.isError) {
    return (
      <Page>
        <LineLoadFailure error={detail.error} onRetry={() => void detail.refetch()} />
      </Page>
    );
  }
  const { line, stops, shape, departureTimes, calendar } = detail.data;
  // A visitor may buy any line that is not white-listed; logging in may unlock one that is.
  const canBuy = userState.data?.canBuy ?? !line.isWhiteList;
  return (
    <Page hasBottomBar>
      <LineHeader line={line} />
      <LineActions detail={detail.data} isCollected={userState.data?.isCollected ?? false} />
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
        <ServiceCalendar key={lineId} lineId={lineId} days={calendar} />
      </Section>
      <BuyBar line={line} canBuy={canBuy} stations={readTripStations(window.location.search)} />
    </Page>
  );
};

/** line/line-info and the older /ydbus/line-info: everything about one line (?lineId=, and a route search's stations: lib/trip-stops). */
export const LineInfoPage = () => {
  const lineId = getIdParam('lineId');
  return lineId ? <LineInfo key={lineId} lineId={lineId} /> : <MissingLineParam />;
};
