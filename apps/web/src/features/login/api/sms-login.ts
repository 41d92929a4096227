import { smsLogin, type SmsLoginBody } from '@udian/contracts/endpoints/auth/sms-login';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/client';
import { unwrap } from '../../../api/query-result';

type SmsLoginInput = Pick<SmsLoginBody, 'phoneNum' | 'code' | 'isPersistent' | 'wechatBindTicket'>;

/** Logs in (or signs up) with phone and code; a refusal is toasted with the server's text by the helper. */
export const useSmsLogin = () =>
  useMutation({ mutationFn: (body: SmsLoginInput) => call(smsLogin, { body }).then(unwrap) });
