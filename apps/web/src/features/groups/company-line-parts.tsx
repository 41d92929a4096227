import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { COMPANY_LINE_PATH, LINE_INFO_PATH } from '../../app/page-paths';
import { OFFLINE_TEXT } from '../../app/toast';
import styles from './company-lines.module.css';

/** What the company-line pages share: their empty and failed states, and a refusal in the server's words. */

const listLink = (
  <AppLink to={COMPANY_LINE_PATH} isReplace className={emptyActionClass}>
    查看园区班车
  </AppLink>
);

/** A link without its line. */
export const MissingLine = () => <EmptyState title="链接不完整" hint="链接中缺少线路信息，请从园区班车列表选择" action={listLink} />;

/** The line or the city's company lines could not be read: an unknown line says so, a dropped connection offers a retry. */
export const LineFailure = ({ error, onRetry }: { error: unknown; onRetry: () => void }) =>
  error instanceof ApiFailure && !error.isTransport ? (
    <EmptyState title="线路不存在" hint={error.message || '请从园区班车列表重新选择'} action={listLink} />
  ) : (
    <ErrorState onRetry={onRetry} />
  );

/** A line that is not (or no longer) a running company line: its own page may still tell about it. */
export const NotCompanyLine = ({ lineId }: { lineId: string }) => (
  <EmptyState
    title="该线路不是园区班车"
    hint="它可能已停运，或是一条普通线路"
    action={
      <AppLink to={LINE_INFO_PATH} query={{ lineId }} isReplace className={emptyActionClass}>
        查看线路
      </AppLink>
    }
  />
);

/** The server's words for a refusal (its envelope's desc), else that the connection dropped. */
export const refusalOf = (error: unknown): string => (error instanceof ApiFailure && !error.isTransport ? error.message : OFFLINE_TEXT);

export const Refusal = ({ text }: { text: string | null }) =>
  text ? (
    <p className={styles.refusal} role="alert">
      {text}
    </p>
  ) : null;
