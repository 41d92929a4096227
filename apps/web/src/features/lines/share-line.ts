import { getHref } from '../../app/paths';
import { copyText } from '../../lib/clipboard';
import { formatRoute } from '../../lib/line-summary';
import { toast } from '../../app/toast';
import { LINE_SHARE_PATH } from '../../app/page-paths';

type SharedLine = { lineId: string; lineCode: string; lineName: string; startStationName: string; endStationName: string };

/** The page a shared link opens: it renders without login and leads to the line. */
export const lineShareUrl = (lineId: string): string => new URL(getHref(LINE_SHARE_PATH, { lineId }), window.location.origin).href;

/**
 * The system share sheet where the browser has one; otherwise the link is copied. A passenger closing the
 * share sheet is not a failure and gets no toast.
 */
export const shareLine = async (line: SharedLine): Promise<void> => {
  const url = lineShareUrl(line.lineId);
  const title = `${line.lineCode} ${line.lineName}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text: `${title}：${formatRoute(line)}`, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Refused (not allowed here): fall back to copying.
    }
  }
  if (await copyText(url)) toast.success('分享链接已复制，快发给好友吧');
  else toast.info(`请长按复制链接分享：${url}`);
};
