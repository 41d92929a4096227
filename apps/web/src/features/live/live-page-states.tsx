import { ApiFailure } from '../../api/query-result';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { Page } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { HOME_PATH } from '../../app/page-paths';

const homeButton = (
  <button type="button" className={emptyActionClass} onClick={() => navigateTo(getHref(HOME_PATH), { isReplace: true })}>
    返回首页
  </button>
);

/** A link without the line (cut off when shared, typed by hand). */
export const MissingLiveLineParam = () => (
  <Page>
    <EmptyState title="链接不完整" hint="链接中缺少线路信息，请返回首页重新查找线路" action={homeButton} />
  </Page>
);

/** A dropped connection can be retried; an unknown or withdrawn line will not change on retry. */
export const LiveLoadFailure = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => (
  <Page>
    {error instanceof ApiFailure && !error.isTransport ? (
      <EmptyState title="线路不存在或已停运" hint={error.message || '请返回首页查找其他线路'} action={homeButton} />
    ) : (
      <ErrorState onRetry={onRetry} />
    )}
  </Page>
);
