import type { Carpool, CarpoolMe, CarpoolPlan } from '@udian/contracts/schemas/carpool';
import { goToLogin } from '../../api/auth-failures';
import { navigateTo } from '../../app/navigation';
import { BUY_TICKET_PATH, MY_POOL_PATH, ORDER_DETAIL_PATH, POOL_PATH, TICKET_INFO_PATH } from '../../app/page-paths';
import { getHref } from '../../app/paths';
import { AppLink } from '../../components/app-link';
import { pageStyles } from '../../components/page/page';
import { useLinkShare } from '../../components/use-link-share';
import { assembleProgressPercent } from '../../lib/assemble-text';
import { formatYuan } from '../../lib/format';
import { isLoggedIn } from '../../lib/login-info';
import { useJoinCarpool } from './api/carpools';
import { CarpoolRoute, statusClass } from './carpool-card';
import {
  carpoolDeadlineText,
  carpoolEndedText,
  carpoolMyStateText,
  carpoolPriceText,
  carpoolProgressText,
  carpoolRideText,
  carpoolSeatsText,
  carpoolStatusText,
} from './carpool-text';
import styles from './carpool.module.css';

/** The carpool's own link, to send to people going the same way. */
const shareLinkOf = (id: string): string => `${window.location.origin}${getHref(POOL_PATH, { id })}`;

const Share = ({ carpool }: { carpool: Carpool }) => {
  const { isWechatShareSet, canShareSheet, copy, shareBySheet } = useLinkShare({
    title: `拼车 ${carpool.from.name} → ${carpool.to.name}`,
    text: `${carpoolRideText(carpool)}，${carpoolProgressText(carpool)}，一起拼车吧`,
    link: typeof window === 'undefined' ? '' : shareLinkOf(carpool.id),
    copiedMessage: '拼车链接已复制，快发给同路的朋友吧',
  });
  return (
    <>
      <button type="button" className={pageStyles.ghostButton} onClick={() => (canShareSheet && !isWechatShareSet ? shareBySheet() : void copy())}>
        分享拼车
      </button>
      {isWechatShareSet ? <p className={styles.hint}>点击右上角「···」，即可分享给微信好友或群聊</p> : null}
    </>
  );
};

/** 加入拼车: log in first, join (the carpool's guards), then the ordinary cashier for its one departure. */
const JoinButton = ({ carpool, label }: { carpool: Carpool; label: string }) => {
  const join = useJoinCarpool();
  const onJoin = () => {
    if (!isLoggedIn()) {
      goToLogin();
      return;
    }
    join.mutate(carpool.id, { onSuccess: ({ plan }) => navigateTo(getHref(BUY_TICKET_PATH, { lineId: plan.lineId })) });
  };
  return (
    <button type="button" className={pageStyles.primaryButton} disabled={join.isPending} onClick={onJoin}>
      {label} ¥{formatYuan(carpool.priceCents)}/座
    </button>
  );
};

/** My part: started or joined, paid, refunded; my tickets with their ride codes once it runs. */
const MyPart = ({ carpool, me }: { carpool: Carpool; me: CarpoolMe }) => {
  const state = carpoolMyStateText(me);
  if (!me.isStarter && state === null) return null;
  return (
    <section className={styles.mine} aria-label="我的拼车" data-testid="carpool-mine">
      <h2 className={styles.mineTitle}>我的拼车</h2>
      <p className={styles.head}>
        {me.isStarter ? <span className={styles.tag}>我发起的</span> : null}
        {state ? (
          <span className={`${styles.tag} ${me.state === 'joined' ? styles.tagAttention : ''}`} data-testid="carpool-my-state">
            {state}
          </span>
        ) : null}
      </p>
      {me.state === 'committed' && carpool.status === 'gathering' ? <p className={styles.hint}>已支付，满 {carpool.minimum} 人即成行；截止时未成行将全额退款。</p> : null}
      {me.state === 'refunded' ? <p className={styles.hint}>已支付的 ¥{formatYuan(me.refundedCents)} 已全额原路退回。</p> : null}
      {me.state === 'joined' && me.orderNo ? <p className={styles.hint}>您有一笔待支付的订单，支付后即占座。</p> : null}
      {me.ticketIds.length > 0 && carpool.status === 'opened' ? (
        <ul className={styles.tickets} aria-label="我的车票">
          {me.ticketIds.map((ticketId, i) => (
            <li key={ticketId}>
              <AppLink to={TICKET_INFO_PATH} query={{ ticketId }} className={pageStyles.ghostButton}>
                {me.ticketIds.length > 1 ? `车票 ${i + 1} · 乘车码` : '查看车票和乘车码'}
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
      {me.orderNo ? (
        <div className={styles.actions}>
          <AppLink to={ORDER_DETAIL_PATH} query={{ orderNo: me.orderNo }} className={pageStyles.ghostButton}>
            {me.state === 'joined' ? '去支付' : '查看订单'}
          </AppLink>
          <AppLink to={MY_POOL_PATH} className={pageStyles.ghostButton}>
            我的拼车
          </AppLink>
        </div>
      ) : null}
    </section>
  );
};

type CarpoolViewProps = { carpool: Carpool; plan: CarpoolPlan | null; me: CarpoolMe | null };

/**
 * One carpool (decision 051): its status, route, ride, fare, seats, progress to its minimum and deadline; what
 * became of it once it ended; my part; and the way to join (a seat through the cashier) and to pass it on.
 */
export const CarpoolView = ({ carpool, plan, me }: CarpoolViewProps) => {
  const ended = carpoolEndedText(carpool);
  // Seats matter while it gathers or runs; a failed or closed one has none to offer.
  const isLive = carpool.status === 'gathering' || carpool.status === 'opened';
  const hasOrder = me !== null && (me.state === 'committed' || (me.state === 'joined' && me.orderNo !== null));
  return (
    <>
      <section className={styles.panel} aria-label="拼车详情" data-testid="carpool-panel">
        <p className={styles.head}>
          <span className={`${styles.status} ${statusClass[carpool.status] ?? ''}`} data-testid="carpool-status">
            {carpoolStatusText(carpool)}
          </span>
          <span className={styles.tag}>拼车 {carpool.code}</span>
        </p>
        <div className={styles.progress}>
          <CarpoolRoute carpool={carpool} />
        </div>
        <dl className={styles.facts}>
          <dt>出发</dt>
          <dd data-testid="carpool-ride">{carpoolRideText(carpool)}</dd>
          <dt>票价</dt>
          <dd className={styles.price}>{carpoolPriceText(carpool)}</dd>
          {isLive ? (
            <>
              <dt>座位</dt>
              <dd>{carpoolSeatsText(carpool)}</dd>
            </>
          ) : null}
          <dt>报名</dt>
          <dd>{carpoolDeadlineText(carpool)}</dd>
        </dl>
        <div className={styles.progress}>
          <p className={styles.meta} data-testid="carpool-progress">
            {carpoolProgressText(carpool)}
          </p>
          {carpool.status === 'gathering' ? (
            <div className={styles.bar} role="progressbar" aria-label="成行进度" aria-valuemin={0} aria-valuemax={carpool.minimum} aria-valuenow={Math.min(carpool.committed, carpool.minimum)}>
              <span className={styles.barFill} style={{ width: `${assembleProgressPercent(carpool.committed, carpool.minimum)}%` }} />
            </div>
          ) : null}
        </div>
        {ended ? (
          <p className={styles.ended} data-testid="carpool-ended">
            {ended}
          </p>
        ) : (
          <p className={styles.hint}>满 {carpool.minimum} 人即成行，车票生效；截止时未满将自动全额退款。</p>
        )}
      </section>
      {me ? <MyPart carpool={carpool} me={me} /> : null}
      <div className={styles.actions}>
        {plan && !hasOrder ? <JoinButton carpool={carpool} label={me?.isStarter ? '支付我的座位' : '加入拼车'} /> : null}
        {carpool.isJoinable ? <Share carpool={carpool} /> : null}
      </div>
    </>
  );
};
