import { z } from 'zod';

/**
 * The content pages operators edit in the console (内容管理, decision 058): SPEC section 2's guides, notices,
 * fee rules and campaign pages. Each has a key (its store row and its seed file,
 * apps/server/src/modules/content/pages/seed-markdown/<key>.md), the title its title bar shows, and the
 * console's group. The app maps each key to its page path in app/page-paths.ts.
 */
export const contentPageCatalogue = [
  { key: 'user-guide', title: '乘车指南', group: '乘车指南' },
  { key: 'reserved-bus-user-guide', title: '预约班车使用指南', group: '乘车指南' },
  { key: 'user-guide-for-hkt', title: '深港跨境巴士乘车指南', group: '乘车指南' },
  { key: 'driver-notice', title: '司机须知', group: '乘车指南' },
  { key: 'temp-line-intro', title: '临时线路说明', group: '乘车指南' },
  { key: 'taxi-detail-of-fee', title: '出租车计价规则', group: '打车与网约车' },
  { key: 'taxi-notice-of-fee', title: '出租车收费须知', group: '打车与网约车' },
  { key: 'taxi-cancel-rule', title: '打车取消规则', group: '打车与网约车' },
  { key: 'taxi-cancel-rule-driver', title: '司机取消规则', group: '打车与网约车' },
  { key: 'hailing-detail-of-fee', title: '网约车计价规则', group: '打车与网约车' },
  { key: 'tour-bus-szt-extension', title: '旅游专线深圳通乘车', group: '旅游专线' },
  { key: 'tour-bus-new-line-dongjiang', title: '新线开通：东江湾旅游专线', group: '旅游专线' },
  { key: 'tour-bus-new-line-gaige', title: '新线开通：改革开放红色旅游专线', group: '旅游专线' },
  { key: 'minshen-bank', title: '民生银行乘车优惠', group: '活动' },
  { key: 'ninghai-uplus-intro', title: 'U+ 定制公交介绍', group: '活动' },
] as const;

export type ContentPageKey = (typeof contentPageCatalogue)[number]['key'];

const keys = contentPageCatalogue.map((page) => page.key) as [ContentPageKey, ...ContentPageKey[]];

export const ContentPageKey = z.enum(keys, { error: '页面不存在' });

export const contentPageTitle = (key: ContentPageKey): string => contentPageCatalogue.find((page) => page.key === key)!.title;

/** The longest text a page may hold: the longest seed is under 3,000 characters. */
export const CONTENT_MARKDOWN_MAX = 20_000;
