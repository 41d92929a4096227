import { goToLogin } from '../../api/auth-failures';
import styles from './legacy-section.module.css';

/** What a visitor sees in place of a personal part of the home: why it is empty, and the way in. */
export const LoginPrompt = ({ text }: { text: string }) => (
  <div className={styles.prompt}>
    <span>{text}</span>
    <button type="button" className={styles.promptButton} onClick={() => goToLogin()}>
      去登录
    </button>
  </div>
);
