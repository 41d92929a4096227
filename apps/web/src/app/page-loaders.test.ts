import { describe, expect, it } from 'vitest';
import { pageLoaders } from './page-loaders';
import { pageTable } from './page-paths';
import { userCenterGroups } from '../features/user-center/user-center-page';
import { moreGroups } from '../features/more/more-page';

describe('page loaders', () => {
  it('has pages exactly where they are built', async () => {
    const withPages = Object.keys(pageLoaders);
    for (const path of withPages) expect(pageTable.map((entry) => entry.path)).toContain(path);
    const foundation = ['/udianbus/app/home', '/udianbus/app/info/aboutUs', '/udianbus/app/info/agreement', '/udianbus/app/info/privacyPolicy'];
    const accounts = [
      '/udianbus/app/login',
      '/ydbus/login',
      '/udianbus/app/user-center',
      '/udianbus/app/user-center/setting',
      '/udianbus/app/user-center/personalInfo',
      '/udianbus/app/passenger-info',
      '/udianbus/app/passenger-info/passenger-list',
      '/udianbus/app/passenger-info/passenger',
      '/udianbus/app/passenger-info/passenger-ic-card',
      '/udianbus/app/passenger-select',
      '/udianbus/app/common-address',
      '/udianbus/app/passenger-info/address-list',
    ];
    const linesAndDiscovery = [
      '/udianbus/app/home/line-list',
      '/udianbus/app/line/line-info',
      '/ydbus/line-info',
      '/udianbus/app/line/line-share',
      '/udianbus/app/line/line-info-share',
      '/udianbus/app/line/line-group-share',
      '/udianbus/app/line/line-info-adjustment',
      '/udianbus/app/line/related-lines',
      '/udianbus/app/line/near-lines',
      '/udianbus/app/group-optimize/search-address',
      '/ydbus/search-addr',
      '/udianbus/app/group-optimize/search-result',
      '/ydbus/search-result',
    ];
    const buying = [
      '/udianbus/app/buy-ticket',
      '/ydbus/buy-ticket',
      '/udianbus/app/buy-ticket/reverse',
      '/udianbus/common/traffic-calendar',
      '/ydbus/waiting-paid',
      '/udianbus/app/ticket/buy-ticket-success',
      '/udianbus/app/my-order',
      '/udianbus/app/my-order/order-detail',
      '/udianbus/buy-rule',
      '/udianbus/passenger-notice',
    ];
    const riding = [
      '/udianbus/app/ticket/my-ticket',
      '/ydbus/ticket',
      '/udianbus/app/ticket/ticket-info',
      '/udianbus/app/bus-code',
      '/ydbus/check-ticket',
      '/udianbus/common/share-ticket',
      '/udianbus/app/my-trip',
      // 年度报告 (decision 056).
      '/ydbus/h5/annual-review',
    ];
    const refundsAndInvoices = ['/ydbus/refund-ticket', '/udianbus/app/refund-rule', '/udianbus/refund-notice', '/udianbus/get-invoice'];
    const liveBuses = ['/udianbus/app/line/line-eta', '/udianbus/app/online-bus'];
    const services = ['/udianbus/app/more'];
    const promotions = [
      '/udianbus/app/coupon/my-coupon',
      '/udianbus/app/my-coupon',
      '/ydbus/coupon',
      '/udianbus/app/draw-coupon',
      '/udianbus/app/invalid-coupon',
      '/udianbus/app/coupon-rules',
      '/udianbus/invite-activity',
      '/udianbus/invite-activity-rule',
      '/udianbus/invite-activity-reg',
    ];
    const demand = [
      '/udianbus/app/my-custom',
      '/udianbus/app/my-custom/index_copy',
      '/udianbus/app/demand-collection',
      '/udianbus/app/demand-station',
      '/udianbus/app/my-custom/share_my_custom',
      '/h5/odcollection/index',
      '/udianbus/custom-rule',
      '/h5/activities/preparation-line-intro',
    ];
    const groups = [
      '/udianbus/app/group',
      '/udianbus/app/group-line',
      '/udianbus/app/group-line/enterprise-line',
      '/udianbus/app/group-line/enterprise-search',
      '/udianbus/app/group-optimize',
      '/udianbus/app/group-optimize/enterprise-search',
      '/udianbus/app/group-optimize/search-area',
      '/udianbus/app/company-line/company-line',
      '/udianbus/app/company-line-search',
      '/udianbus/app/company-line-detail',
      '/udianbus/app/company-line-apply',
      '/udianbus/app/company-line-apply-enterprise',
      '/udianbus/common/enterprise-custom-flow',
    ];
    const schools = [
      '/udianbus/app/restudy',
      '/udianbus/app/restudy/enterprise-search',
      '/udianbus/app/restudy/search-address',
      '/udianbus/app/restudy/search-result',
      '/udianbus/app/restudy/search-area',
      '/h5/activities/school-line-sign',
      '/h5/activities/school-line-intro',
      '/udianbus/user-guide-for-school',
    ];
    const carpools = ['/udianbus/app/pool-list', '/udianbus/app/pool', '/udianbus/app/my-pool'];
    const periodPasses = ['/udianbus/app/period-detail'];
    const returnWork = [
      '/udianbus/custom-line/return-work-index',
      '/udianbus/custom-line/return-work-collect',
      '/udianbus/custom-line/return-work-collect-success',
      '/udianbus/custom-line/private-return-work-index',
      '/udianbus/custom-line/private-return-work-success',
      '/udianbus/custom-line/enterprise-return-work-index',
      '/udianbus/custom-line/enterprise-return-work-tab',
      '/udianbus/custom-line/enterprise-return-work-enroll-list',
      '/udianbus/custom-line/enterprise-return-work-success',
      '/udianbus/custom-line/enterprise-return-work-shuttle',
      '/udianbus/custom-line/enterprise-return-work-shuttle-success',
    ];
    const studentCharters = ['/udianbus/common/stcharter-fee-detail', '/udianbus/common/stcharter-rule', '/udianbus/common/cost-detail'];
    const holidayLinesAndTransitCards = [
      '/udianbus/common/holiday-line',
      '/udianbus/common/holiday-line/list',
      '/udianbus/common/traffic-card',
      '/udianbus/common/traffic-card/add',
    ];
    const legacySection = ['/ydbus', '/ydbus/collection', '/ydbus/h5/ticketList', '/ydbus/map', '/ydbus/notice-page'];
    // 投诉建议 and 商务合作 (decision 057).
    const feedback = ['/udianbus/app/suggestion', '/h5/activities/business-cooperation'];
    // Content pages operators edit (decision 058).
    const contentPages = [
      '/udianbus/user-guide',
      '/udianbus/reserved-bus-user-guide',
      '/udianbus/user-guide-for-hkt',
      '/udianbus/driver-notice',
      '/h5/activities/temp-line-intro',
      '/taxi/detail-of-fee',
      '/taxi/notice-of-fee',
      '/taxi/cancel-rule',
      '/taxi/cancel-rule-driver',
      '/hailing/detail-of-fee',
      '/tour-bus/szt-extension',
      '/tour-bus/new-line-dongjiang',
      '/tour-bus/new-line-gaige',
      '/h5/activities/minshen-bank',
      '/h5/activities/ninghai-uplus-intro',
    ];
    expect(withPages.sort()).toEqual(
      [...legacySection, ...contentPages, ...feedback, ...carpools, ...periodPasses, ...returnWork, ...studentCharters, ...holidayLinesAndTransitCards, ...foundation, ...accounts, ...linesAndDiscovery, ...buying, ...riding, ...refundsAndInvoices, ...liveBuses, ...services, ...promotions, ...demand, ...groups, ...schools].sort(),
    );
    for (const load of Object.values(pageLoaders)) {
      expect(typeof (await load())).toBe('function');
    }
    // Every page's module is imported here: on two busy cores that takes more than the default 5 s.
  }, 20_000);
});

describe('menu rows', () => {
  it('lead only to pages that exist, in the user centre and on the more page', () => {
    const rows = [...userCenterGroups.flat(), ...moreGroups.flatMap((group) => group.items)];
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.to, row.label).toBeDefined();
      expect(pageLoaders[row.to ?? ''], `${row.label} → ${row.to}`).toBeTypeOf('function');
    }
  });
});
