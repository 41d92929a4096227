import { useId, useState, type FormEvent } from 'react';
import { ApiFailure } from '../../api/query-result';
import { toast } from '../../app/toast';
import { useRedeemCode } from './api/redeem-code';
import styles from './coupons.module.css';

/** What the passenger typed, as the server will read it: spaces and dashes dropped, upper case. */
export const normaliseRedeemCode = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

/** 兑换码 and 兑换: the refusal (兑换码无效, 兑换码已被使用, …) stays under the box in the server's words. */
export const RedeemBox = () => {
  const id = useId();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const redeem = useRedeemCode();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseRedeemCode(code);
    if (!normalised) {
      setMessage({ text: '请输入兑换码', isError: true });
      return;
    }
    if (redeem.isPending) return;
    setMessage(null);
    redeem.mutate(normalised, {
      onSuccess: ({ coupon }) => {
        setCode('');
        setMessage({ text: `兑换成功，已获得「${coupon.name}」`, isError: false });
        toast.success('兑换成功');
      },
      onError: (error) => {
        const text = error instanceof ApiFailure && !error.isTransport ? error.message : '网络不给力，请检查网络后重试';
        setMessage({ text, isError: true });
      },
    });
  };

  return (
    <form className={styles.redeem} onSubmit={onSubmit} noValidate aria-label="兑换优惠券">
      <label className={styles.redeemLabel} htmlFor={`${id}-code`}>
        兑换码
      </label>
      <div className={styles.redeemRow}>
        <input
          id={`${id}-code`}
          className={styles.redeemInput}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="请输入兑换码"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className={styles.redeemButton} disabled={redeem.isPending}>
          兑换
        </button>
      </div>
      {message ? (
        <p className={message.isError ? styles.error : styles.success} role={message.isError ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
    </form>
  );
};
