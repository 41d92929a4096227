import { getBasePath, getHref } from '../../app/paths';
import { getQueryParam } from '../../app/query-params';
import { copyText } from '../../lib/clipboard';
import { formatRoute } from '../../lib/line-summary';
import { toast } from '../../app/toast';
import { LINE_GROUP_SHARE_PATH, LINE_INFO_SHARE_PATH } from '../../app/page-paths';

type SharedLine = { lineId: string; lineCode: string; lineName: string; startStationName: string; endStationName: string };

const absolute = (href: string): string => new URL(href, window.location.origin).href;

/** The page a friend opens from a shared line: it renders without login and leads to the line. */
export const lineShareUrl = (lineId: string): string => absolute(getHref(LINE_INFO_SHARE_PATH, { lineId }));

/** The page a friend opens from several lines shared at once (a line and its return line). */
export const lineGroupShareUrl = (lineIds: readonly string[]): string => absolute(getHref(LINE_GROUP_SHARE_PATH, { lineIds: lineIds.join(',') }));

/** A crowdfund share's code: 10 letters and digits (the contract's AssembleShareCode). */
export const ASSEMBLE_CODE_PATTERN = /^[0-9A-Za-z]{10}$/;

/** The page's `?assembleCode=` when it is a crowdfund's code; anything else is no crowdfund link. */
export const readAssembleCode = (): string | null => {
  const code = getQueryParam('assembleCode');
  return code !== null && ASSEMBLE_CODE_PATTERN.test(code) ? code : null;
};

/**
 * The link a friend opens from a shared crowdfund: line-group-share with the line and the crowdfund's code, on
 * this origin. Written without the host's parameters that getHref adds in the super-app: the friend's browser
 * is not the sharer's host.
 */
export const assembleShareLinkOf = (lineId: string, shareCode: string, origin: string = window.location.origin): string =>
  `${origin}${getBasePath()}${LINE_GROUP_SHARE_PATH}.html?${new URLSearchParams({ lineIds: lineId, assembleCode: shareCode }).toString()}`;

/**
 * The system share sheet where the browser has one; otherwise the link is copied. A passenger closing the
 * share sheet is not a failure and gets no toast.
 */
export const shareLink = async ({ title, text, url }: { title: string; text: string; url: string }): Promise<void> => {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Refused (not allowed here): fall back to copying.
    }
  }
  if (await copyText(url)) toast.success('分享链接已复制，快发给好友吧');
  else toast.info(`请长按复制链接分享：${url}`);
};

/** Shares one line: its code, name and route, and the page its link opens. */
export const shareLine = (line: SharedLine): Promise<void> => {
  const title = `${line.lineCode} ${line.lineName}`;
  return shareLink({ title, text: `${title}：${formatRoute(line)}`, url: lineShareUrl(line.lineId) });
};
