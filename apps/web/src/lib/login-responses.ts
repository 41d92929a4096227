import type { ThirdAppAuthBindData } from '@udian/contracts/endpoints/auth/third-app-auth-bind';
import type { LoginInfoData } from '@udian/contracts/schemas/accounts';
import type { LoginInfo } from './login-info';

/** SPEC section 8: the loading toast while a login (SMS, host or messaging app) runs. */
export const LOGGING_IN_TEXT = '登录中';

/** SMS, super-app and messaging-app logins answer LoginInfoData. */
export const loginInfoFromLogin = (data: LoginInfoData): LoginInfo => ({
  userId: data.user.userId,
  phoneNum: data.user.phoneNum,
  token: data.token,
  centerToken: data.centerToken,
  centerUid: data.centerUid,
});

/** The third-party bind answers uid, phoneNum and token (SPEC section 7); there is one account system. */
export const loginInfoFromBind = (data: ThirdAppAuthBindData): LoginInfo => ({
  userId: data.uid,
  phoneNum: data.phoneNum,
  token: data.token,
  centerToken: data.token,
  centerUid: data.uid,
});
