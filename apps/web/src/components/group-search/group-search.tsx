import { SearchBar, type SearchBarRef } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { groupKindLabels, type GroupKind, type GroupSummary } from '@udian/contracts/schemas/groups';
import { useEffect, useMemo, useRef, useState } from 'react';
import { goBack } from '../../app/navigation';
import { getHref } from '../../app/paths';
import { useEffectiveCity } from '../../api/queries/effective-city';
import { debounce } from '../../lib/timing';
import { AppLink } from '../app-link';
import { Page } from '../page/page';
import { EmptyState } from '../query-state/empty-state';
import { ErrorState } from '../query-state/error-state';
import { SkeletonList } from '../query-state/skeleton-list';
import styles from './group-search.module.css';

/** The contract's keyword limit. */
const MAX_KEYWORD_LENGTH = 50;

/** What the search needs of a /group/search query; the feature's own hook answers it, with its own cache keys. */
export type GroupsQuery = {
  data: readonly GroupSummary[] | undefined;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type CityListText = {
  /** The heading over the city's groups, e.g. 深圳已开通校车的学校. */
  title: (cityName: string) => string;
  /**
   * When the city has none. With it, the list also shows its loading and its failure, and names its rows for
   * screen readers; without it, nothing shows until the city has groups.
   */
  empty?: { title: (cityName: string) => string; hint: string };
};

export type GroupSearchProps = {
  /** Which groups are searched: names them (学校, 企业) and styles their rows. */
  kind: GroupKind;
  placeholder: string;
  /** Shown before anything is typed, a paragraph each. */
  hint: readonly string[];
  /** Under 没有找到…: what the passenger may check. */
  noMatchHint: string;
  cityList: CityListText;
  /** Groups whose name, short name or pinyin initials match; nothing is asked for an empty keyword. */
  useSearch: (keyword: string) => GroupsQuery;
  /** The groups of a city; nothing is asked before the city is known. */
  useCityGroups: (cityId: number | undefined) => GroupsQuery;
  /** The page a group opens, with its groupId. */
  resultPath: string;
  /** The row's note after the short name, e.g. 1 条校车线路. */
  lineCountText: (group: GroupSummary) => string;
  /** Where 取消 goes when there is no page to go back to. */
  cancelPath: string;
  isAutoFocus?: boolean;
};

type RowProps = Pick<GroupSearchProps, 'resultPath' | 'lineCountText'> & { group: GroupSummary };

const GroupRow = ({ group, resultPath, lineCountText }: RowProps) => (
  <AppLink to={resultPath} query={{ groupId: group.groupId }} className={styles.resultRow}>
    <span className={styles.resultBadge} aria-hidden="true">
      {[...(group.shortName || group.name)][0]}
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

type ListProps = Pick<GroupSearchProps, 'kind' | 'resultPath' | 'lineCountText'> & {
  groups: readonly GroupSummary[];
  label: string | undefined;
  testId: string;
  isUpdating?: boolean;
};

const GroupList = ({ kind, groups, label, testId, isUpdating = false, ...row }: ListProps) => (
  <ul className={`${styles.results} ${isUpdating ? styles.updating : ''}`} data-kind={kind} aria-label={label} data-testid={testId}>
    {groups.map((group) => (
      <li key={group.groupId}>
        <GroupRow group={group} {...row} />
      </li>
    ))}
  </ul>
);

type PartProps = Omit<GroupSearchProps, 'placeholder' | 'hint' | 'cancelPath' | 'isAutoFocus'>;

const Results = ({ keyword, kind, noMatchHint, useSearch, resultPath, lineCountText }: PartProps & { keyword: string }) => {
  const noun = groupKindLabels[kind];
  const search = useSearch(keyword);
  if (search.isError) return <ErrorState title="搜索失败" onRetry={() => void search.refetch()} />;
  if (!search.data) return <SkeletonList rows={2} label={`正在搜索${noun}`} />;
  if (search.data.length === 0) return <EmptyState title={`没有找到“${keyword}”相关的${noun}`} hint={noMatchHint} />;
  return (
    <GroupList
      kind={kind}
      groups={search.data}
      label={`搜索到的${noun}`}
      testId="group-results"
      isUpdating={search.isPlaceholderData}
      resultPath={resultPath}
      lineCountText={lineCountText}
    />
  );
};

/** Before anything is typed: the groups of the city the app works in. */
const CityGroups = ({ kind, cityList, useCityGroups, resultPath, lineCountText }: PartProps) => {
  const noun = groupKindLabels[kind];
  const city = useEffectiveCity();
  const groups = useCityGroups(city.data?.cityId);
  const { empty } = cityList;
  if (empty) {
    if (city.isError || groups.isError) return <ErrorState title={`${noun}加载失败`} onRetry={() => void (city.isError ? city.refetch() : groups.refetch())} />;
    if (!city.data || !groups.data) return <SkeletonList rows={3} label={`正在加载${noun}`} />;
    if (groups.data.length === 0) return <EmptyState title={empty.title(city.data.cityName)} hint={empty.hint} />;
  } else if (!city.data || !groups.data || groups.data.length === 0) {
    return null;
  }
  const label = `${city.data.cityName}的${noun}`;
  return (
    <section aria-label={label}>
      <h2 className={styles.listTitle}>{cityList.title(city.data.cityName)}</h2>
      <GroupList
        kind={kind}
        groups={groups.data}
        label={empty ? label : undefined}
        testId="city-groups"
        resultPath={resultPath}
        lineCountText={lineCountText}
      />
    </section>
  );
};

/**
 * A group search page (/group/search, asked once typing pauses): before anything is typed, what to look for
 * and the groups of the city; then the groups found, each a row that opens its page.
 */
export const GroupSearch = ({ placeholder, hint, cancelPath, isAutoFocus = false, ...parts }: GroupSearchProps) => {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  // SPEC section 9: 500 ms, so that a search runs when the passenger pauses, not on every character.
  const updateKeyword = useMemo(() => debounce((value: string) => setKeyword(value.trim().slice(0, MAX_KEYWORD_LENGTH))), []);
  useEffect(() => () => updateKeyword.cancel(), [updateKeyword]);
  const searchBar = useRef<SearchBarRef>(null);
  const inputLabel = `搜索${groupKindLabels[parts.kind]}：${placeholder}`;
  // antd-mobile names its input 搜索框; ours says what to type.
  useEffect(() => searchBar.current?.nativeElement?.setAttribute('aria-label', inputLabel), [inputLabel]);

  return (
    <Page>
      <div className={styles.searchBar}>
        <SearchBar
          ref={searchBar}
          className={styles.search}
          value={text}
          maxLength={MAX_KEYWORD_LENGTH}
          placeholder={placeholder}
          autoFocus={isAutoFocus}
          showCancelButton={() => true}
          cancelText="取消"
          onCancel={() => goBack(getHref(cancelPath))}
          onChange={(value) => {
            setText(value);
            updateKeyword(value);
          }}
        />
      </div>
      {keyword ? (
        <Results keyword={keyword} {...parts} />
      ) : (
        <>
          <div className={styles.hint} data-kind={parts.kind}>
            {hint.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <CityGroups {...parts} />
        </>
      )}
    </Page>
  );
};
