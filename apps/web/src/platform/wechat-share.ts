import { getHostContext } from './host-context';
import type { WechatShareData } from './host-bridge';

export type ShareCard = Omit<WechatShareData, 'success'>;

/**
 * Sets what the messaging app's own share menu (to a chat, to the timeline) sends from this page. The JS-SDK
 * cannot open the share itself: the passenger shares from the menu, so the page says where. Resolves true
 * once set, false outside the messaging app or when the SDK is not available.
 */
export const setWechatShare = async (card: ShareCard): Promise<boolean> => {
  if (getHostContext().host !== 'wechat') return false;
  const { getWechatSdk } = await import('./wechat-js-sdk');
  const wx = await getWechatSdk();
  if (!wx?.updateAppMessageShareData || !wx.updateTimelineShareData) return false;
  wx.updateAppMessageShareData(card);
  wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
  return true;
};
