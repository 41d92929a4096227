import { describe, expect, it } from 'vitest';
import * as pagePaths from './page-paths';
import { findPageEntry, pageSettings, pageTable } from './page-paths';
import { getPageTitle } from './page-title';

/** SPEC section 2, copied as written: group prefix and its comma-separated pages. */
const specGroups: ReadonlyArray<readonly [string, string]> = [
  ['/ydbus', 'buy-ticket, check-ticket, collection, coupon, h5/annual-review, h5/ticketList, line-info, login, map, notice-page, refund-ticket, search-addr, search-result, ticket, waiting-paid'],
  ['/udianbus/app', 'home, home/line-list, line/line-info, line/line-eta, line/line-share, line/line-info-share, line/line-group-share, line/line-info-adjustment, line/related-lines, line/near-lines'],
  ['/udianbus/app', 'login, buy-ticket, buy-ticket/reverse'],
  ['/udianbus/app', 'common-address, passenger-info, passenger-info/passenger-list, passenger-info/passenger, passenger-info/passenger-ic-card, passenger-info/address-list, passenger-select'],
  ['/udianbus/app', 'coupon/my-coupon, my-coupon, draw-coupon, invalid-coupon, coupon-rules'],
  ['/udianbus/app', 'group, group-line, group-line/enterprise-line, group-line/enterprise-search, group-optimize'],
  ['/udianbus/app/group-optimize', 'enterprise-search, search-address, search-area, search-result'],
  ['/udianbus/app', 'more, bus-code, my-custom, my-custom/share_my_custom, my-custom/index_copy, my-pool, pool, pool-list, period-detail, suggestion, online-bus'],
  ['/udianbus/app', 'ticket/my-ticket, ticket/ticket-info, ticket/buy-ticket-success'],
  ['/udianbus/app', 'user-center, user-center/setting, user-center/personalInfo, my-order, my-order/order-detail, my-trip'],
  ['/udianbus/app', 'company-line/company-line, company-line-apply, company-line-detail, company-line-search, company-line-apply-enterprise'],
  ['/udianbus/app', 'restudy'],
  ['/udianbus/app/restudy', 'enterprise-search, search-address, search-area, search-result'],
  ['/udianbus/app', 'info/privacyPolicy, info/agreement, info/aboutUs'],
  ['/udianbus/app', 'demand-collection, demand-station, refund-rule'],
  ['/udianbus/custom-line', 'enterprise-return-work-enroll-list, enterprise-return-work-index, enterprise-return-work-shuttle-success, enterprise-return-work-shuttle, enterprise-return-work-success, enterprise-return-work-tab, private-return-work-index, private-return-work-success, return-work-collect-success, return-work-collect, return-work-index'],
  ['/udianbus', 'buy-rule, passenger-notice, common/share-ticket, common/traffic-card, common/traffic-calendar, common/traffic-card/add, common/holiday-line, common/holiday-line/list, custom-rule, driver-notice, get-invoice, invite-activity-reg, invite-activity-rule, invite-activity, refund-notice, reserved-bus-user-guide, user-guide-for-hkt, user-guide-for-school, user-guide, common/enterprise-custom-flow, common/cost-detail, common/stcharter-rule, common/stcharter-fee-detail'],
  ['/taxi', 'cancel-rule-driver, cancel-rule, detail-of-fee, notice-of-fee'],
  ['/tour-bus', 'szt-extension, new-line-dongjiang, new-line-gaige'],
  ['/h5/activities', 'minshen-bank, ninghai-uplus-intro, preparation-line-intro, business-cooperation, school-line-sign, temp-line-intro, school-line-intro'],
  ['/h5/odcollection', 'index'],
  ['/hailing', 'detail-of-fee'],
];

const specPaths = ['/ydbus', ...specGroups.flatMap(([prefix, pages]) => pages.split(', ').map((page) => `${prefix}/${page}`))];

describe('page paths', () => {
  it('lists every path of SPEC section 2 exactly once, and nothing else', () => {
    const paths = pageTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specPaths].sort());
  });

  it('sets titles and flags only on paths of the table (no typo creates a dead entry)', () => {
    for (const path of Object.keys(pageSettings)) expect(specPaths).toContain(path);
  });

  it('writes paths without the .html suffix', () => {
    expect(pageTable.every((entry) => entry.path.startsWith('/') && !entry.path.endsWith('.html'))).toBe(true);
  });

  it.each([
    ['/udianbus/app/demand-collection', '需求征集'],
    ['/udianbus/app/demand-station', '地图选站'],
    ['/udianbus/app/refund-rule', '退票规则'],
  ])('guards %s, titled %s', (path, title) => {
    expect(findPageEntry(path)).toMatchObject({ title, isGuarded: true });
  });

  it('guards nothing else', () => {
    expect(pageTable.filter((entry) => entry.isGuarded).map((entry) => entry.path)).toHaveLength(3);
  });

  it.each([
    ['/ydbus/search-addr', '搜索', true],
    ['/ydbus/search-result', '搜索结果', false],
    ['/ydbus/ticket', '我的车票', true],
    ['/ydbus/line-info', '线路详情', false],
    ['/ydbus/buy-ticket', '购票', false],
    ['/udianbus/app/ticket/my-ticket', '我的车票', true],
    ['/udianbus/app/line/line-info', '线路详情', false],
    ['/udianbus/app/home/line-list', '全部线路', false],
    ['/udianbus/app/buy-ticket', '购票', false],
    ['/udianbus/user-guide', '乘车指南', false],
    ['/udianbus/app/user-center', '个人中心', false],
    ['/udianbus/app/common-address', '常用地址', false],
    ['/udianbus/app/suggestion', '投诉建议', false],
    ['/udianbus/app/more', '更多', false],
    ['/udianbus/app/ticket/ticket-info', '车票详情', false],
    ['/udianbus/refund-notice', '退票须知', false],
    ['/udianbus/app/pool-list', '拼车线路', false],
    ['/udianbus/app/my-custom', '我的定制线路', false],
    ['/udianbus/app/pool', '拼车', false],
  ])('older bus section: %s is titled %s (refresh %s)', (path, title, isRefresh) => {
    const entry = findPageEntry(path);
    expect(entry?.title).toBe(title);
    expect(entry?.isRefresh ?? false).toBe(isRefresh);
  });

  it('titles every other page with the product name', () => {
    expect(getPageTitle(findPageEntry('/udianbus/app/home'))).toBe('优点巴士');
    expect(getPageTitle(findPageEntry('/taxi/cancel-rule'))).toBe('优点巴士');
    expect(getPageTitle(undefined)).toBe('优点巴士');
    expect(getPageTitle(findPageEntry('/udianbus/app/refund-rule'))).toBe('退票规则');
  });

  it('names only paths of the table (a *_PATH constant cannot point at a page that does not exist)', () => {
    const constants = Object.entries(pagePaths).filter(([name]) => name.endsWith('_PATH'));
    expect(constants.length).toBeGreaterThan(50);
    for (const [, path] of constants) expect(specPaths).toContain(path);
    expect(new Set(constants.map(([, path]) => path)).size).toBe(constants.length);
  });
});
