import { thirdAppAuthBind, type ThirdAppAuthBindBody } from '@udian/contracts/endpoints/auth/third-app-auth-bind';
import { call } from '../../api/client';
import { saveLoginInfo } from '../../lib/login-info';
import { LOGGING_IN_TEXT, loginInfoFromBind } from '../../lib/login-responses';
import { toast } from '../../app/toast';

/**
 * Binds a host's ticket to the passenger's account (POST /user/v1/thirdAppAuthBind) and stores the login.
 * SPEC section 8: '登录中' while it runs; a refusal shows the server's desc as a failure toast (the request
 * helper's default). True when logged in.
 */
export const bindHostTicket = async (body: ThirdAppAuthBindBody): Promise<boolean> => {
  const closeLoading = toast.loading(LOGGING_IN_TEXT);
  const result = await call(thirdAppAuthBind, { body });
  closeLoading();
  if (!result.ok) return false;
  // A host login lasts as long as the host keeps the passenger logged in: keep it across visits.
  saveLoginInfo(loginInfoFromBind(result.data), { isPersistent: true });
  return true;
};
