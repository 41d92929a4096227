import { SMS_RESEND_SECONDS } from '@udian/contracts/account-rules';
import { useState } from 'react';
import { useSendSmsCode } from '../../api/queries/sms-code';
import { toast } from '../../app/toast';
import { validateLogin, validatePhone, type LoginErrors } from '../../lib/login-rules';
import { useSecondsCountdown } from '../../lib/use-seconds-countdown';

/**
 * The state of a phone + SMS code form (SPEC sections 4, 5), for the login page and the invitation's landing
 * page alike: the fields, the agreement, their errors, and the code sent with its 60 s resend countdown.
 * The form around it keeps its own submit: validate() first, then its own call with phone and code trimmed.
 */
export const useSmsCodeFields = () => {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [isAgreed, setIsAgreed] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [hasSent, setHasSent] = useState(false);
  const countdown = useSecondsCountdown(SMS_RESEND_SECONDS);
  const sendCode = useSendSmsCode();

  const onSendCode = () => {
    const phoneError = validatePhone(phone);
    setErrors((current) => ({ ...current, phone: phoneError ?? undefined }));
    if (phoneError || countdown.isRunning || sendCode.isPending) return;
    sendCode.mutate(phone.trim(), {
      onSuccess: () => {
        setHasSent(true);
        countdown.start();
        toast.success('验证码已发送');
      },
    });
  };

  /** Shows every problem of the fields at once; true when there is none and the form may be sent. */
  const validate = (): boolean => {
    const found = validateLogin({ phone, code, isAgreed });
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  return { phone, setPhone, code, setCode, isAgreed, setIsAgreed, errors, hasSent, countdown, sendCode, onSendCode, validate };
};

export type SmsCodeFieldsState = ReturnType<typeof useSmsCodeFields>;
