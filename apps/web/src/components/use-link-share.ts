import { useEffect, useState } from 'react';
import { getBasePath } from '../app/paths';
import { toast } from '../app/toast';
import { copyText } from '../lib/clipboard';
import { setWechatShare } from '../platform/wechat-share';

export type LinkShare = { title: string; text: string; link: string; copiedMessage: string };

/**
 * Sharing a link of ours: in the messaging app its share menu (chat and timeline) is set to the link through
 * the JS-SDK (isWechatShareSet: the page says where the menu is); elsewhere the system share sheet where there
 * is one (canShareSheet); and copying, with `copiedMessage` said when it worked. The share card shows the
 * app's icon on this origin.
 */
export const useLinkShare = ({ title, text, link, copiedMessage }: LinkShare) => {
  const [isWechatShareSet, setWechatShareSet] = useState(false);
  // Known only in the browser: the server's render has no share sheet, and hydration must match it.
  const [canShareSheet, setCanShareSheet] = useState(false);

  useEffect(() => {
    setCanShareSheet(typeof navigator.share === 'function');
    let isCurrent = true;
    void setWechatShare({ title, desc: text, link, imgUrl: `${window.location.origin}${getBasePath()}/favicon.svg` })
      .then((isSet) => isCurrent && setWechatShareSet(isSet))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [title, text, link]);

  return {
    isWechatShareSet,
    canShareSheet,
    copy: async () => {
      if (await copyText(link)) toast.success(copiedMessage);
      else toast.info('复制失败，请长按链接手动复制');
    },
    shareBySheet: () => {
      navigator.share({ title, text, url: link }).catch(() => undefined);
    },
  };
};
