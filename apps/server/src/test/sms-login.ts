import { sendSmsCode } from '@udian/contracts/endpoints/auth/send-sms-code';
import { endpointUrl } from '@udian/contracts/endpoint';
import { signRequest } from '@udian/contracts/sms-signature';
import type { Envelope } from '@udian/contracts/envelope';
import type { App } from '../http/app-instance';
import { clientHeaders } from './test-app';

/** What a client sends for a code: the query signed as SPEC section 5 says, with the endpoint's path. */
export const signedCodeQuery = (phoneNum: string, path: string = sendSmsCode.path, extra: Record<string, string> = {}) => {
  const payload = { phoneNum, type: 'sms', functionType: 'baseLogin', ...extra };
  return { ...payload, sign: signRequest(payload, path) };
};

export const requestCode = async (
  app: App,
  phoneNum: string,
  options: { headers?: Record<string, string>; path?: string; extra?: Record<string, string> } = {},
) => {
  const path = options.path ?? sendSmsCode.path;
  const response = await app.inject({
    method: 'GET',
    url: `${endpointUrl({ prefix: sendSmsCode.prefix, path: path as `/${string}` })}`,
    query: signedCodeQuery(phoneNum, path, options.extra),
    headers: { ...clientHeaders, ...options.headers },
  });
  return response.json<Envelope<{ resendAfterSeconds: number; expiresInSeconds: number }>>();
};

/** The newest code the console provider "sent" to this phone, read from the dev outbox. */
export const latestCode = async (app: App, phone: string): Promise<string> => {
  const response = await app.inject({ method: 'GET', url: '/dev/sms-outbox', query: { phone } });
  const body = response.json<Envelope<{ messages: { code: string }[] }>>();
  const code = body.data?.messages[0]?.code;
  if (!code) throw new Error(`no code in the dev outbox for ${phone}: ${response.body}`);
  return code;
};

export type LoginAnswer = Envelope<{ user: { userId: string; phoneNum: string }; token: string; centerToken: string; centerUid: string }>;

export const postLogin = async (app: App, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  (
    await app.inject({
      method: 'POST',
      url: '/ydbus-zuul/ydbus-auth/ydbus-auth/auth/sms/login',
      payload: body,
      headers: { ...clientHeaders, ...headers },
    })
  ).json<LoginAnswer>();

/** Asks for a code, reads it from the outbox and logs in: the whole SMS journey. */
export const loginBySms = async (app: App, phoneNum: string, headers: Record<string, string> = {}) => {
  const sent = await requestCode(app, phoneNum, { headers });
  if (sent.meta.code !== 1) throw new Error(`code request failed: ${JSON.stringify(sent.meta)}`);
  const login = await postLogin(app, { phoneNum, code: await latestCode(app, phoneNum) }, headers);
  if (login.meta.code !== 1 || !login.data) throw new Error(`login failed: ${JSON.stringify(login.meta)}`);
  const authHeaders = { ...clientHeaders, ...headers, token: login.data.token, userId: login.data.user.userId };
  return { login: login.data, headers: authHeaders };
};
