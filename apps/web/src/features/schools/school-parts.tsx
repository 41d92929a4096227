import { ApiFailure } from '../../api/query-result';
import { OFFLINE_TEXT } from '../../app/toast';
import { AppLink } from '../../components/app-link';
import { EmptyState, emptyActionClass } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { RESTUDY_ENTERPRISE_SEARCH_PATH } from '../../app/page-paths';
import type { RequestResult } from '../../api/request';
import styles from './schools.module.css';

/** What the school pages share: finding a school again, a failed load, a refusal in the server's words. */

export const findSchoolLink = (text = '选择学校') => (
  <AppLink to={RESTUDY_ENTERPRISE_SEARCH_PATH} className={emptyActionClass}>
    {text}
  </AppLink>
);

/** A refusal of the server is its words; a dropped connection offers a retry. */
export const LoadFailure = ({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) =>
  error instanceof ApiFailure && !error.isTransport ? (
    <EmptyState title={title} hint={error.message} action={findSchoolLink('重新选择学校')} />
  ) : (
    <ErrorState onRetry={onRetry} />
  );

/** The server's words for a failed call (its envelope's desc), else that the connection dropped. */
export const refusalText = (result: Exclude<RequestResult<unknown>, { ok: true }>): string =>
  'meta' in result ? result.meta.desc || `错误 ${result.meta.code}` : OFFLINE_TEXT;

export const Refusal = ({ text }: { text: string | null }) =>
  text ? (
    <p className={styles.refusal} role="alert">
      {text}
    </p>
  ) : null;

export const FieldError = ({ text }: { text: string | undefined }) =>
  text ? (
    <p className={styles.error} role="alert">
      {text}
    </p>
  ) : null;

export const RequiredMark = () => (
  <span className={styles.required} aria-hidden="true">
    *
  </span>
);
