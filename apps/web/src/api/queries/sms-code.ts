import { sendSmsCode } from '@udian/contracts/endpoints/auth/send-sms-code';
import { signRequest } from '@udian/contracts/sms-signature';
import { useMutation } from '@tanstack/react-query';
import { call } from '../client';
import { unwrap } from '../query-result';

/**
 * The SMS login code, sent for the login page and the invitation's landing page alike. SPEC section 5: the
 * query is signed over every other key as sent, with the call's own path.
 */
export const signedSmsQuery = (phoneNum: string) => {
  const payload = { phoneNum, type: 'sms', functionType: 'baseLogin' } as const;
  return { ...payload, sign: signRequest(payload, sendSmsCode.path) };
};

/** Sends a login code; a refusal (limits, a bad number) is toasted with the server's text by the helper. */
export const useSendSmsCode = () =>
  useMutation({ mutationFn: (phoneNum: string) => call(sendSmsCode, { query: signedSmsQuery(phoneNum) }).then(unwrap) });
