import type { Demand } from '@udian/contracts/schemas/demand';
import { useLinkShare } from '../../components/use-link-share';
import { demandShareLinkOf } from './share-link';
import { windowText } from './demand-text';
import styles from './demand.module.css';

const shareTitle = (demand: Demand) => `同路通勤：${demand.from.name} → ${demand.to.name}`;
const shareText = (demand: Demand) => `${windowText(demand)}，一起来 +1，同路的人多了就能开通定制线路`;

/**
 * The demand's link with 复制链接, and sharing: in the messaging app its share menu (chat and timeline) is set
 * to this link through the JS-SDK and the page says where it is; elsewhere the system share sheet where there
 * is one. Everyone who sees the demand may pass it on.
 */
export const DemandShare = ({ demand }: { demand: Demand }) => {
  const link = demandShareLinkOf(demand.shareCode);
  const { isWechatShareSet, canShareSheet, copy, shareBySheet } = useLinkShare({
    title: shareTitle(demand),
    text: shareText(demand),
    link,
    copiedMessage: '链接已复制，快发给同路的同事吧',
  });

  return (
    <section className={styles.formCard} aria-label="分享需求">
      <h2 className={styles.cardTitle}>邀请同路的同事 +1</h2>
      <p className={styles.fieldNote}>同路的人越多，越容易开通线路。同事打开链接后点“同路 +1”即可。</p>
      <input
        className={styles.linkBox}
        data-testid="demand-share-link"
        aria-label="需求分享链接"
        type="url"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.primaryButton} onClick={() => void copy()}>
          复制链接
        </button>
        {canShareSheet && !isWechatShareSet ? (
          <button type="button" className={styles.secondaryButton} onClick={shareBySheet}>
            分享给同事
          </button>
        ) : null}
      </div>
      {isWechatShareSet ? <p className={styles.fieldNote}>点击右上角「···」，即可分享给微信好友或群聊</p> : null}
    </section>
  );
};
