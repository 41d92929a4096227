import { SearchBar, type SearchBarRef } from 'antd-mobile';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { goBack } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { COMPANY_LINE_PATH } from '../../app/page-paths';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { debounce } from '../../lib/timing';
import { useLoginInfo } from '../../lib/use-login-info';
import { useCompanyLineSearch, useMyApplications } from './api/company-lines';
import { CompanyLineList } from './company-lines';
import styles from './groups.module.css';

/** The contract's keyword limit. */
const MAX_KEYWORD_LENGTH = 50;
const PLACEHOLDER = '线路、站点或企业名称';

const Results = ({ userId, keyword }: { userId: string | null; keyword: string }) => {
  const city = useEffectiveCity().data;
  const search = useCompanyLineSearch(userId ?? '', city?.cityId, keyword);
  const applications = useMyApplications(userId);
  if (search.isError) return <ErrorState title="搜索失败" onRetry={() => void search.refetch()} />;
  if (!search.data) return <SkeletonList rows={2} label="正在搜索园区班车" />;
  if (search.data.length === 0) {
    return <EmptyState title={`没有找到“${keyword}”相关的园区班车`} hint={`请核对线路编号、站点或企业名称；目前只搜索${city?.cityName ?? '当前城市'}的园区班车`} />;
  }
  return (
    <div data-testid="company-line-results">
      <CompanyLineList items={search.data} applications={applications.data} label="搜索到的园区班车" isUpdating={search.isPlaceholderData} />
    </div>
  );
};

/**
 * company-line-search: the city's company lines whose code, name, stations or enterprise match what the
 * passenger typed (/companyLine/list with a keyword, asked once typing pauses), shown as the list shows them.
 */
export const CompanyLineSearchPage = () => {
  const login = useLoginInfo();
  const city = useEffectiveCity().data;
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  // SPEC section 9: 500 ms, so that a search runs when the passenger pauses, not on every character.
  const updateKeyword = useMemo(() => debounce((value: string) => setKeyword(value.trim().slice(0, MAX_KEYWORD_LENGTH))), []);
  useEffect(() => () => updateKeyword.cancel(), [updateKeyword]);
  const searchBar = useRef<SearchBarRef>(null);
  // antd-mobile names its input 搜索框; ours says what to type.
  useEffect(() => searchBar.current?.nativeElement?.setAttribute('aria-label', `搜索园区班车：${PLACEHOLDER}`), []);

  return (
    <Page>
      <div className={styles.searchBar}>
        <SearchBar
          ref={searchBar}
          className={styles.search}
          value={text}
          maxLength={MAX_KEYWORD_LENGTH}
          placeholder={PLACEHOLDER}
          autoFocus
          showCancelButton={() => true}
          cancelText="取消"
          onCancel={() => goBack(getHref(COMPANY_LINE_PATH))}
          onChange={(value) => {
            setText(value);
            updateKeyword(value);
          }}
        />
      </div>
      {keyword ? (
        <Results userId={login?.userId ?? null} keyword={keyword} />
      ) : (
        <div className={styles.searchHint}>
          <p>输入线路编号、线路名称、途经站点或企业名称，查找{city?.cityName ?? ''}的园区班车。</p>
          <p>企业员工可直接购票；其他乘客可向企业申请乘车，审核通过后即可购票。</p>
        </div>
      )}
    </Page>
  );
};
