import { Page } from '../../components/page/page';
import { RequireLogin } from '../../components/require-login';
import { TabBar } from '../../components/tab-bar/tab-bar';
import { SUGGESTION_PATH } from '../../app/page-paths';
import { getIdParam, getQueryParam } from '../../app/query-params';
import { useLoginInfo } from '../../lib/use-login-info';
import { SuggestionForm } from './suggestion-form';
import { MySuggestions, SuggestionDetail } from './suggestion-views';
import styles from './suggestions.module.css';

const TABS = [
  { key: 'form', label: '我要反馈' },
  { key: 'mine', label: '我的反馈' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const Suggestions = () => {
  const login = useLoginInfo();
  const suggestionId = getIdParam('suggestionId');
  const tab: TabKey = getQueryParam('tab') === 'mine' ? 'mine' : 'form';
  if (!login) return null;
  if (suggestionId) return <SuggestionDetail userId={login.userId} suggestionId={suggestionId} />;
  return (
    <>
      <TabBar tabs={TABS} active={tab} path={SUGGESTION_PATH} label="投诉建议" />
      {tab === 'form' ? (
        <>
          <p className={styles.intro}>司机服务、车辆环境、准点与线路、购票退款等问题，或对产品的建议，都可以告诉我们。客服处理后会在“我的反馈”中回复您。</p>
          <SuggestionForm userId={login.userId} />
        </>
      ) : (
        <MySuggestions userId={login.userId} />
      )}
    </>
  );
};

/**
 * suggestion (投诉建议, decision 057): a logged-in passenger's complaint or suggestion with up to three photos
 * (?tab=form), their submissions with state and replies (?tab=mine), one of them (?suggestionId=).
 */
export const SuggestionPage = () => (
  <RequireLogin>
    <Page title={getIdParam('suggestionId') ? '反馈详情' : undefined}>
      <Suggestions />
    </Page>
  </RequireLogin>
);
