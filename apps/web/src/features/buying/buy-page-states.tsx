import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { HOME_PATH, LINE_INFO_PATH } from '../../app/page-paths';

export const BuyPageLoading = ({ label = '正在加载' }: { label?: string }) => (
  <Page>
    <SkeletonList rows={6} label={label} />
  </Page>
);

const homeLink = (
  <AppLink to={HOME_PATH} isReplace className={emptyActionClass}>
    返回首页
  </AppLink>
);

/** A link without the line (cut off when shared, typed by hand). */
export const MissingLine = () => (
  <Page>
    <EmptyState title="链接不完整" hint="链接中缺少线路信息，请从线路详情页进入购票" action={homeLink} />
  </Page>
);

/** A dropped connection can be retried; an answer (unknown or withdrawn line) will not change on retry. */
export const LoadFailure = ({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) => (
  <Page>
    {error instanceof ApiFailure && !error.isTransport ? (
      <EmptyState title={title} hint={error.message || '请返回首页查找其他线路'} action={homeLink} />
    ) : (
      <ErrorState onRetry={onRetry} />
    )}
  </Page>
);

/** A line that cannot be bought now: no departures, or no pair of stops to get on and off. */
export const NotOnSale = ({ lineId, hint }: { lineId: string; hint: string }) => (
  <Page>
    <EmptyState
      title="该线路暂不售票"
      hint={hint}
      action={
        <AppLink to={LINE_INFO_PATH} query={{ lineId }} isReplace className={emptyActionClass}>
          查看线路详情
        </AppLink>
      }
    />
  </Page>
);

/** The return trip asked for a line without one. */
export const NoReturnLine = ({ lineId }: { lineId: string }) => (
  <Page>
    <EmptyState
      title="该线路暂无返程线路"
      hint="这条线路没有对应的返程班车，您可以返回线路详情查看，或在首页搜索其他线路"
      action={
        <AppLink to={LINE_INFO_PATH} query={{ lineId }} isReplace className={emptyActionClass}>
          返回线路详情
        </AppLink>
      }
    />
  </Page>
);
