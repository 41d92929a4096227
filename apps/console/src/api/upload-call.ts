import type { Endpoint, EndpointData } from '@udian/contracts/endpoint';
import { endpointUrl } from '@udian/contracts/endpoint';
import { errorCatalogue, MetaCode } from '@udian/contracts/meta-codes';
import { CSRF_HEADER } from '@udian/contracts/operator-roles';
import { navigate } from '../app/router';
import { ApiError, NETWORK_FAILURE_CODE } from './api-error';
import { LOGIN_PATH } from './client';
import { getCsrfToken } from './session';

/** A file upload may take longer than a JSON call's 20 s on a slow line. */
const UPLOAD_TIMEOUT_MS = 120_000;

type Envelope = { data: unknown; meta: { code: number; desc: string } };

/**
 * call() for an endpoint whose body is a file sent raw (the GTFS zip): the file's bytes as the body with its
 * content type, the session's CSRF token, and the envelope read as call() reads it (ApiError with the Chinese
 * desc; 4001 sends the operator to sign in).
 */
export const uploadFile = async <E extends Endpoint>(endpoint: E, file: Blob, contentType = 'application/zip'): Promise<EndpointData<E>> => {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': contentType };
  const csrfToken = getCsrfToken();
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  const timeout = AbortSignal.timeout(UPLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint), { method: 'POST', credentials: 'same-origin', headers, body: file, signal: timeout });
  } catch {
    throw new ApiError(NETWORK_FAILURE_CODE, timeout.aborted ? '上传超时，请检查网络后重试' : '网络异常，请检查网络后重试');
  }
  const body = (await response.json().catch(() => undefined)) as Envelope | undefined;
  if (typeof body?.meta?.code !== 'number') throw new ApiError(NETWORK_FAILURE_CODE, `服务暂时不可用（HTTP ${response.status}），请稍后重试`);
  if (body.meta.code === MetaCode.ok && response.ok) return body.data as EndpointData<E>;
  if (body.meta.code === errorCatalogue.operatorNotLoggedIn.code) navigate(LOGIN_PATH, { isReplace: true });
  throw new ApiError(body.meta.code, body.meta.desc || `操作失败（${body.meta.code}）`);
};
