import { myLines, type MyLinesBody } from '@udian/contracts/endpoints/lines/my-lines';
import { saveLineList } from '../../lib/common-store';
import { getLoginInfo } from '../../lib/login-info';
import { call } from '../client';

/** The first page, as the user centre's 常用线路 shows it. */
export const USER_CENTER_LINES_PAGE: MyLinesBody = { pageNum: 1, pageSize: 5 };

let latest = 0;

/**
 * The commonStore's fetch (SPEC section 4): calls the list endpoint (POST /base/path/page, decision 059) and
 * saves its lines as lineList, as they came. Only the latest of overlapping fetches saves. A visitor has no
 * lines: the list is emptied without a call, so a passenger who logged out leaves none behind. A failure
 * keeps the list there was (the user centre is no place for an error toast about a side list).
 */
export const fetchLineList = async (body: MyLinesBody = USER_CENTER_LINES_PAGE): Promise<void> => {
  latest += 1;
  const mine = latest;
  if (!getLoginInfo()) {
    saveLineList([]);
    return;
  }
  const result = await call(myLines, { body }, { failureToast: 'none' });
  if (mine !== latest || !result.ok) return;
  saveLineList(result.data.lines);
};
