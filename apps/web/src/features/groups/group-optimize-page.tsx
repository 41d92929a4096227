import { SearchOutline } from 'antd-mobile-icons';
import { Page } from '../../components/page/page';
import { GROUP_OPTIMIZE_ENTERPRISE_SEARCH_PATH } from '../../app/page-paths';
import { EntryList } from '../../components/entry-list/entry-list';
import { useFindLineEntries } from './entry-list';
import styles from './groups.module.css';

/** group-optimize (找线路): the ways to find a line for group travel: by area, by address, by enterprise. */
export const GroupOptimizePage = () => {
  const { cityName, entries } = useFindLineEntries();
  return (
    <Page>
      <p className={styles.lead}>选择一种方式查找适合您的通勤线路{cityName ? `（${cityName}）` : ''}。</p>
      <EntryList
        label="找线路的方式"
        entries={[
          ...entries,
          {
            title: '按企业找线路',
            text: '搜索您所在的企业，查看企业为员工开设的线路',
            to: GROUP_OPTIMIZE_ENTERPRISE_SEARCH_PATH,
            icon: <SearchOutline />,
          },
        ]}
      />
    </Page>
  );
};
