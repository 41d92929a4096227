import { getIdParam } from '../../app/query-params';
import { RequireLogin } from '../../components/require-login';
import { useLoginInfo } from '../../lib/use-login-info';
import { BuyPass } from './buy-pass';
import { MyPasses } from './my-passes';
import { PassDetail } from './pass-detail';
import { readKind, readOrderNo } from './pass-format';

const PeriodPass = () => {
  const login = useLoginInfo();
  const search = window.location.search;
  const orderNo = readOrderNo(search);
  const lineId = getIdParam('lineId');
  const kind = readKind(search);
  if (!login) return null;
  if (orderNo) return <PassDetail key={orderNo} userId={login.userId} orderNo={orderNo} />;
  if (lineId && kind) return <BuyPass key={`${lineId}:${kind}`} userId={login.userId} lineId={lineId} kind={kind} />;
  return <MyPasses userId={login.userId} />;
};

/**
 * period-detail (周期票, decision 050): ?orderNo= one pass with its days (已乘车, 待乘车 with the day's ride code,
 * 已退票, 未乘车), the rides used and the refund of the days left, the quote first; ?lineId=&kind= buying a line's
 * pass from its page; neither, my passes (the more page's 周期票).
 */
export const PeriodDetailPage = () => (
  <RequireLogin>
    <PeriodPass />
  </RequireLogin>
);
