import type { GroupSummary } from '@udian/contracts/schemas/groups';
import { GroupSearch } from '../../components/group-search/group-search';
import { RESTUDY_PATH, SCHOOL_LINE_SIGN_PATH } from '../../app/page-paths';
import { useCitySchools, useSchoolSearch } from './api/schools';

const lineCountText = (school: GroupSummary): string => (school.lineCount > 0 ? `${school.lineCount} 条校车线路` : '暂无运营中的校车线路');

const HINT = ['找到孩子就读的学校，选择校车线路和上下车站点为孩子报名；学校审核通过后即可购买学期票。'];

const CITY_LIST = {
  title: (cityName: string) => `${cityName}已开通校车的学校`,
  empty: { title: (cityName: string) => `${cityName}暂无开通校车的学校`, hint: '输入学校名称搜索其他城市的学校' },
};

/**
 * restudy/enterprise-search: find a school by its name, short name or the pinyin initials of either
 * (/group/search kind=school, asked once typing pauses); before typing, the city's schools. A school opens
 * the registration form (school-line-sign) for it.
 */
export const SchoolSearchPage = () => (
  <GroupSearch
    kind="school"
    placeholder="输入学校名称或拼音首字母"
    hint={HINT}
    noMatchHint="请核对学校名称，或输入拼音首字母；如仍未找到，该学校可能尚未开通校车"
    cityList={CITY_LIST}
    useSearch={useSchoolSearch}
    useCityGroups={useCitySchools}
    resultPath={SCHOOL_LINE_SIGN_PATH}
    lineCountText={lineCountText}
    cancelPath={RESTUDY_PATH}
  />
);
