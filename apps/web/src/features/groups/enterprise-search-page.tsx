import { GroupSearch } from '../../components/group-search/group-search';
import { ENTERPRISE_LINE_PATH, GROUP_LINE_PATH } from '../../app/page-paths';
import { useCityGroups, useGroupSearch } from './api/group-search';
import { lineCountText } from './group-text';

const HINT = ['输入企业全称、简称或拼音首字母查找您所在的企业。', '找到后，用员工名单中的手机号、企业邮箱或企业邀请码完成认证，即可乘坐企业线路。'];

/** Nothing shows for the city until it has enterprises. */
const CITY_LIST = { title: (cityName: string) => `${cityName}已开通企业通勤的企业` };

/**
 * group-line/enterprise-search and group-optimize/enterprise-search: find an enterprise by its name, short
 * name or the pinyin initials of either (/group/search, asked once typing pauses); a result opens its page
 * (enterprise-line), where membership is proved.
 */
export const EnterpriseSearchPage = () => (
  <GroupSearch
    kind="enterprise"
    placeholder="输入企业名称或拼音首字母"
    hint={HINT}
    noMatchHint="请核对企业名称，或输入拼音首字母；如仍未找到，可能该企业尚未开通企业通勤"
    cityList={CITY_LIST}
    useSearch={useGroupSearch}
    useCityGroups={useCityGroups}
    resultPath={ENTERPRISE_LINE_PATH}
    lineCountText={lineCountText}
    cancelPath={GROUP_LINE_PATH}
    isAutoFocus
  />
);
