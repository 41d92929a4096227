import { hostLoginConfig, type HostLoginConfigData } from '@udian/contracts/endpoints/auth/host-login-config';
import { call } from '../../api/client';

let pending: Promise<HostLoginConfigData | null> | undefined;

/** The host app ids (server configuration), fetched once per page load; null when the call failed. */
export const loadHostLoginConfig = (): Promise<HostLoginConfigData | null> => {
  pending ??= call(hostLoginConfig, {}, { failureToast: 'none' }).then((result) => {
    if (result.ok) return result.data;
    pending = undefined;
    return null;
  });
  return pending;
};
