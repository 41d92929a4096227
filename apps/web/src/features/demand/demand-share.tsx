import type { Demand } from '@udian/contracts/schemas/demand';
import { useEffect, useState } from 'react';
import { getBasePath } from '../../app/paths';
import { toast } from '../../app/toast';
import { copyText } from '../../lib/clipboard';
import { setWechatShare } from '../../platform/wechat-share';
import { demandShareLinkOf } from './share-link';
import { windowText } from './demand-text';
import styles from './demand.module.css';

const shareTitle = (demand: Demand) => `同路通勤：${demand.from.name} → ${demand.to.name}`;
const shareText = (demand: Demand) => `${windowText(demand)}，一起来 +1，同路的人多了就能开通定制线路`;

/** The app's icon, on this origin, for the share card. */
const shareIcon = () => `${window.location.origin}${getBasePath()}/favicon.svg`;

/**
 * The demand's link with 复制链接, and sharing: in the messaging app its share menu (chat and timeline) is set
 * to this link through the JS-SDK and the page says where it is; elsewhere the system share sheet where there
 * is one. Everyone who sees the demand may pass it on.
 */
export const DemandShare = ({ demand }: { demand: Demand }) => {
  const link = demandShareLinkOf(demand.shareCode);
  const [isWechatShareSet, setWechatShareSet] = useState(false);
  // Known only in the browser: the server's render has no share sheet, and hydration must match it.
  const [canShareSheet, setCanShareSheet] = useState(false);

  useEffect(() => {
    setCanShareSheet(typeof navigator.share === 'function');
    let isCurrent = true;
    void setWechatShare({ title: shareTitle(demand), desc: shareText(demand), link, imgUrl: shareIcon() })
      .then((isSet) => isCurrent && setWechatShareSet(isSet))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [demand, link]);

  const onCopy = async () => {
    if (await copyText(link)) toast.success('链接已复制，快发给同路的同事吧');
    else toast.info('复制失败，请长按链接手动复制');
  };
  const onShare = () => {
    navigator.share({ title: shareTitle(demand), text: shareText(demand), url: link }).catch(() => undefined);
  };

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
        <button type="button" className={styles.primaryButton} onClick={() => void onCopy()}>
          复制链接
        </button>
        {canShareSheet && !isWechatShareSet ? (
          <button type="button" className={styles.secondaryButton} onClick={onShare}>
            分享给同事
          </button>
        ) : null}
      </div>
      {isWechatShareSet ? <p className={styles.fieldNote}>点击右上角「···」，即可分享给微信好友或群聊</p> : null}
    </section>
  );
};
