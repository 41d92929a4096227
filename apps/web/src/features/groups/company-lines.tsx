import type { CompanyLine } from '@udian/contracts/endpoints/groups/company-lines';
import type { RideApplication } from '@udian/contracts/schemas/groups';
import { AppLink } from '../../components/app-link';
import { LineCard } from '../../components/line-card/line-card';
import { pageStyles } from '../../components/page/page';
import { BUY_TICKET_PATH, COMPANY_LINE_APPLY_PATH, COMPANY_LINE_DETAIL_PATH } from '../../app/page-paths';
import { companyLineState, companyLineStateLabels, companyLineTermsText, type CompanyLineState } from './company-line-text';
import styles from './company-lines.module.css';
import groupStyles from './groups.module.css';

const stateClass: Readonly<Record<CompanyLineState, string>> = {
  canBuy: styles.stateCanBuy ?? '',
  pending: styles.statePending ?? '',
  rejected: styles.stateRejected ?? '',
  apply: '',
  notForMe: styles.stateQuiet ?? '',
};

/** 购票 for who may buy, 申请乘车 (again) for who may ask, 查看申请 while the enterprise decides. */
const Action = ({ item, state }: { item: CompanyLine; state: CompanyLineState }) => {
  const lineId = item.line.lineId;
  const buttonClass = `${pageStyles.primaryButton} ${groupStyles.buyButton}`;
  if (state === 'canBuy') {
    return (
      <AppLink to={BUY_TICKET_PATH} query={{ lineId }} className={buttonClass}>
        购票
      </AppLink>
    );
  }
  if (state === 'pending') {
    return (
      <AppLink to={COMPANY_LINE_DETAIL_PATH} query={{ lineId }} className={`${pageStyles.ghostButton} ${styles.smallButton}`}>
        查看申请
      </AppLink>
    );
  }
  if (state === 'notForMe') return null;
  return (
    <AppLink to={COMPANY_LINE_APPLY_PATH} query={{ lineId }} className={buttonClass}>
      {state === 'rejected' ? '重新申请' : '申请乘车'}
    </AppLink>
  );
};

type CompanyLineListProps = { items: readonly CompanyLine[]; applications: readonly RideApplication[] | undefined; label: string; isUpdating?: boolean };

/**
 * Company lines (园区班车): each card opens the line's page here (company-line-detail), says whose line it
 * is and what a member pays, and the passenger's state on it with what they can do next.
 */
export const CompanyLineList = ({ items, applications, label, isUpdating = false }: CompanyLineListProps) => (
  <ul className={`${groupStyles.lines} ${isUpdating ? groupStyles.updating : ''}`} aria-label={label}>
    {items.map((item) => {
      const state = companyLineState(item, applications);
      const stateLabel = companyLineStateLabels[state];
      return (
        <li key={item.line.lineId} className={groupStyles.lineItem} data-testid="company-line">
          <LineCard line={item.line} to={COMPANY_LINE_DETAIL_PATH} extra={<span className={groupStyles.terms}>{companyLineTermsText(item)}</span>} />
          <div className={styles.lineFoot}>
            {stateLabel ? (
              <span className={`${styles.state} ${stateClass[state]}`} data-testid="company-line-state">
                {stateLabel}
              </span>
            ) : (
              <span />
            )}
            <Action item={item} state={state} />
          </div>
        </li>
      );
    })}
  </ul>
);
