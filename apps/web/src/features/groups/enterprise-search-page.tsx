import { SearchBar, type SearchBarRef } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import type { GroupSummary } from '@udian/contracts/schemas/groups';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AppLink } from '../../components/app-link';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/query-state/empty-state';
import { ErrorState } from '../../components/query-state/error-state';
import { SkeletonList } from '../../components/query-state/skeleton-list';
import { goBack } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { ENTERPRISE_LINE_PATH, GROUP_LINE_PATH } from '../../app/page-paths';
import { debounce } from '../../lib/timing';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { useCityGroups, useGroupSearch } from './api/group-search';
import { lineCountText } from './group-text';
import styles from './groups.module.css';

/** The contract's keyword limit. */
const MAX_KEYWORD_LENGTH = 50;
const PLACEHOLDER = '输入企业名称或拼音首字母';

const GroupRow = ({ group }: { group: GroupSummary }) => (
  <AppLink to={ENTERPRISE_LINE_PATH} query={{ groupId: group.groupId }} className={styles.resultRow}>
    <span className={styles.resultBadge} aria-hidden="true">
      {[...group.shortName || group.name][0]}
    </span>
    <span className={styles.resultText}>
      <span className={styles.resultName} title={group.name}>
        {group.name}
      </span>
      <span className={styles.resultNote}>
        {group.shortName && group.shortName !== group.name ? `${group.shortName} · ` : ''}
        {lineCountText(group)}
      </span>
    </span>
    <RightOutline className={styles.entryArrow} aria-hidden="true" />
  </AppLink>
);

const Results = ({ keyword }: { keyword: string }) => {
  const search = useGroupSearch(keyword);
  if (search.isError) return <ErrorState title="搜索失败" onRetry={() => void search.refetch()} />;
  if (!search.data) return <SkeletonList rows={2} label="正在搜索企业" />;
  if (search.data.length === 0) {
    return <EmptyState title={`没有找到“${keyword}”相关的企业`} hint="请核对企业名称，或输入拼音首字母；如仍未找到，可能该企业尚未开通企业通勤" />;
  }
  return (
    <ul className={`${styles.results} ${search.isPlaceholderData ? styles.updating : ''}`} aria-label="搜索到的企业" data-testid="group-results">
      {search.data.map((group) => (
        <li key={group.groupId}>
          <GroupRow group={group} />
        </li>
      ))}
    </ul>
  );
};

/** Before anything is typed: the enterprises of the city the app works in (nothing when it has none). */
const CityGroups = () => {
  const city = useEffectiveCity().data;
  const groups = useCityGroups(city?.cityId);
  if (!city || !groups.data || groups.data.length === 0) return null;
  return (
    <section aria-label={`${city.cityName}的企业`}>
      <h2 className={styles.cityGroupsTitle}>{city.cityName}已开通企业通勤的企业</h2>
      <ul className={styles.results} data-testid="city-groups">
        {groups.data.map((group) => (
          <li key={group.groupId}>
            <GroupRow group={group} />
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * group-line/enterprise-search and group-optimize/enterprise-search: find an enterprise by its name, short
 * name or the pinyin initials of either (/group/search, asked once typing pauses); a result opens its page
 * (enterprise-line), where membership is proved.
 */
export const EnterpriseSearchPage = () => {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  // SPEC section 9: 500 ms, so that a search runs when the passenger pauses, not on every character.
  const updateKeyword = useMemo(() => debounce((value: string) => setKeyword(value.trim().slice(0, MAX_KEYWORD_LENGTH))), []);
  useEffect(() => () => updateKeyword.cancel(), [updateKeyword]);
  const searchBar = useRef<SearchBarRef>(null);
  // antd-mobile names its input 搜索框; ours says what to type.
  useEffect(() => searchBar.current?.nativeElement?.setAttribute('aria-label', `搜索企业：${PLACEHOLDER}`), []);

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
          onCancel={() => goBack(getHref(GROUP_LINE_PATH))}
          onChange={(value) => {
            setText(value);
            updateKeyword(value);
          }}
        />
      </div>
      {keyword ? (
        <Results keyword={keyword} />
      ) : (
        <>
          <div className={styles.searchHint}>
            <p>输入企业全称、简称或拼音首字母查找您所在的企业。</p>
            <p>找到后，用员工名单中的手机号、企业邮箱或企业邀请码完成认证，即可乘坐企业线路。</p>
          </div>
          <CityGroups />
        </>
      )}
    </Page>
  );
};
