import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { ENTERPRISE_LINE_PATH, HOME_PATH, LINE_INFO_PATH } from '../../app/page-paths';
import styles from './buying.module.css';

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

type BuyRefusedProps = {
  lineId: string;
  /** The server's words (line user state's refusal). */
  refusal: string | null;
  /** The group whose members may buy, to prove membership of; null for a phone-list line. */
  groupId: string | null;
};

/**
 * A line the passenger may not buy (decision 048): a group's line before they proved membership, or a
 * phone-list line they are not on. Nothing can be chosen; an enterprise's line leads to its 企业认证.
 */
export const BuyRefused = ({ lineId, refusal, groupId }: BuyRefusedProps) => (
  <Page>
    <EmptyState
      title={groupId ? '认证后可购票' : '暂不能购买该线路'}
      hint={refusal ?? '该线路仅限白名单用户购买'}
      action={
        <div className={styles.refusedActions}>
          {groupId ? (
            <AppLink to={ENTERPRISE_LINE_PATH} query={{ groupId }} className={emptyActionClass}>
              去认证
            </AppLink>
          ) : null}
          <AppLink to={LINE_INFO_PATH} query={{ lineId }} isReplace className={emptyActionClass}>
            查看线路详情
          </AppLink>
        </div>
      }
    />
  </Page>
);
