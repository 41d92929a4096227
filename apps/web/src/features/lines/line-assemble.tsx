import type { AssembleLine } from '@udian/contracts/schemas/assemble';
import { goToLogin } from '../../api/auth-failures';
import type { CustomLineInfo } from '../../api/queries/custom-line-info';
import { navigateTo } from '../../app/navigation';
import { BUY_TICKET_PATH, ORDER_DETAIL_PATH, POOL_PATH } from '../../app/page-paths';
import { getHref } from '../../app/paths';
import { AppLink } from '../../components/app-link';
import { pageStyles } from '../../components/page/page';
import { useLinkShare } from '../../components/use-link-share';
import { assembleProgressText } from '../../lib/assemble-text';
import { formatYuan } from '../../lib/format';
import { isLoggedIn } from '../../lib/login-info';
import { instantMs } from '../../lib/shanghai-time';
import { useIsPast } from '../../lib/use-is-past';
import { useJoinAssemble } from './api/join-assemble';
import { AssemblePanel } from './assemble-panel';
import { assembleShareLinkOf } from './share-line';
import styles from './assemble.module.css';
import lineStyles from './line-info.module.css';

export const assembleShareText = (assemble: AssembleLine): string =>
  `我正在参与定制线路 ${assemble.code} ${assemble.name} 的众筹，已有 ${assemble.committed}/${assemble.target} 人，一起来吧`;

/**
 * 分享众筹: in the messaging app its share menu is set to the crowdfund's link (the page says where it is);
 * elsewhere the system share sheet where there is one, else the link is copied.
 */
const AssembleShare = ({ assemble }: { assemble: AssembleLine }) => {
  const { isWechatShareSet, canShareSheet, copy, shareBySheet } = useLinkShare({
    title: `${assemble.code} ${assemble.name} 众筹中`,
    text: assembleShareText(assemble),
    link: assembleShareLinkOf(assemble.lineId, assemble.shareCode),
    copiedMessage: '众筹链接已复制，快发给同路的朋友吧',
  });
  return (
    <>
      <button
        type="button"
        className={pageStyles.ghostButton}
        onClick={() => (canShareSheet && !isWechatShareSet ? shareBySheet() : void copy())}
      >
        分享众筹
      </button>
      {isWechatShareSet ? <p className={styles.note}>点击右上角「···」，即可分享给微信好友或群聊</p> : null}
    </>
  );
};

/** A carpool's line (decision 051): its own page joins and shares it. */
const CarpoolLink = ({ assemble, className }: { assemble: AssembleLine; className?: string }) => (
  <AppLink to={POOL_PATH} query={{ id: assemble.id }} className={className}>
    {assemble.status === 'gathering' ? '加入拼车' : '查看拼车'}
  </AppLink>
);

/** line-info's crowdfund: the panel, and while it gathers the way to pass it on (a carpool: its page). */
export const LineAssemble = ({ info }: { info: CustomLineInfo }) => {
  const { assemble } = info;
  if (assemble.kind === 'carpool') return <AssemblePanel assemble={assemble}><CarpoolLink assemble={assemble} className={pageStyles.ghostButton} /></AssemblePanel>;
  return <AssemblePanel assemble={assemble}>{assemble.status === 'gathering' ? <AssembleShare assemble={assemble} /> : null}</AssemblePanel>;
};

/**
 * The bottom bar of a gathering crowdfund, instead of the single-day 购票: 参与众筹 with one rider's period
 * total. It logs in first, joins (POST /customLine/share/join) and opens the buying page, which sees the line
 * gathering and buys its whole first period. A passenger who paid is told so, with their order.
 */
export const AssembleBar = ({ info, assembleCode }: { info: CustomLineInfo; assembleCode: string | null }) => {
  const { assemble, me } = info;
  const join = useJoinAssemble();
  const isPast = useIsPast(instantMs(assemble.deadline));
  if (assemble.kind === 'carpool') {
    return (
      <div className={lineStyles.buyBar} data-testid="assemble-bar">
        <span className={styles.barProgress}>{assembleProgressText(assemble.committed, assemble.target)}</span>
        <div className={lineStyles.buyAction}>
          <CarpoolLink assemble={assemble} className={pageStyles.primaryButton} />
        </div>
      </div>
    );
  }
  const onJoin = () => {
    // Joining belongs to an account; the login page brings the passenger back here.
    if (!isLoggedIn()) {
      goToLogin();
      return;
    }
    join.mutate(assembleCode ?? assemble.shareCode, {
      onSuccess: ({ plan }) => navigateTo(getHref(BUY_TICKET_PATH, { lineId: plan.lineId })),
    });
  };
  return (
    <div className={lineStyles.buyBar} data-testid="assemble-bar">
      <span className={styles.barProgress}>{assembleProgressText(assemble.committed, assemble.target)}</span>
      <div className={lineStyles.buyAction}>
        {me?.state === 'committed' ? (
          <div className={styles.committed}>
            <span className={styles.committedText}>您已参与，待成团</span>
            {me.orderNo ? (
              <AppLink to={ORDER_DETAIL_PATH} query={{ orderNo: me.orderNo }} className={pageStyles.ghostButton}>
                查看订单
              </AppLink>
            ) : null}
          </div>
        ) : isPast ? (
          <button type="button" className={pageStyles.primaryButton} disabled>
            众筹已截止
          </button>
        ) : (
          <>
            <button type="button" className={pageStyles.primaryButton} disabled={join.isPending} onClick={onJoin}>
              参与众筹 ¥{formatYuan(assemble.periodCents)}
            </button>
            {me?.state === 'joined' ? <span className={lineStyles.buyHint}>您已报名，支付首期车费后即参与成功</span> : null}
          </>
        )}
      </div>
    </div>
  );
};
