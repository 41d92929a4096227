import { accountMessages, NICKNAME_MAX_LENGTH } from '@udian/contracts/account-rules';
import { useState, type FormEvent } from 'react';
import { RequireLogin } from '../../components/require-login';
import { toast } from '../../app/toast';
import { useCurrentUser } from './api/current-user';
import { useUpdateNickname } from './api/update-nickname';
import styles from './user-center.module.css';

/** 1-20 characters as the passenger sees them (the server's rule), no control characters. */
export const nicknameProblem = (nickname: string): string | null => {
  const length = [...nickname.trim()].length;
  if (length < 1 || length > NICKNAME_MAX_LENGTH) return accountMessages.nicknameInvalid;
  return /[\p{Cc}\p{Cf}]/u.test(nickname) ? '昵称不能包含控制字符' : null;
};

const NicknameEditor = ({ current, onDone }: { current: string; onDone: () => void }) => {
  const [nickname, setNickname] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateNickname();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = nicknameProblem(nickname);
    setError(problem);
    if (problem) return;
    update.mutate(nickname.trim(), {
      onSuccess: () => {
        toast.success('昵称已保存');
        onDone();
      },
    });
  };

  return (
    <form className={styles.editor} onSubmit={onSubmit} noValidate>
      <label className={styles.editorLabel}>
        昵称
        <input className={styles.editorInput} value={nickname} maxLength={NICKNAME_MAX_LENGTH * 2} onChange={(event) => setNickname(event.target.value)} />
      </label>
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
      <div className={styles.editorActions}>
        <button type="button" className={styles.secondary} onClick={onDone}>
          取消
        </button>
        <button type="submit" className={styles.primary} disabled={update.isPending}>
          保存
        </button>
      </div>
    </form>
  );
};

const PersonalInfo = () => {
  const user = useCurrentUser();
  const [isEditing, setIsEditing] = useState(false);
  if (user.isError) return <p className={styles.status}>资料加载失败，请返回后重试</p>;
  if (!user.data) return <p className={styles.status}>正在加载…</p>;
  return (
    <>
      <dl className={styles.info}>
        <div className={styles.infoRow}>
          <dt>手机号</dt>
          <dd>{user.data.phoneNum}</dd>
        </div>
        <div className={styles.infoRow}>
          <dt>昵称</dt>
          <dd>
            {user.data.nickname || '未设置'}
            {isEditing ? null : (
              <button type="button" className={styles.inlineAction} onClick={() => setIsEditing(true)}>
                修改
              </button>
            )}
          </dd>
        </div>
      </dl>
      {isEditing ? <NicknameEditor current={user.data.nickname} onDone={() => setIsEditing(false)} /> : null}
    </>
  );
};

export const PersonalInfoPage = () => (
  <RequireLogin>
    <main className={styles.page}>
      <PersonalInfo />
    </main>
  </RequireLogin>
);
