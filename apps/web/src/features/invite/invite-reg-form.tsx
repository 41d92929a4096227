import type { InviteRegisterData } from '@udian/contracts/endpoints/activity/invite-activity';
import type { FormEvent } from 'react';
import { SmsCodeFields } from '../../components/sms-code-fields/sms-code-fields';
import { useSmsCodeFields } from '../../components/sms-code-fields/use-sms-code-fields';
import { saveLoginInfo } from '../../lib/login-info';
import { LOGGING_IN_TEXT, loginInfoFromLogin } from '../../lib/login-responses';
import { toast } from '../../app/toast';
import { useInviteRegister } from './api/invite-register';
import styles from './invite.module.css';

type InviteRegFormProps = { inviteCode: string; activityId: string; onDone: (result: InviteRegisterData) => void };

/**
 * Phone and SMS code, as the login page asks them (the same fields, code, rules and agreement); registering
 * stores the login as a login does, and the page then shows what the registration brought.
 */
export const InviteRegForm = ({ inviteCode, activityId, onDone }: InviteRegFormProps) => {
  const fields = useSmsCodeFields();
  const register = useInviteRegister();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.validate() || register.isPending) return;
    const closeLoading = toast.loading(LOGGING_IN_TEXT);
    register.mutate(
      { inviteCode, activityId, phoneNum: fields.phone.trim(), code: fields.code.trim(), isPersistent: true },
      {
        onSuccess: (data) => {
          saveLoginInfo(loginInfoFromLogin(data), { isPersistent: true });
          onDone(data);
        },
        onSettled: closeLoading,
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="注册领券">
      <SmsCodeFields fields={fields} />
      <button type="submit" className={`${styles.primaryButton} ${styles.formSubmit}`} disabled={register.isPending}>
        注册并领取
      </button>
    </form>
  );
};
