import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../platform/host-context', () => ({ getHostContext: () => ({ host: 'browser' }) }));

import { renderWithQuery, textOf, type Rendered } from '../../test/render';
import { SchoolLineIntroPage, UserGuideForSchoolPage } from './school-info-pages';

const linksOf = (container: Element) => Object.fromEntries([...container.querySelectorAll('a')].map((a) => [textOf(a), a.getAttribute('href')]));

/** A crawler skips taps whose words sound like changing something; navigation must not use them. */
const ACTION_WORDS = /提交|保存|支付|删除/;

describe('school information pages', () => {
  let rendered: Rendered | undefined;

  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
  });

  it('school-line-intro explains the steps from registration to the check-in notice, with the way in', () => {
    rendered = renderWithQuery(<SchoolLineIntroPage />);
    const text = textOf(rendered.container);
    for (const fact of ['学校审核', '与名单一致时自动通过', '学期票', '法定节假日', '学校公布的停课日不含在内', '未乘车', '家长会收到短信和站内通知', '最多登记 10 名学生']) {
      expect(text).toContain(fact);
    }
    const links = linksOf(rendered.container);
    expect(links['为孩子报名']).toBe('/h5/activities/school-line-sign.html');
    expect(links['进入校车']).toBe('/udianbus/app/restudy.html');
    expect(links['查看校车使用指南']).toBe('/udianbus/user-guide-for-school.html');
    expect(Object.keys(links).filter((label) => ACTION_WORDS.test(label))).toEqual([]);
  });

  it('user-guide-for-school walks through the steps, each linking its page', () => {
    rendered = renderWithQuery(<UserGuideForSchoolPage />);
    const headings = [...rendered.container.querySelectorAll('h2')].map(textOf);
    expect(headings.slice(0, 5)).toEqual(['第一步：找到学校', '第二步：为孩子报名', '第三步：等待学校审核', '第四步：购买学期票', '第五步：乘车与通知']);
    const links = linksOf(rendered.container);
    expect(links['找学校']).toBe('/udianbus/app/restudy/enterprise-search.html');
    expect(links['按地址找线路']).toBe('/udianbus/app/restudy/search-address.html');
    expect(links['校车']).toBe('/udianbus/app/restudy.html');
    expect(links['我的订单']).toBe('/udianbus/app/my-order.html');
    expect(Object.keys(links).filter((label) => ACTION_WORDS.test(label))).toEqual([]);
  });
});
