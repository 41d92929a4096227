import type { GroupLine } from '@udian/contracts/schemas/groups';
import { AppLink } from '../../components/app-link';
import { LineCard } from '../../components/line-card/line-card';
import { pageStyles } from '../../components/page/page';
import { BUY_TICKET_PATH } from '../../app/page-paths';
import { memberPriceText } from './group-text';
import styles from './groups.module.css';

/**
 * An enterprise's lines (decision 048): each opens its line page, says what a member pays, and has 购票 for
 * a member; before membership is proved the buttons are disabled with 认证后可购票.
 */
export const GroupLineList = ({ items, isMember, label }: { items: readonly GroupLine[]; isMember: boolean; label: string }) => (
  <ul className={styles.lines} aria-label={label}>
    {items.map(({ line, terms }) => (
      <li key={line.lineId} className={styles.lineItem} data-testid="group-line">
        <LineCard line={line} extra={<span className={styles.terms}>员工乘坐：{memberPriceText(terms)}</span>} />
        <div className={styles.lineBuy}>
          {isMember ? (
            <AppLink to={BUY_TICKET_PATH} query={{ lineId: line.lineId }} className={`${pageStyles.primaryButton} ${styles.buyButton}`}>
              购票
            </AppLink>
          ) : (
            <button type="button" className={`${pageStyles.primaryButton} ${styles.buyButton}`} disabled>
              认证后可购票
            </button>
          )}
        </div>
      </li>
    ))}
  </ul>
);
