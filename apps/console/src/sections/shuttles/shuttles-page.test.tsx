import type { ShuttleRequest } from '@udian/contracts/schemas/groups';
import type { OperatorRole } from '@udian/contracts/operator-roles';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { button, buttons, byLabel, cleanUp, fieldErrors, operatorOf, prepareDom, renderAs, segment, settle, tableRows, type, until } from '../../test/dom-support';

const mocks = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../api/client', () => ({ call: mocks.call }));

import ShuttlesPage from './shuttles-page';

beforeAll(prepareDom);
afterEach(cleanUp);

const submitted: ShuttleRequest = {
  requestId: '8',
  companyName: '深圳星河电子有限公司',
  contactName: '陈经理',
  contactPhone: '13912345678',
  cityId: 440300,
  headcount: 120,
  sites: [
    { name: '星河电子园区', lng: 113.94651, lat: 22.53012 },
    { name: '福田站', lng: 114.0561, lat: 22.5221 },
  ],
  shifts: [
    { time: '18:00', direction: 'offWork' },
    { time: '08:30', direction: 'toWork' },
  ],
  weekdays: [1, 2, 3, 4, 5],
  startDate: '2026-12-07',
  note: '希望 8:30 前到园区',
  status: 'submitted',
  quote: null,
  reason: '',
  createdAt: '2026-11-27T16:05:00.000Z',
  updatedAt: '2026-11-27T16:05:00.000Z',
};

const quote = { perRideCents: 1250, monthlyCents: 3_600_000, vehicles: 3, seatsPerVehicle: 45, note: '45 座大巴', validUntil: '2020-01-10', quotedAt: '2019-12-27T02:00:00.000Z' };
const lapsed: ShuttleRequest = { ...submitted, requestId: '7', companyName: '前海物流', status: 'quoted', quote, updatedAt: '2019-12-27T02:00:00.000Z' };

let answers: Record<string, () => unknown>;
beforeEach(() => {
  mocks.call.mockReset();
  answers = {
    '/shuttle-requests': () => ({ items: [submitted, lapsed], total: 2, waiting: 1 }),
    '/demand/od-campaigns': () => ({ campaigns: [], cities: [{ id: 440300, name: '深圳市' }] }),
  };
  mocks.call.mockImplementation(async (endpoint: { path: string }) => {
    const answer = answers[endpoint.path];
    if (!answer) throw new Error(`unexpected ${endpoint.path}`);
    return answer();
  });
});

const open = async (role: OperatorRole = 'admin') => {
  await renderAs(<ShuttlesPage />, operatorOf(role));
  await until(() => tableRows().length === 2 && (document.body.textContent ?? '').includes('深圳市'));
};
const calls = (path: string) => mocks.call.mock.calls.filter(([endpoint]) => (endpoint as { path: string }).path === path).map(([, options]) => options as { query?: Record<string, unknown>; body?: Record<string, unknown> });
const segments = () => [...document.querySelectorAll('.ant-segmented-item')].map((item) => item.textContent);
const drawer = () => document.querySelector('.ant-drawer-open .ant-drawer-section');
const openRow = async (company: string) => {
  const row = [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')].find((tr) => tr.textContent?.includes(company))!;
  await act(async () => row.click());
  await until(() => (drawer()?.textContent ?? '').includes('站点（2）'));
};

describe('班车定制: the list', { timeout: 20_000 }, () => {
  it('shows every request as the server orders it, the city by name, the shifts in the day\u2019s order, times in Shanghai', async () => {
    await open('dispatcher');
    const [first, second] = tableRows();
    expect(first).toEqual([
      '深圳星河电子有限公司',
      '陈经理13912345678',
      '深圳市',
      '120 人',
      '星河电子园区、福田站',
      '上班 08:30下班 18:00',
      '周一至周五2026-12-07 起',
      '希望 8:30 前到园区',
      '待报价',
      '2026-11-28 00:05',
      '详情',
    ]);
    // A quote past its last day cannot be accepted any more: the list says so.
    expect(second?.[8]).toBe('已报价报价已过期');
    expect(calls('/shuttle-requests')[0]?.query).toEqual({ page: 1, pageSize: 20 });
    expect(segments()).toEqual(['全部', '待报价（1）', '已报价', '已确认', '已婉拒', '已关闭']);
  });

  it('asks the server for one status when filtered, from the first page', async () => {
    await open('service');
    await act(async () => segment('已报价')!.click());
    await until(() => calls('/shuttle-requests').length === 2);
    expect(calls('/shuttle-requests')[1]?.query).toEqual({ status: 'quoted', page: 1, pageSize: 20 });
  });
});

describe('班车定制: a request', { timeout: 20_000 }, () => {
  it('opens on its details and sites, with no 报价 nor 关闭 for 调度', async () => {
    await open('dispatcher');
    await openRow('深圳星河电子有限公司');
    const text = drawer()?.textContent ?? '';
    expect(text).toContain('班车定制需求：深圳星河电子有限公司');
    expect(text).toContain('13912345678');
    expect(text).toContain('希望 8:30 前到园区');
    expect(text).toContain('尚未报价');
    expect(tableRows(drawer()!)).toEqual([
      ['1', '星河电子园区', '113.946510, 22.530120'],
      ['2', '福田站', '114.056100, 22.522100'],
    ]);
    expect(buttons('报价')).toHaveLength(0);
    expect(buttons('关闭需求')).toHaveLength(0);
  });

  it('is quoted in yuan, sent in cents, and shows the quote the server answered', async () => {
    const quoted: ShuttleRequest = { ...submitted, status: 'quoted', quote: { ...quote, perRideCents: 1234, validUntil: '2099-12-12', quotedAt: '2026-11-28T02:00:00.000Z' }, updatedAt: '2026-11-28T02:00:00.000Z' };
    answers['/shuttle-requests/quote'] = () => ({ request: quoted });
    await open('admin');
    await openRow('深圳星河电子有限公司');
    await act(async () => button('报价').click());
    await until(() => document.querySelector('.ant-modal') !== null);
    expect(byLabel<HTMLInputElement>('报价有效天数').value).toBe('14');

    await act(async () => button('提交报价').click());
    await until(() => fieldErrors().length >= 4);
    expect(fieldErrors()).toEqual(['请填写每人每次票价', '请填写包月总价', '请填写车辆数', '请填写每车座位数']);
    expect(calls('/shuttle-requests/quote')).toHaveLength(0);

    await type(byLabel('每人每次票价（元）'), '12.345');
    await type(byLabel('包月总价（元）'), '36000');
    await type(byLabel('车辆数'), '2');
    await type(byLabel('每车座位数'), '45');
    await until(() => (document.querySelector('.ant-modal')?.textContent ?? '').includes('座位少于需求人数'));
    // A count typed drops the message it had at once.
    await until(() => !fieldErrors().includes('请填写车辆数'));
    expect(fieldErrors()).not.toContain('请填写车辆数');
    expect(document.querySelector('.ant-modal')?.textContent).toContain('2 辆 × 45 座（共 90 座），需求人数 120 人：座位少于需求人数');
    await act(async () => button('提交报价').click());
    await until(() => fieldErrors().includes('请输入金额，最多两位小数'));
    expect(calls('/shuttle-requests/quote')).toHaveLength(0);

    await type(byLabel('每人每次票价（元）'), '12.34');
    await type(byLabel('车辆数'), '3');
    await act(async () => button('提交报价').click());
    await until(() => calls('/shuttle-requests/quote').length > 0);
    expect(calls('/shuttle-requests/quote')[0]?.body).toEqual({ requestId: '8', perRideCents: 1234, monthlyCents: 3_600_000, vehicles: 3, seatsPerVehicle: 45, note: '', validDays: 14 });
    await until(() => (drawer()?.textContent ?? '').includes('¥12.34'));
    const text = drawer()?.textContent ?? '';
    expect(text).toContain('¥36000.00');
    expect(text).toContain('3 辆 × 45 座（共 135 座）');
    expect(text).toContain('2099-12-12');
    expect(text).toContain('2026-11-28 10:00');
    expect(buttons('重新报价')).toHaveLength(1);
  });

  it('shows the server\u2019s refusal of a quote in its own words', async () => {
    answers['/shuttle-requests/quote'] = () => {
      throw new ApiError(3219, '该需求已结束，不能再修改');
    };
    await open('service');
    await openRow('前海物流');
    expect(drawer()?.textContent).toContain('报价已于 2020-01-10 过期');
    await act(async () => button('重新报价').click());
    await until(() => document.querySelector('.ant-modal') !== null);
    // Quoting again starts from the quote there is.
    expect(byLabel<HTMLInputElement>('每人每次票价（元）').value).toBe('12.50');
    await act(async () => buttons('重新报价').at(-1)!.click());
    await until(() => document.querySelector('.ant-modal .ant-alert-error') !== null);
    expect(document.querySelector('.ant-modal .ant-alert-error')?.textContent).toContain('该需求已结束，不能再修改');
  });

  it('is closed only with a reason', async () => {
    answers['/shuttle-requests/close'] = () => ({ request: { ...submitted, status: 'closed', reason: '暂无该区域运力', updatedAt: '2026-11-28T03:00:00.000Z' } });
    await open('admin');
    await openRow('深圳星河电子有限公司');
    await act(async () => button('关闭需求').click());
    await until(() => document.querySelector('.ant-modal') !== null);
    await act(async () => button('确认关闭').click());
    await until(() => fieldErrors().length > 0);
    expect(fieldErrors()).toEqual(['请填写原因']);
    expect(calls('/shuttle-requests/close')).toHaveLength(0);

    await type(byLabel('关闭原因'), '暂无该区域运力');
    await act(async () => button('确认关闭').click());
    await until(() => calls('/shuttle-requests/close').length > 0);
    expect(calls('/shuttle-requests/close')[0]?.body).toEqual({ requestId: '8', reason: '暂无该区域运力' });
    await until(() => (drawer()?.textContent ?? '').includes('关闭原因：暂无该区域运力'));
    await settle();
    expect(buttons('报价')).toHaveLength(0);
  });
});
