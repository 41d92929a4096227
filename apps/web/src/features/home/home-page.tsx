import { AppLink } from '../../components/app-link';
import { getWebConfig } from '../../app/web-config';
import styles from './home-page.module.css';

const infoLinks = [
  { to: '/udianbus/app/info/agreement', label: '用户协议' },
  { to: '/udianbus/app/info/privacyPolicy', label: '隐私政策' },
  { to: '/udianbus/app/info/aboutUs', label: '关于我们' },
] as const;

/** The home page until line search and ticketing ship: it says plainly what is not available yet. */
export const HomePage = () => (
  <main className={styles.page}>
    <h1 className={styles.name}>{getWebConfig().productName}</h1>
    <p className={styles.notice}>线路查询和购票服务目前尚未开放，开放后您可以在这里查找通勤线路、购买和管理车票。</p>
    <ul className={styles.links}>
      {infoLinks.map((link) => (
        <li key={link.to}>
          <AppLink to={link.to} className={styles.link}>
            {link.label}
          </AppLink>
        </li>
      ))}
    </ul>
  </main>
);
