import { errorCatalogue } from '@udian/contracts/meta-codes';
import type { SchoolTerm, Student, TermPassQuote } from '@udian/contracts/schemas/schools';
import { useState } from 'react';
import { ApiFailure } from '../../api/query-result';
import { AppLink } from '../../components/app-link';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { navigateTo } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { BUY_SUCCESS_PATH, MY_ORDER_PATH, WAITING_PAID_PATH } from '../../app/page-paths';
import { formatYuan } from '../../lib/format';
import { formatServiceDate } from '../../lib/shanghai-time';
import { useCreateTermPass, useSchoolTerms, useTermPassQuote } from './api/schools';
import { Refusal, refusalText } from './school-parts';
import styles from './schools.module.css';

const yuan = (cents: number): string => `¥${formatYuan(cents)}`;

const QuoteRow = ({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) => (
  <div className={styles.quoteRow}>
    <dt>{label}</dt>
    <dd className={isStrong ? styles.payable : undefined}>{value}</dd>
  </div>
);

/** The quote: the days the pass holds, the weekdays without school and why, the price and who pays what. */
const QuoteView = ({ quote }: { quote: TermPassQuote }) => {
  const first = quote.days[0];
  const last = quote.days.at(-1);
  return (
    <div className={styles.quote} data-testid="term-pass-quote">
      <dl>
        <QuoteRow label="乘车天数" value={`${quote.days.length} 天`} />
        {first && last ? <QuoteRow label="首末日期" value={`${formatServiceDate(first)} 至 ${formatServiceDate(last)}`} /> : null}
        <QuoteRow label="每次票价" value={yuan(quote.perRideCents)} />
        <QuoteRow label="合计" value={yuan(quote.totalCents)} />
        {quote.groupPaysCents > 0 ? <QuoteRow label="学校承担" value={`-${yuan(quote.groupPaysCents)}`} /> : null}
        <QuoteRow label="应付" value={yuan(quote.payableCents)} isStrong />
      </dl>
      {quote.daysWithoutSchool.length > 0 ? (
        <>
          <p className={styles.message}>以下工作日不乘车，也不收费：</p>
          <ul className={styles.quoteList} aria-label="不乘车的工作日">
            {quote.daysWithoutSchool.map(({ day, reason }) => (
              <li key={day}>
                {formatServiceDate(day)} {reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
};

/** 确认购买: creates the order, then the usual payment page for a pending order; a ¥0 order is paid already. */
const BuyButton = ({ quote, onPriceChanged }: { quote: TermPassQuote; onPriceChanged: () => void }) => {
  const create = useCreateTermPass();
  const [refusal, setRefusal] = useState<string | null>(null);
  const buy = () => {
    if (create.isPending) return;
    setRefusal(null);
    void create.mutateAsync({ studentId: quote.studentId, termId: quote.termId, expectedPayableCents: quote.payableCents }).then((result) => {
      if (!result.ok) {
        setRefusal(refusalText(result));
        if ('meta' in result && result.meta.code === errorCatalogue.priceChanged.code) onPriceChanged();
        return;
      }
      const { orderNo, status } = result.data;
      navigateTo(getHref(status === 'paid' ? BUY_SUCCESS_PATH : WAITING_PAID_PATH, { orderNo }));
    });
  };
  return (
    <>
      <Refusal text={refusal} />
      <div className={styles.actions}>
        <button type="button" className={styles.smallButton} disabled={create.isPending} onClick={buy}>
          {create.isPending ? '正在下单…' : `确认购买 ${yuan(quote.payableCents)}`}
        </button>
      </div>
    </>
  );
};

const Quote = ({ userId, student, term }: { userId: string; student: Student; term: SchoolTerm }) => {
  const quote = useTermPassQuote(userId, student.studentId, term.termId);
  if (quote.isError) {
    const { error } = quote;
    if (error instanceof ApiFailure && !error.isTransport) {
      return (
        <p className={styles.message} role="status">
          {error.message}
          {error.code === errorCatalogue.termPassExists.code ? (
            <>
              {' '}
              <AppLink to={MY_ORDER_PATH} className={styles.textLink}>
                查看我的订单
              </AppLink>
            </>
          ) : null}
        </p>
      );
    }
    return <ErrorState title="学期票价格加载失败" onRetry={() => void quote.refetch()} />;
  }
  if (!quote.data) return <SkeletonList rows={2} label="正在计算学期票" />;
  return (
    <>
      <QuoteView quote={quote.data} />
      <BuyButton quote={quote.data} onPriceChanged={() => void quote.refetch()} />
    </>
  );
};

const TermRow = ({ userId, student, term }: { userId: string; student: Student; term: SchoolTerm }) => {
  const [isOpen, setOpen] = useState(false);
  return (
    <li className={styles.term}>
      <div className={styles.termHead}>
        <span>
          {term.name}（{term.startsOn} 至 {term.endsOn}）
        </span>
        {isOpen ? null : (
          <button type="button" className={styles.smallButton} onClick={() => setOpen(true)}>
            购买学期票
          </button>
        )}
      </div>
      {isOpen ? <Quote userId={userId} student={student} term={term} /> : null}
    </li>
  );
};

/** The school's current terms, each with 购买学期票 for an approved student. */
export const StudentTerms = ({ userId, student }: { userId: string; student: Student }) => {
  const terms = useSchoolTerms(student.group.groupId);
  return (
    <>
      <h4 className={styles.subTitle}>学期票</h4>
      {terms.isError ? (
        <ErrorState title="学期加载失败" onRetry={() => void terms.refetch()} />
      ) : !terms.data ? (
        <SkeletonList rows={1} label="正在加载学期" />
      ) : terms.data.length === 0 ? (
        <p className={styles.message}>{student.group.name}还没有发布学期安排，发布后即可购买学期票。</p>
      ) : (
        <ul className={styles.rides} aria-label={`${student.name}的学期`}>
          {terms.data.map((term) => (
            <TermRow key={term.termId} userId={userId} student={student} term={term} />
          ))}
        </ul>
      )}
    </>
  );
};
