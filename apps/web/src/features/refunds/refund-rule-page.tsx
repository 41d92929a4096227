import { getIdParam } from '../../app/query-params';
import { AppLink } from '../../components/app-link';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { RequireLogin } from '../../components/require-login';
import { REFUND_NOTICE_PATH } from '../../app/page-paths';
import { useRefundRule } from './api/refund-rule';
import { refundRuleRows } from './refund-rule-rows';
import styles from './refunds.module.css';

const RuleTable = ({ lineId }: { lineId: string | null }) => {
  const rule = useRefundRule(lineId);
  if (rule.isError) return <ErrorState title="退票规则加载失败" onRetry={() => void rule.refetch()} />;
  if (!rule.data) return <SkeletonList rows={3} label="正在加载退票规则" />;
  const rows = refundRuleRows(rule.data.tiers);
  return (
    <>
      <section className={styles.card} aria-label="退票手续费">
        <h2 className={styles.cardTitle}>{rule.data.lineId ? '本线路退票手续费' : '退票手续费'}</h2>
        {rule.data.tiers.length === 0 ? <p className={styles.muted}>该线路的车票不支持退票</p> : null}
        <table className={styles.ruleTable} data-testid="refund-rule-table">
          <thead>
            <tr>
              <th scope="col">退票时间</th>
              <th scope="col">手续费</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.when}>
                <td>{row.when}</td>
                <td className={row.isRefundable ? (row.fee === '免费退票' ? styles.free : undefined) : styles.closed}>
                  {row.fee}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.footnote}>手续费按每张车票的实付金额计算，退款金额 = 实付金额 − 手续费。</p>
      </section>
      {rule.data.textLines.length > 0 ? (
        <section className={styles.card} aria-label="退票说明">
          <h2 className={styles.cardTitle}>退票说明</h2>
          <ol className={styles.textLines}>
            {rule.data.textLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
};

/** refund-rule?lineId=: the fee tiers by time before departure, for a line or the default rule. */
export const RefundRulePage = () => {
  const lineId = getIdParam('lineId');
  return (
    <RequireLogin>
      <main className={`${styles.page} ${styles.plainPage}`}>
        <RuleTable key={lineId ?? 'default'} lineId={lineId} />
        <nav className={styles.links} aria-label="更多说明">
          <AppLink to={REFUND_NOTICE_PATH}>退票须知</AppLink>
        </nav>
      </main>
    </RequireLogin>
  );
};
